// Where to go once the hosted sign-in sends the person back to the app root: the page they were on when they were
// asked to sign in ("from"), and the screen they started on (so that a new user finishes their profile there).
// Stored in sessionStorage because the sign-in leaves the page.

const KEY = 'finance.sign-in-return';

export type SignInScreen = '/signin' | '/signup';

export interface SignInReturn {
  screen: SignInScreen;
  /** A path within the app (pathname, search and hash), or null for the default, /accounts. */
  from: string | null;
}

/** Only paths inside the app are stored: never another origin, never the sign-in screens themselves. */
export function isSafeReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !/^\/(signin|signup)(\/|\?|#|$)/.test(path)
  );
}

export function rememberSignInReturn(value: SignInReturn): void {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ screen: value.screen, from: isSafeReturnPath(value.from) ? value.from : null }),
    );
  } catch {
    // Storage can be unavailable (private mode quotas); the person then lands on the default page.
  }
}

export function readSignInReturn(): SignInReturn | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { screen, from } = stored as Record<string, unknown>;
    if (screen !== '/signin' && screen !== '/signup') return null;
    return { screen, from: isSafeReturnPath(from) ? from : null };
  } catch {
    return null;
  }
}

export function clearSignInReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored, nothing to clear
  }
}

/** The path of a router location, as held in navigation state ("from"). */
export function pathOfLocation(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** The "from" of navigation state, as a path: the guard passes a location, the home route a path. */
export function returnPathFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from === 'string') return isSafeReturnPath(from) ? from : null;
  if (typeof from === 'object' && from !== null && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const path = pathOfLocation(from as { pathname: string; search?: string; hash?: string });
    return isSafeReturnPath(path) ? path : null;
  }
  return null;
}
