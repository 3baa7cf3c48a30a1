import { bus, mayHaveSession } from '@finance/shared';

/**
 * Starts the person's live updates, and with them the financial store (both in @finance/shared/data, which follows
 * the session from then on), at the first sign of a session: a browser that may hold one (the store then also forgets
 * what a person who is no longer signed in left behind), or a sign-in. A signed-out visitor's page never downloads
 * them. Call it once, after configureSession.
 */
export function startLiveUpdates(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    import('@finance/shared/data').then(
      (data) => {
        data.startFinancialStore();
        data.startLiveUpdates();
      },
      (error: unknown) => console.error('[shell] live updates could not be loaded', error),
    );
  };
  if (mayHaveSession()) {
    start();
    return;
  }
  const signedIn = bus.select('auth').subscribe((state) => {
    if (!state.isAuthenticated) return;
    start();
    queueMicrotask(() => signedIn.unsubscribe());
  });
}
