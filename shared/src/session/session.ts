import { bus, initialAuthState } from '../bus/event-bus';
import type { AuthState } from '../types/entities';
import { closeTokenReads, fetchIdToken, NoIdTokenError, openTokenReads, type IdToken } from './id-token';
import { identityClient } from './identity-loader';
import { IdentityServiceUnreachableError, isIdentityServiceReachable } from './identity-probe';
import {
  SESSION_REFRESH_INTERVAL_MS,
  SESSION_REFRESH_RETRIES,
  SESSION_REFRESH_RETRY_DELAY_MS,
  SIGN_OUT_READ_WAIT_MS,
} from './session-constants';
import { cacheMetadata, clearCachedMetadata } from './metadata-cache';
import { runSignOutTasks } from './sign-out-tasks';
import { publishSessionProblem, SESSION_PROBLEMS, sessionProblemOf } from './session-problem';
import { authenticatedState, buildSessionUser, toBoolean, unauthenticatedState } from './session-user';
import { storedSessionState } from './stored-session';
import { getOrCreateUserMetadata, updateAccountsLinkedMetadata, updateProfileMetadata } from './user-metadata';

export interface ProfileNames {
  given_name: string;
  family_name: string;
}

/** Bumped by every read and by sign-out, so that a slower, older read never overwrites a newer state. */
let generation = 0;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function stopRefreshTimer(): void {
  if (refreshTimer !== null) clearTimeout(refreshTimer);
  refreshTimer = null;
}

function scheduleRefresh(): void {
  stopRefreshTimer();
  refreshTimer = setTimeout(() => void refresh(), SESSION_REFRESH_INTERVAL_MS);
}

async function requireIdToken(forceRefresh: boolean): Promise<IdToken> {
  const token = await fetchIdToken({ forceRefresh });
  if (!token) throw new NoIdTokenError();
  return token;
}

/**
 * The API sets preferred_username at the identity service during get_or_create; a forced refresh brings it into
 * the token: at most 5 refreshes one second apart, stopping once the claim is there.
 */
async function refreshUntilPreferredUsername(): Promise<IdToken> {
  let token = await requireIdToken(true);
  for (let attempt = 2; attempt <= SESSION_REFRESH_RETRIES && !token.claims.preferred_username; attempt += 1) {
    await delay(SESSION_REFRESH_RETRY_DELAY_MS);
    token = await requireIdToken(true);
  }
  return token;
}

/** The state read from the identity service and the API, and a save of the metadata response for the next visit. */
async function readAuthState(forceRefresh: boolean): Promise<{ state: AuthState; save: () => void }> {
  let token = await requireIdToken(forceRefresh);
  const metadata = await getOrCreateUserMetadata(token.claims);
  if (toBoolean(metadata.needs_session_refresh)) token = await refreshUntilPreferredUsername();
  const { sub } = token.claims;
  return {
    state: authenticatedState(buildSessionUser(token.claims, metadata)),
    save: () => cacheMetadata(sub, metadata),
  };
}

/**
 * Reads the session and the metadata; any failure leaves the person unauthenticated, and a service
 * that could not be reached or failed is said on the 'session' channel, before the guards move the person on.
 */
async function load(forceRefresh: boolean): Promise<void> {
  const thisGeneration = ++generation;
  try {
    const { state, save } = await readAuthState(forceRefresh);
    if (thisGeneration !== generation) return;
    save();
    publishSessionProblem(null);
    // The 5-minute refresh mostly finds nothing new; an equal state is not published, so nothing re-renders.
    if (JSON.stringify(state) !== JSON.stringify(bus.current('auth'))) bus.publish('auth', state);
    scheduleRefresh();
  } catch (error) {
    if (thisGeneration !== generation) return;
    stopRefreshTimer();
    clearCachedMetadata();
    // Being signed out is the ordinary case for a visitor; anything else is worth a line (never the token).
    if (!(error instanceof NoIdTokenError)) console.error('[session] could not read the session:', messageOf(error));
    publishSessionProblem(sessionProblemOf(error));
    bus.publish('auth', unauthenticatedState);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sign-in, sign-out and update errors are logged and re-thrown. */
async function logged<T>(what: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    console.error(`[session] ${what} failed:`, messageOf(error));
    throw error;
  }
}

function currentUserId(): string {
  const { user } = bus.current('auth');
  if (!user) throw new Error('Not signed in');
  return user.user_id;
}

/**
 * On page start, and as the Retry of a session problem: loading, then authenticated or unauthenticated. A returning
 * visit whose stored token and cached metadata agree (stored-session.ts) shows as authenticated at once instead of
 * loading; the read that follows confirms it, replaces it with what the services answer, or signs the person out.
 */
async function start(): Promise<void> {
  openTokenReads();
  if (!bus.current('auth').isAuthenticated) bus.publish('auth', storedSessionState() ?? initialAuthState);
  await load(false);
}

/** Forces new tokens and reads the metadata again; a failure leaves the person unauthenticated (never rejects). */
function refresh(): Promise<void> {
  return load(true);
}

/**
 * Federated sign-in through the hosted UI (authorization code flow); the page leaves for the identity service.
 * When that service does not answer, the page stays, says so on the 'session' channel, and the call rejects.
 */
function signIn(): Promise<void> {
  return logged('sign-in', async () => {
    openTokenReads();
    if (!(await isIdentityServiceReachable())) {
      publishSessionProblem(SESSION_PROBLEMS.identityUnreachable);
      throw new IdentityServiceUnreachableError();
    }
    await (await identityClient()).signInWithRedirect({ provider: 'Google' });
  });
}

/**
 * Ends the session at the identity service and resets every bus channel (a session problem included), even when the
 * service could not be told. The person's data on this browser is forgotten first, before the page leaves.
 */
async function signOut(): Promise<void> {
  generation += 1;
  stopRefreshTimer();
  // A token refresh stores the new tokens when its answer comes, which would undo the sign-out below and show the
  // next visit signed in: none starts from here on (a read asked for now, such as the refresh after an update that
  // answers late, finds no session), and those under way are waited for, at most 10 s. Any read's result is dropped
  // (the generation moved on).
  await Promise.race([closeTokenReads(), delay(SIGN_OUT_READ_WAIT_MS)]);
  clearCachedMetadata();
  await runSignOutTasks();
  try {
    await logged('sign-out', async () => (await identityClient()).signOut());
  } finally {
    bus.reset();
    bus.publish('auth', unauthenticatedState);
  }
}

async function completeProfile(names: ProfileNames): Promise<void> {
  await logged('profile update', () => updateProfileMetadata(currentUserId(), names));
  await refresh();
}

async function updateAccountsLinked(linked: boolean): Promise<void> {
  await logged('accounts_linked update', () => updateAccountsLinkedMetadata(currentUserId(), linked));
  await refresh();
}

/** The one session of the page; its state is published only on the bus channel 'auth'. */
export const session = { start, signIn, signOut, refresh, completeProfile, updateAccountsLinked };
export type Session = typeof session;
