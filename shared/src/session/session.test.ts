import { fetchAuthSession, signInWithRedirect, signOut } from 'aws-amplify/auth';
import { setApiBaseUrl } from '../api/api-base-url';
import { bus, initialAuthState, initialSyncStatus } from '../bus/event-bus';
import {
  amplifySession,
  fakeResponse,
  idTokenFor,
  nowSeconds,
  recordedCalls,
  signedInAs,
} from '../testing/session-fakes';
import type { IdentityConfig } from '../config/runtime-config';
import type { ReceivedUserMetadata } from '../types/entities';
import { setIdentityEndpoints } from './identity-endpoints';
import { session } from './session';
import { SESSION_PROBLEMS } from './session-problem';

jest.mock('aws-amplify/auth');

const fetchAuthSessionMock = jest.mocked(fetchAuthSession);
const signInWithRedirectMock = jest.mocked(signInWithRedirect);
const signOutMock = jest.mocked(signOut);
const fetchMock = jest.fn();
let consoleError: jest.SpyInstance;

/** What the fake identity service hands out: the plain read and each forced refresh, in order. */
let currentToken: string | null;
let refreshedTokens: Array<string | Error>;
/** What the fake API answers to get_or_create, and every body it was sent. */
let serverMetadata: ReceivedUserMetadata & { email: string; email_verified: boolean };
let apiStatus: { status: number; statusText: string } | null;

function forcedRefreshCount(): number {
  return fetchAuthSessionMock.mock.calls.filter(([options]) => options?.forceRefresh).length;
}

function metadataOperations(): unknown[] {
  return recordedCalls(fetchMock).map((call) => call.body?.operation);
}

const authState = () => bus.current('auth');
const sessionProblem = () => bus.current('session').problem;

/** What Amplify's fetch handler throws when the identity service's JSON API cannot be reached. */
const amplifyNetworkError = () => Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  bus.reset();
  setApiBaseUrl('http://localhost:4000');
  // Calls through, so an unexpected error still fails the test (tooling/jest/fail-on-console.cjs); a test that expects
  // one silences it and asserts on it.
  consoleError = jest.spyOn(console, 'error');

  currentToken = idTokenFor({ preferred_username: 'usr_1' });
  refreshedTokens = [];
  serverMetadata = {
    needs_session_refresh: false,
    profile_completed: 'true',
    accounts_linked: 'true',
    user_id: 'usr_1',
    given_name: 'Ana',
    family_name: 'Server',
    email: 'ana@example.com',
    email_verified: true,
  };
  apiStatus = null;

  fetchAuthSessionMock.mockReset();
  fetchAuthSessionMock.mockImplementation(async (options) => {
    if (options?.forceRefresh) {
      const next = refreshedTokens.shift();
      if (next instanceof Error) throw next;
      if (next !== undefined) currentToken = next;
    }
    return amplifySession(currentToken);
  });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    apiStatus
      ? fakeResponse(apiStatus.status, { message: 'nope' }, apiStatus.statusText)
      : fakeResponse(200, serverMetadata),
  );
  globalThis.fetch = fetchMock;
  signOutMock.mockReset();
  signOutMock.mockResolvedValue(undefined);
  signInWithRedirectMock.mockReset();
  signInWithRedirectMock.mockResolvedValue(undefined);
});

afterEach(async () => {
  // Stops the refresh timer and drops any read still in flight, so no test leaks into the next.
  await session.signOut();
  jest.useRealTimers();
  consoleError.mockRestore();
});

