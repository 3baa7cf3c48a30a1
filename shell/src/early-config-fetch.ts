// The runtime config's request, started by the page's first script (index.ts) before the shared modules are
// negotiated, so that it arrives while they download. The first script reads a copy of the answer to start the opened
// page's remotes (federation/start-remotes.ts); bootstrap hands this fetch to loadRuntimeConfig, which takes the early
// answer once (and says what is wrong with it); any later call fetches afresh.
import { RUNTIME_CONFIG_PATH, parseRuntimeConfig, type RuntimeConfig } from '@finance/shared/startup';

let early: Promise<Response> | null = fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });

/** The early answer, checked; rejects on any failure, which loadRuntimeConfig reports from the same answer. */
export const earlyRuntimeConfig: Promise<RuntimeConfig> = early.then(async (response) => {
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH}: ${response.status}`);
  return parseRuntimeConfig(await response.clone().json());
});
// A failure is read (and said) by loadRuntimeConfig; it is not an unhandled rejection meanwhile.
early.catch(() => undefined);
earlyRuntimeConfig.catch(() => undefined);

export const earlyConfigFetch: typeof fetch = (input, init) => {
  if (early && input === RUNTIME_CONFIG_PATH) {
    const response = early;
    early = null;
    return response;
  }
  return fetch(input, init);
};
