import { createRoot } from 'react-dom/client';
import { configureSession, loadRuntimeConfig, session, startLiveUpdates, styleNonce } from '@finance/shared';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { earlyConfigFetch } from './early-config-fetch';
import { registerRemotesFromConfig } from './federation/register-remotes';
import { preloadRoutePages } from './federation/route-remotes';

// What webpack adds to the page at run time carries this page load's Content-Security-Policy nonce.
__webpack_nonce__ = styleNonce();

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig(earlyConfigFetch);
    configureSession(config);
    registerRemotesFromConfig(config);
    // The opened page's remotes download while the session is read, not after it.
    preloadRoutePages(window.location.pathname);
    root.render(<App />);
    // Follows the session: the person's event stream while signed in, closed on sign-out.
    startLiveUpdates();
    void session.start();
  } catch (error) {
    console.error('[shell] startup failed', error);
    root.render(<StartupError message={error instanceof Error ? error.message : 'An unexpected error occurred'} />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