describe('session.start', () => {
  it('reads the session, get_or_creates the metadata and publishes the authenticated user', async () => {
    currentToken = idTokenFor({ preferred_username: 'usr_1', email_verified: 'true', given_name: 'Token' });
    const states: unknown[] = [];
    const subscription = bus.select('auth').subscribe((state) => states.push(state));
    await session.start();
    subscription.unsubscribe();

    expect(authState()).toEqual(signedInAs({}));
    expect(states[0]).toEqual(initialAuthState);
    expect(metadataOperations()).toEqual(['get_or_create']);
    expect(recordedCalls(fetchMock)[0]!.body).toMatchObject({
      provider: 'google',
      provider_sub: 'sub-123',
      email_verified: true,
    });
    expect(forcedRefreshCount()).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('takes the names from the ID token while the profile is incomplete', async () => {
    serverMetadata = {
      ...serverMetadata,
      profile_completed: false,
      accounts_linked: false,
      given_name: null,
      family_name: null,
    };
    await session.start();
    expect(authState()).toMatchObject({ isAuthenticated: true, isProfileComplete: false, accounts_linked: false });
    expect(authState().user!.attributes).toMatchObject({
      given_name: 'Token',
      family_name: 'Name',
      profile_completed: false,
    });
  });

  it('is unauthenticated, not loading, when there is no session, and calls no API', async () => {
    currentToken = null;
    await session.start();
    expect(authState()).toEqual({ ...initialAuthState, isLoading: false });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is unauthenticated when the metadata call is not OK, and logs why', async () => {
    consoleError.mockImplementation(() => undefined);
    apiStatus = { status: 500, statusText: 'Internal Server Error' };
    await session.start();
    expect(authState()).toEqual({ ...initialAuthState, isLoading: false });
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), 'Failed to get user metadata: Internal Server Error');
  });

  it('is unauthenticated on a network error', async () => {
    consoleError.mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await session.start();
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
    expect(consoleError).toHaveBeenCalledWith('[session] could not read the session:', 'Failed to fetch');
  });

  it('is unauthenticated when the identity service fails', async () => {
    consoleError.mockImplementation(() => undefined);
    fetchAuthSessionMock.mockRejectedValue(new Error('NetworkError'));
    await session.start();
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(consoleError).toHaveBeenCalledWith('[session] could not read the session:', 'NetworkError');
  });

  it('gets a fresh token when the one held is expired', async () => {
    currentToken = idTokenFor({ preferred_username: 'usr_1', exp: nowSeconds() - 1 });
    refreshedTokens = [idTokenFor({ preferred_username: 'usr_1' })];
    await session.start();
    expect(forcedRefreshCount()).toBe(1);
    expect(authState().isAuthenticated).toBe(true);
  });

  it('is unauthenticated when the token stays expired', async () => {
    currentToken = idTokenFor({ preferred_username: 'usr_1', exp: nowSeconds() });
    await session.start();
    expect(forcedRefreshCount()).toBe(1);
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts an unreadable token as expired', async () => {
    currentToken = 'not-a-jwt';
    await session.start();
    expect(forcedRefreshCount()).toBe(1);
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('needs_session_refresh', () => {
  beforeEach(() => {
    currentToken = idTokenFor();
    serverMetadata = { ...serverMetadata, needs_session_refresh: 'true', user_id: 'usr_new' };
  });

  it('refreshes one second apart and stops once the token carries preferred_username', async () => {
    refreshedTokens = [idTokenFor(), idTokenFor(), idTokenFor({ preferred_username: 'usr_new' }), idTokenFor()];
    const started = session.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(forcedRefreshCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(forcedRefreshCount()).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(forcedRefreshCount()).toBe(2);
    await jest.advanceTimersByTimeAsync(1000);
    await started;
    expect(forcedRefreshCount()).toBe(3);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(forcedRefreshCount()).toBe(3);
    expect(authState()).toMatchObject({ isAuthenticated: true, user: { user_id: 'usr_new' } });
    expect(metadataOperations()).toEqual(['get_or_create']);
  });

  it('refreshes at most 5 times, then uses the server user_id', async () => {
    const started = session.start();
    await jest.advanceTimersByTimeAsync(3999);
    expect(forcedRefreshCount()).toBe(4);
    await jest.advanceTimersByTimeAsync(1);
    await started;
    expect(forcedRefreshCount()).toBe(5);
    expect(authState()).toMatchObject({ isAuthenticated: true, isLoading: false, user: { user_id: 'usr_new' } });
  });

  it('is unauthenticated when one of those refreshes fails', async () => {
    consoleError.mockImplementation(() => undefined);
    refreshedTokens = [idTokenFor(), new Error('Refresh Token has been revoked')];
    const started = session.start();
    await jest.advanceTimersByTimeAsync(1000);
    await started;
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(consoleError).toHaveBeenCalledWith(
      '[session] could not read the session:',
      'Refresh Token has been revoked',
    );
  });
});

describe('the refresh while signed in', () => {
  it('forces a refresh and reads the metadata again every 5 minutes', async () => {
    await session.start();
    serverMetadata = { ...serverMetadata, accounts_linked: false };
    await jest.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
    expect(forcedRefreshCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(forcedRefreshCount()).toBe(1);
    expect(metadataOperations()).toEqual(['get_or_create', 'get_or_create']);
    expect(authState()).toMatchObject({ isAuthenticated: true, accounts_linked: false });
    await jest.advanceTimersByTimeAsync(5 * 60 * 1000);
    expect(forcedRefreshCount()).toBe(2);
  });

  it('publishes nothing when a refresh finds the same state', async () => {
    await session.start();
    const published = jest.fn();
    const subscription = bus.select('auth').subscribe(published);
    published.mockClear();
    await session.refresh();
    expect(forcedRefreshCount()).toBe(1);
    expect(published).not.toHaveBeenCalled();
    subscription.unsubscribe();
  });

  it('leaves the user unauthenticated when a refresh fails, and stops refreshing', async () => {
    consoleError.mockImplementation(() => undefined);
    await session.start();
    refreshedTokens = [new Error('NotAuthorizedException')];
    await jest.advanceTimersByTimeAsync(5 * 60 * 1000);
    expect(authState()).toEqual({ ...initialAuthState, isLoading: false });
    await jest.advanceTimersByTimeAsync(15 * 60 * 1000);
    expect(forcedRefreshCount()).toBe(1);
    expect(consoleError).toHaveBeenCalledWith('[session] could not read the session:', 'NotAuthorizedException');
  });

  it('leaves the user unauthenticated when the metadata fails on refresh', async () => {
    consoleError.mockImplementation(() => undefined);
    await session.start();
    apiStatus = { status: 503, statusText: 'Service Unavailable' };
    await session.refresh();
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false, user: null });
    expect(consoleError).toHaveBeenCalledWith(
      '[session] could not read the session:',
      'Failed to get user metadata: Service Unavailable',
    );
  });

  it('does not refresh while signed out', async () => {
    currentToken = null;
    await session.start();
    await jest.advanceTimersByTimeAsync(20 * 60 * 1000);
    expect(fetchAuthSessionMock).toHaveBeenCalledTimes(1);
  });
});

describe('session.signOut', () => {
  it('ends the session and resets every channel to signed out', async () => {
    await session.start();
    bus.publish('sync', { lastSync: '2026-03-01T09:00:00Z', isSyncing: true, syncError: null });
    await session.signOut();
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(authState()).toEqual({ ...initialAuthState, isLoading: false });
    expect(bus.current('sync')).toEqual(initialSyncStatus);
    await jest.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(forcedRefreshCount()).toBe(0);
  });

  it('drops a session read that finishes after sign-out began, and caches nothing of it', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const started = session.start();
    await jest.advanceTimersByTimeAsync(0);
    const signedOut = session.signOut();
    answer(fakeResponse(200, serverMetadata));
    await Promise.all([started, signedOut]);
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(localStorage.getItem('finance.session.metadata')).toBeNull();
  });

  it('waits for a token refresh under way before ending the session, so the refreshed tokens cannot outlive it', async () => {
    await session.start();
    let refreshed: (value: Awaited<ReturnType<typeof fetchAuthSession>>) => void = () => undefined;
    fetchAuthSessionMock.mockImplementationOnce(() => new Promise((resolve) => (refreshed = resolve)));
    const refreshing = session.refresh();
    await jest.advanceTimersByTimeAsync(0);
    const signedOut = session.signOut();
    await jest.advanceTimersByTimeAsync(1000);
    expect(signOutMock).not.toHaveBeenCalled();
    refreshed(amplifySession(currentToken));
    await Promise.all([refreshing, signedOut]);
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(localStorage.getItem('finance.session.metadata')).toBeNull();
  });

  it('starts no token refresh once sign-out began: an update answering late finds no session to refresh', async () => {
    await session.start();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const updating = session.updateAccountsLinked(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(metadataOperations()).toEqual(['get_or_create', 'update']);
    const signedOut = session.signOut();
    await jest.advanceTimersByTimeAsync(0);
    answer(fakeResponse(200, serverMetadata));
    await Promise.all([updating, signedOut]);
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(forcedRefreshCount()).toBe(0);
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    // A session started again reads the tokens as before.
    await session.start();
    expect(authState().isAuthenticated).toBe(true);
  });

  it('goes on after 10 seconds when the read under way never answers', async () => {
    await session.start();
    fetchAuthSessionMock.mockImplementationOnce(() => new Promise(() => undefined));
    void session.refresh();
    await jest.advanceTimersByTimeAsync(0);
    const signedOut = session.signOut();
    await jest.advanceTimersByTimeAsync(9_999);
    expect(signOutMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await signedOut;
    expect(signOutMock).toHaveBeenCalledTimes(1);
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false });
  });

  it('logs and re-throws a failure, and still resets the state', async () => {
    consoleError.mockImplementation(() => undefined);
    await session.start();
    signOutMock.mockRejectedValueOnce(new Error('offline'));
    await expect(session.signOut()).rejects.toThrow('offline');
    expect(consoleError).toHaveBeenCalledWith('[session] sign-out failed:', 'offline');
    expect(authState()).toEqual({ ...initialAuthState, isLoading: false });
  });
});

describe('session.signIn', () => {
  const productionIdentity: IdentityConfig = {
    region: 'us-east-1',
    userPoolId: 'us-east-1_LOCAL0001',
    userPoolClientId: 'localwebclient',
    domain: 'localhost:9443',
    userPoolEndpoint: null,
    scopes: ['email', 'openid', 'profile'],
    redirectSignIn: 'http://localhost:3000/',
    redirectSignOut: 'http://localhost:3000/',
  };
  const hostedUiProbe = 'https://localhost:9443/oauth2/authorize';
  const jsonApiProbe = 'http://localhost:9229/us-east-1_LOCAL0001/.well-known/jwks.json';
  const probedUrls = () => fetchMock.mock.calls.map(([url]) => String(url));
  const hangUntilAborted = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );

  beforeEach(() => setIdentityEndpoints(productionIdentity));

  it('checks that the hosted sign-in answers, then starts the federated sign-in with Google', async () => {
    await session.signIn();
    expect(fetchMock.mock.calls).toEqual([
      [hostedUiProbe, expect.objectContaining({ mode: 'no-cors', cache: 'no-store', credentials: 'omit' })],
    ]);
    expect(signInWithRedirectMock).toHaveBeenCalledWith({ provider: 'Google' });
    expect(sessionProblem()).toBeNull();
  });

  it('goes ahead on any answer, an opaque one included', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 0, type: 'opaque' });
    await session.signIn();
    expect(signInWithRedirectMock).toHaveBeenCalledTimes(1);
  });

  it('stays on the page and says so when the hosted sign-in cannot be reached', async () => {
    consoleError.mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(session.signIn()).rejects.toThrow('The sign-in service could not be reached');
    expect(signInWithRedirectMock).not.toHaveBeenCalled();
    expect(sessionProblem()).toBe("We couldn't reach the sign-in service. Please try again in a moment.");
    expect(consoleError).toHaveBeenCalledWith('[session] sign-in failed:', 'The sign-in service could not be reached');
  });

  it('gives up on a hosted sign-in that does not answer within 4 seconds', async () => {
    consoleError.mockImplementation(() => undefined);
    fetchMock.mockImplementationOnce(hangUntilAborted);
    const signingIn = session.signIn();
    const outcome = jest.fn();
    signingIn.catch(outcome);
    await jest.advanceTimersByTimeAsync(3999);
    expect(outcome).not.toHaveBeenCalled();
    expect(sessionProblem()).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await expect(signingIn).rejects.toThrow('The sign-in service could not be reached');
    expect(sessionProblem()).toBe(SESSION_PROBLEMS.identityUnreachable);
    expect(signInWithRedirectMock).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('[session] sign-in failed:', 'The sign-in service could not be reached');
  });

  it('logs and re-throws a failure', async () => {
    consoleError.mockImplementation(() => undefined);
    signInWithRedirectMock.mockRejectedValueOnce(new Error('UserAlreadyAuthenticatedException'));
    await expect(session.signIn()).rejects.toThrow('UserAlreadyAuthenticatedException');
    expect(consoleError).toHaveBeenCalledWith('[session] sign-in failed:', 'UserAlreadyAuthenticatedException');
  });

  describe('against the local emulator (a JSON API endpoint of its own, a self-signed hosted UI)', () => {
    beforeEach(() => setIdentityEndpoints({ ...productionIdentity, userPoolEndpoint: 'http://localhost:9229/' }));

    it('checks the hosted sign-in and the JSON API', async () => {
      await session.signIn();
      expect(probedUrls().sort()).toEqual([jsonApiProbe, hostedUiProbe].sort());
      expect(signInWithRedirectMock).toHaveBeenCalledTimes(1);
    });

    it('goes ahead when only the JSON API answers: the browser may not have accepted the certificate yet', async () => {
      fetchMock.mockImplementation(async (url: string) => {
        if (url === hostedUiProbe) throw new TypeError('Failed to fetch');
        return fakeResponse(200, {});
      });
      await session.signIn();
      expect(signInWithRedirectMock).toHaveBeenCalledTimes(1);
      expect(sessionProblem()).toBeNull();
    });

    it('stays and says so when neither answers', async () => {
      consoleError.mockImplementation(() => undefined);
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(session.signIn()).rejects.toThrow('The sign-in service could not be reached');
      expect(signInWithRedirectMock).not.toHaveBeenCalled();
      expect(sessionProblem()).toBe(SESSION_PROBLEMS.identityUnreachable);
      expect(consoleError).toHaveBeenCalledWith(
        '[session] sign-in failed:',
        'The sign-in service could not be reached',
      );
    });

    it('lets every check finish before the page leaves, so none is cut off', async () => {
      let answerJsonApi: () => void = () => undefined;
      fetchMock.mockImplementation((url: string) =>
        url === jsonApiProbe
          ? new Promise<Response>((resolve) => (answerJsonApi = () => resolve(fakeResponse(200, {}))))
          : Promise.resolve(fakeResponse(400)),
      );
      const signingIn = session.signIn();
      await jest.advanceTimersByTimeAsync(100);
      expect(signInWithRedirectMock).not.toHaveBeenCalled();
      answerJsonApi();
      await signingIn;
      expect(signInWithRedirectMock).toHaveBeenCalledTimes(1);
    });
  });
});

