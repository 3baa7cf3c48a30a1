import { getHostedUiOrigin } from './hosted-ui-origin';

/** The hosted sign-in did not answer the check made before leaving for it. */
export class IdentityServiceUnreachableError extends Error {
  override readonly name = 'IdentityServiceUnreachableError';
  constructor() {
    super('The sign-in service could not be reached');
  }
}

/** Long enough for a slow but working service, short enough that a person is not left waiting on a dead one. */
export const IDENTITY_PROBE_TIMEOUT_MS = 4000;

/**
 * Whether the hosted sign-in answers at all, checked before the page leaves for it: a service that is down would
 * otherwise leave the person on the browser's own error page. no-cors, because any answer (even an opaque error
 * page) proves the service is up; only a network failure or silence past the timeout counts as unreachable.
 * Without a configured domain there is nothing to check, and sign-in goes ahead as before.
 */
export async function isIdentityServiceReachable(): Promise<boolean> {
  const origin = getHostedUiOrigin();
  if (origin === null) return true;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IDENTITY_PROBE_TIMEOUT_MS);
  try {
    await fetch(`${origin}/oauth2/authorize`, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
