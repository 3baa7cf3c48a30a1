import { prefetchedRuntimeConfig } from '../runtime-config-prefetch';
import { registerRemotesFromConfig } from './register-remotes';
import { preloadRoutePages } from './route-remotes';

/**
 * Registers the remotes as soon as the runtime config arrives, from the page's first script, and starts the opened
 * page's remotes downloading: they come in alongside the shell's own code, instead of after it has run. Nothing here
 * imports a shared module, so it runs before the shared modules are negotiated. Settles once registered; rejects if
 * the config is unusable (bootstrap says why, from loadRuntimeConfig).
 */
export const remotesStarted: Promise<void> = prefetchedRuntimeConfig.then((config) => {
  registerRemotesFromConfig(config);
  preloadRoutePages(window.location.pathname);
});
remotesStarted.catch(() => undefined);
