import { createRoot } from 'react-dom/client';
import { configureSession, loadRuntimeConfig, session, startLiveUpdates, styleNonce } from '@finance/shared';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { registerRemotesFromConfig } from './federation/register-remotes';

// What webpack adds to the page at run time carries this page load's Content-Security-Policy nonce.
__webpack_nonce__ = styleNonce();

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    configureSession(config);
    registerRemotesFromConfig(config);
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
