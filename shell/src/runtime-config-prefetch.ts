// The runtime config's request, prefetched by the page's first script (index.ts) before the shared modules are
// negotiated, so that its response arrives while they download. The first script reads a copy of the response to
// start the opened page's remotes (federation/start-remotes.ts); bootstrap hands this fetch to loadRuntimeConfig,
// which takes the prefetched response once (and says what is wrong with it); any later call fetches afresh.
import { RUNTIME_CONFIG_PATH, parseRuntimeConfig, type RuntimeConfig } from '@finance/shared/startup';

let prefetch: Promise<Response> | null = fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });

/** The prefetched response, checked; rejects on any failure, which loadRuntimeConfig reports from the same response. */
export const prefetchedRuntimeConfig: Promise<RuntimeConfig> = prefetch.then(async (response) => {
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH}: ${response.status}`);
  return parseRuntimeConfig(await response.clone().json());
});
// A failure is read (and said) by loadRuntimeConfig; it is not an unhandled rejection meanwhile.
prefetch.catch(() => undefined);
prefetchedRuntimeConfig.catch(() => undefined);

/** fetch, except that the first request for the runtime config takes the prefetched response. */
export const prefetchedConfigFetch: typeof fetch = (input, init) => {
  if (prefetch && input === RUNTIME_CONFIG_PATH) {
    const response = prefetch;
    prefetch = null;
    return response;
  }
  return fetch(input, init);
};
