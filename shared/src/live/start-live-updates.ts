import { bus, fetchIdToken, getApiBaseUrl } from '@finance/shared';
import { financialStore } from '../store/use-financial-store';
import { connectLiveUpdates } from './live-updates';

/** Starts the page's live updates (the shell calls it once, after configureSession). Returns the stop. */
export function startLiveUpdates(): () => void {
  return connectLiveUpdates(financialStore, bus, {
    fetch: (input, init) => fetch(input, init),
    idToken: async () => (await fetchIdToken().catch(() => null))?.jwt ?? null,
    baseUrl: getApiBaseUrl,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
}
