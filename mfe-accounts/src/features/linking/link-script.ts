// The local Link emulator's script (the runtime config's plaidLinkScriptUrl) is loaded here, by the one feature that
// uses Link, not by every page. It must have run before react-plaid-link's usePlaidLink first renders: it defines
// window.Plaid and adds the marker <script> with Plaid's CDN address that makes react-plaid-link take Plaid as loaded,
// so the CDN is never asked. In production there is none, and react-plaid-link loads Plaid's own script as before.
import { use } from 'react';
import { getRuntimeConfig, loadRuntimeConfig, styleNonce } from '@finance/shared';

/** A promise carrying its outcome the way React's use() reads it, so that a settled one never suspends. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise;
  result.status = 'pending';
  void promise.then((value) => Object.assign(result, { status: 'fulfilled', value }));
  return result;
}

/** Adds the script to the page; true once it has run, false when it could not be loaded. */
export function addLinkScript(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    // Like every script added at run time, it carries the page's nonce.
    const nonce = styleNonce();
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => resolve(true));
    script.addEventListener('error', () => {
      console.error(`[accounts] the Link script could not be loaded: ${src}`);
      resolve(false);
    });
    document.head.appendChild(script);
  });
}

let loading: Tracked<boolean> | null = null;

function startLoading(): Tracked<boolean> {
  let url: string | null | undefined;
  try {
    url = getRuntimeConfig().plaidLinkScriptUrl;
  } catch {
    url = undefined;
  }
  // With no local script there is nothing to wait for: settled at once, so nothing suspends.
  if (url === null) return Object.assign(Promise.resolve(true), { status: 'fulfilled' as const, value: true });
  if (url) return tracked(addLinkScript(url));
  return tracked(
    loadRuntimeConfig().then(
      ({ plaidLinkScriptUrl }) => (plaidLinkScriptUrl ? addLinkScript(plaidLinkScriptUrl) : true),
      () => false,
    ),
  );
}

/** The Link script, loaded once per page: true when Link can be used (or Plaid's own script is for react-plaid-link). */
export function loadLinkScript(): Promise<boolean> {
  loading ??= startLoading();
  return loading;
}

/** Whether the Link script has settled (loaded, failed, or none to load), starting it if need be. */
export function linkScriptSettled(): boolean {
  void loadLinkScript();
  return loading?.status === 'fulfilled';
}

/** Calls back once the Link script has settled (for useSyncExternalStore). */
export function subscribeToLinkScript(listener: () => void): () => void {
  let subscribed = true;
  void loadLinkScript().then(() => subscribed && listener());
  return () => {
    subscribed = false;
  };
}

/** Suspends the component until the Link script has run (once per page); then whether Link can be used. */
export function useLinkScript(): boolean {
  return use(loadLinkScript());
}

/** Forgets the loaded script (tests). */
export function resetLinkScript(): void {
  loading = null;
}