describe('session.signIn before the session is configured', () => {
  it('has no hosted sign-in to check, and goes ahead', async () => {
    await jest.isolateModulesAsync(async () => {
      const isolated = await import('./session');
      await isolated.session.signIn();
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(signInWithRedirectMock).toHaveBeenCalledWith({ provider: 'Google' });
  });
});

describe('the session problem', () => {
  it('is the API unreachable when the metadata call cannot reach it, and the person is signed out', async () => {
    consoleError.mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await session.start();
    expect(sessionProblem()).toBe("We couldn't reach Finance Tracker's servers. Check your connection and try again.");
    expect(authState()).toEqual({ ...initialAuthState, isLoading: false });
    expect(consoleError).toHaveBeenCalledWith('[session] could not read the session:', 'Failed to fetch');
  });

  it('is the API having trouble when it answers 5xx', async () => {
    consoleError.mockImplementation(() => undefined);
    apiStatus = { status: 503, statusText: 'Service Unavailable' };
    await session.start();
    expect(sessionProblem()).toBe('Finance Tracker is having trouble right now. Please try again in a moment.');
    expect(authState()).toMatchObject({ isAuthenticated: false, isLoading: false });
    expect(consoleError).toHaveBeenCalledWith(
      '[session] could not read the session:',
      'Failed to get user metadata: Service Unavailable',
    );
  });

  it('is nothing when the API refuses the request (4xx): that is not an outage', async () => {
    consoleError.mockImplementation(() => undefined);
    apiStatus = { status: 403, statusText: 'Forbidden' };
    await session.start();
    expect(sessionProblem()).toBeNull();
    expect(authState().isAuthenticated).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(
      '[session] could not read the session:',
      'Failed to get user metadata: Forbidden',
    );
  });

  it('is nothing for a visitor without a session', async () => {
    currentToken = null;
    await session.start();
    expect(sessionProblem()).toBeNull();
  });

  it('is the sign-in service unreachable when an expired token cannot be renewed', async () => {
    consoleError.mockImplementation(() => undefined);
    currentToken = idTokenFor({ preferred_username: 'usr_1', exp: nowSeconds() - 1 });
    refreshedTokens = [amplifyNetworkError()];
    await session.start();
    expect(sessionProblem()).toBe("We couldn't reach the sign-in service. Please try again in a moment.");
    expect(authState().isAuthenticated).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('[session] could not read the session:', 'A network error has occurred.');
  });

  it('is the sign-in service unreachable when the 5-minute refresh cannot reach it', async () => {
    consoleError.mockImplementation(() => undefined);
    await session.start();
    refreshedTokens = [amplifyNetworkError()];
    await jest.advanceTimersByTimeAsync(5 * 60 * 1000);
    expect(sessionProblem()).toBe(SESSION_PROBLEMS.identityUnreachable);
    expect(authState()).toEqual({ ...initialAuthState, isLoading: false });
    expect(consoleError).toHaveBeenCalledWith('[session] could not read the session:', 'A network error has occurred.');
  });

  it('is nothing when the refresh finds the session ended (refresh token revoked)', async () => {
    consoleError.mockImplementation(() => undefined);
    await session.start();
    refreshedTokens = [Object.assign(new Error('Refresh Token has been revoked'), { name: 'NotAuthorizedException' })];
    await session.refresh();
    expect(sessionProblem()).toBeNull();
    expect(authState().isAuthenticated).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(
      '[session] could not read the session:',
      'Refresh Token has been revoked',
    );
  });

  it('is published before the person is signed out, so no page shows them signed out without the reason', async () => {
    consoleError.mockImplementation(() => undefined);
    await session.start();
    apiStatus = { status: 500, statusText: 'Internal Server Error' };
    const problemWhenSignedOut: Array<string | null> = [];
    const subscription = bus.select('auth').subscribe((state) => {
      if (!state.isAuthenticated && !state.isLoading) problemWhenSignedOut.push(sessionProblem());
    });
    await session.refresh();
    subscription.unsubscribe();
    expect(problemWhenSignedOut).toEqual([SESSION_PROBLEMS.apiFailing]);
    expect(consoleError).toHaveBeenCalledWith(
      '[session] could not read the session:',
      'Failed to get user metadata: Internal Server Error',
    );
  });

  it('stays while a retry is under way, and is cleared when the retry succeeds', async () => {
    consoleError.mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await session.start();
    expect(sessionProblem()).toBe(SESSION_PROBLEMS.apiUnreachable);
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const retried = session.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(authState().isLoading).toBe(true);
    expect(sessionProblem()).toBe(SESSION_PROBLEMS.apiUnreachable);
    answer(fakeResponse(200, serverMetadata));
    await retried;
    expect(sessionProblem()).toBeNull();
    expect(authState().isAuthenticated).toBe(true);
    expect(consoleError).toHaveBeenCalledWith('[session] could not read the session:', 'Failed to fetch');
  });

  it('is replaced by the newer reason when a retry fails differently', async () => {
    consoleError.mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await session.start();
    apiStatus = { status: 502, statusText: 'Bad Gateway' };
    await session.start();
    expect(sessionProblem()).toBe(SESSION_PROBLEMS.apiFailing);
    expect(consoleError).toHaveBeenCalledWith('[session] could not read the session:', 'Failed to fetch');
    expect(consoleError).toHaveBeenCalledWith(
      '[session] could not read the session:',
      'Failed to get user metadata: Bad Gateway',
    );
  });

  it('is cleared by signing out', async () => {
    consoleError.mockImplementation(() => undefined);
    apiStatus = { status: 500, statusText: 'Internal Server Error' };
    await session.start();
    expect(sessionProblem()).toBe(SESSION_PROBLEMS.apiFailing);
    await session.signOut();
    expect(sessionProblem()).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      '[session] could not read the session:',
      'Failed to get user metadata: Internal Server Error',
    );
  });

  it('is not published again by a refresh that finds the same state', async () => {
    await session.start();
    const published = jest.fn();
    const subscription = bus.select('session').subscribe(published);
    published.mockClear();
    await session.refresh();
    subscription.unsubscribe();
    expect(published).not.toHaveBeenCalled();
  });
});

describe('session.completeProfile', () => {
  beforeEach(async () => {
    serverMetadata = { ...serverMetadata, profile_completed: false, given_name: null, family_name: null };
    await session.start();
  });

  it('saves the names with profile_completed, then refreshes the session', async () => {
    fetchMock.mockImplementationOnce(async () => {
      serverMetadata = { ...serverMetadata, profile_completed: true, given_name: 'Ana', family_name: 'Typed' };
      return fakeResponse(200, serverMetadata);
    });
    await session.completeProfile({ given_name: 'Ana', family_name: 'Typed' });
    expect(recordedCalls(fetchMock)[1]!.body).toEqual({
      operation: 'update',
      user_id: 'usr_1',
      given_name: 'Ana',
      family_name: 'Typed',
      profile_completed: true,
    });
    expect(forcedRefreshCount()).toBe(1);
    expect(metadataOperations()).toEqual(['get_or_create', 'update', 'get_or_create']);
    expect(authState()).toMatchObject({
      isProfileComplete: true,
      user: { attributes: { given_name: 'Ana', family_name: 'Typed' } },
    });
  });

  it('throws "Failed to update profile status: {status text}", logged, without refreshing', async () => {
    consoleError.mockImplementation(() => undefined);
    apiStatus = { status: 400, statusText: 'Bad Request' };
    await expect(session.completeProfile({ given_name: '', family_name: '' })).rejects.toThrow(
      new Error('Failed to update profile status: Bad Request'),
    );
    expect(consoleError).toHaveBeenCalledWith(
      '[session] profile update failed:',
      'Failed to update profile status: Bad Request',
    );
    expect(forcedRefreshCount()).toBe(0);
    expect(authState().isAuthenticated).toBe(true);
  });
});

describe('session.updateAccountsLinked', () => {
  it('updates accounts_linked, then refreshes the session', async () => {
    serverMetadata = { ...serverMetadata, accounts_linked: false };
    await session.start();
    fetchMock.mockImplementationOnce(async () => {
      serverMetadata = { ...serverMetadata, accounts_linked: true };
      return fakeResponse(200, serverMetadata);
    });
    await session.updateAccountsLinked(true);
    expect(recordedCalls(fetchMock)[1]!.body).toEqual({ operation: 'update', user_id: 'usr_1', accounts_linked: true });
    expect(forcedRefreshCount()).toBe(1);
    expect(authState().accounts_linked).toBe(true);
  });

  it('throws "Failed to update accounts_linked: {status text}"', async () => {
    consoleError.mockImplementation(() => undefined);
    await session.start();
    apiStatus = { status: 500, statusText: 'Internal Server Error' };
    await expect(session.updateAccountsLinked(false)).rejects.toThrow(
      new Error('Failed to update accounts_linked: Internal Server Error'),
    );
    expect(forcedRefreshCount()).toBe(0);
    expect(consoleError).toHaveBeenCalledWith(
      '[session] accounts_linked update failed:',
      'Failed to update accounts_linked: Internal Server Error',
    );
  });

  it('refuses when nobody is signed in', async () => {
    consoleError.mockImplementation(() => undefined);
    await expect(session.updateAccountsLinked(true)).rejects.toThrow('Not signed in');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith('[session] accounts_linked update failed:', 'Not signed in');
  });
});
