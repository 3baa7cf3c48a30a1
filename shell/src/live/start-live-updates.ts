import { bus, mayHaveSession } from '@finance/shared';

type Data = typeof import('@finance/shared/data');

let loading: Promise<Data> | null = null;

/**
 * Starts the person's live updates, and with them the financial store (both in @finance/shared/data, which follows
 * the session from then on), at the first sign of a session: a browser that may hold one (the store then also forgets
 * what a person who is no longer signed in left behind), or a sign-in. A signed-out visitor's page never downloads
 * them. Call it once, after configureSession.
 */
export function startLiveUpdates(): void {
  const start = () => {
    loading ??= import('@finance/shared/data');
    void loading.then(
      (data) => data.startLiveUpdates(),
      (error: unknown) => {
        loading = null;
        console.error('[shell] live updates could not be loaded', error);
      },
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
