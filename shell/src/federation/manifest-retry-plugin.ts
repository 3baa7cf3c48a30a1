import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface ManifestRetryOptions {
  /** Attempts after the first. */
  retries: number;
  delayMs: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A remote's manifest request that fails (no response, an error status, or a body that is not JSON: a deploy in
 * progress, a dropped packet) is tried again, `retries` times `delayMs` apart, before the remote's load fails with
 * the last failure. (@module-federation/retry-plugin did this with a second copy of the federation SDK, 2.3 KiB gzip
 * on every page, and ignored its delay option: its retries were a second apart.)
 */
export function manifestRetryPlugin({ retries, delayMs }: ManifestRetryOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'finance-manifest-retry',
    async fetch(url, init) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          await response.clone().json();
          return response;
        } catch (error) {
          if (attempt >= retries) throw error;
          await pause(delayMs);
        }
      }
    },
  };
}
