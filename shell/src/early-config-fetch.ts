// The runtime config's request, started by the page's first script (index.ts) before the shared modules are
// negotiated, so that it arrives while they download. bootstrap hands this fetch to loadRuntimeConfig, which takes
// the early answer once; any later call fetches afresh.
const CONFIG_PATH = '/runtime-config.json';

let early: Promise<Response> | null = fetch(CONFIG_PATH, { cache: 'no-store' });
// A failure is read (and said) by loadRuntimeConfig; it is not an unhandled rejection meanwhile.
early.catch(() => undefined);

export const earlyConfigFetch: typeof fetch = (input, init) => {
  if (early && input === CONFIG_PATH) {
    const response = early;
    early = null;
    return response;
  }
  return fetch(input, init);
};
