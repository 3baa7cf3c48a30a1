// The package's public entry, not its files: in a webpack build it is the federation singleton, so the dev page
// drives the same session and bus as the pages it shows.
import {
  bus,
  configureSession,
  loadRuntimeConfig,
  session,
  unauthenticatedState,
  type RuntimeConfig,
} from '@finance/shared';

/**
 * A remote's standalone page signs in and out to itself, not to the shell: the tokens live in the storage of the
 * page's own origin. (The identity service must list that origin among its redirect URIs.)
 */
export function withOwnRedirects(config: RuntimeConfig, origin: string): RuntimeConfig {
  const root = `${origin}/`;
  return { ...config, identity: { ...config.identity, redirectSignIn: root, redirectSignOut: root } };
}

let starting: Promise<void> | null = null;

/**
 * Configures and starts the session once per page from /runtime-config.json, which the remote's dev server serves.
 * Resolves once the auth state is known (after any sign-in redirect has been completed); never rejects.
 */
export function startStandaloneSession(origin: string = window.location.origin): Promise<void> {
  starting ??= loadRuntimeConfig()
    .then((config) => {
      configureSession(withOwnRedirects(config, origin));
      return session.start();
    })
    .catch((error: unknown) => {
      console.error('[standalone] could not start the session:', error instanceof Error ? error.message : error);
      bus.publish('auth', unauthenticatedState);
    });
  return starting;
}
