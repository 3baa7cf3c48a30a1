import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { configureSession, loadRuntimeConfig, session, styleNonce } from '@finance/shared';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { prefetchedConfigFetch } from './runtime-config-prefetch';
import { remotesStarted } from './federation/start-remotes';
import { takePrerenderedLanding } from './landing/prerendered-landing';
import { startLiveUpdates } from './live/start-live-updates';

// What webpack adds to the page at run time carries this page load's Content-Security-Policy nonce.
__webpack_nonce__ = styleNonce();

async function start(container: HTMLElement): Promise<void> {
  const landing = takePrerenderedLanding(container);
  let root: Root | null = landing ? null : createRoot(container);
  try {
    const config = await loadRuntimeConfig(prefetchedConfigFetch);
    configureSession(config);
    // Registered by the first script, from the same response; the opened page's remotes are already on their way.
    await remotesStarted;
    if (root) {
      root.render(<App />);
    } else {
      // The prerendered landing page is hydrated as drawn at build time: signed out, the session read. The gate let
      // only a visitor with no stored session see it, so reading it loads nothing and ends at once.
      await session.start();
      root = hydrateRoot(container, <App />);
    }
    // Follows the session: the person's event stream while signed in, closed on sign-out.
    startLiveUpdates();
    if (!landing) void session.start();
  } catch (error) {
    console.error('[shell] startup failed', error);
    if (!root) {
      container.replaceChildren();
      root = createRoot(container);
    }
    root.render(<StartupError message={error instanceof Error ? error.message : 'An unexpected error occurred'} />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
