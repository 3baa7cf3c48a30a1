import { getIdentityEndpoints } from './identity-endpoints';

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
 * Whether the identity service answers at all, checked before the page leaves for the hosted sign-in: a service that
 * is down would otherwise leave the person on the browser's own error page. no-cors, because any answer (even an
 * opaque error page) proves the service is up; only network failures, or silence past the timeout, count.
 *
 * Locally the hosted UI has a self-signed certificate, and a browser that has not accepted it yet fails the check
 * just as if the service were down, though leaving for it would let the person accept it. So where the config names
 * the JSON API's own endpoint (the emulator, same process), that answering is enough too. Every check is let finish
 * before the page leaves, so none is cut off mid-flight. Without a configured session there is nothing to check.
 */
export async function isIdentityServiceReachable(): Promise<boolean> {
  const endpoints = getIdentityEndpoints();
  if (endpoints === null) return true;
  const urls = [`${endpoints.hostedUiOrigin}/oauth2/authorize`];
  if (endpoints.jsonApiUrl !== null) urls.push(endpoints.jsonApiUrl);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), IDENTITY_PROBE_TIMEOUT_MS);
  try {
    const results = await Promise.allSettled(
      urls.map((url) =>
        fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: controller.signal }),
      ),
    );
    return results.some((result) => result.status === 'fulfilled');
  } finally {
    clearTimeout(timer);
  }
}
