import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { bus, initialAuthState } from '../bus/event-bus';
import { configureSession } from './configure-session';
import { localRuntimeConfig } from '../testing/runtime-config-fixture';
import {
  amplifySession,
  fakeResponse,
  idTokenFor,
  nowSeconds,
  recordedCalls,
  signedInAs,
} from '../testing/session-fakes';
import type { AuthState, ReceivedUserMetadata } from '../types/entities';
import { session } from './session';
import { SESSION_PROBLEMS } from './session-problem';
import { storedSessionState } from './stored-session';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth');

// The start of a returning visit: Amplify's stored token and the cached metadata show the person signed in at once, and
// the ordinary read (Amplify, then get_or_create) confirms, corrects or ends it.

const CLIENT = localRuntimeConfig.identity.userPoolClientId;
const LAST_USER_KEY = `CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`;
const CACHE_KEY = 'finance.session.metadata';

const fetchAuthSessionMock = jest.mocked(fetchAuthSession);
const fetchMock = jest.fn();
let consoleError: jest.SpyInstance;
/** What Amplify hands out once loaded, and what the API responds to get_or_create. */
let amplifyToken: string | null;
let serverMetadata: ReceivedUserMetadata;
let apiStatus: number;

/** Amplify's own keys, as it leaves them after a sign-in. */
function storeAmplifyToken(jwt: string, user = 'google_123'): void {
  window.localStorage.setItem(LAST_USER_KEY, user);
  window.localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENT}.${user}.idToken`, jwt);
}

function keepMetadata(sub: string, metadata: Partial<ReceivedUserMetadata> = {}): void {
  const cached = {
    user_id: 'usr_1',
    given_name: 'Ana',
    family_name: 'Kept',
    profile_completed: true,
    accounts_linked: true,
  };
  window.localStorage.setItem(CACHE_KEY, JSON.stringify({ sub, metadata: { ...cached, ...metadata } }));
}

/** Starts the session; returns the state shown at once (before anything was awaited), then each one published after. */
async function start(): Promise<AuthState[]> {
  const started = session.start();
  const states: AuthState[] = [];
  // The channel replays its current value on subscribe: the state start() published before its first await.
  const subscription = bus.select('auth').subscribe((state) => states.push(state));
  await started;
  subscription.unsubscribe();
  return states;
}

const metadataOperations = () => recordedCalls(fetchMock).map((call) => call.body?.operation);

beforeEach(() => {
  window.localStorage.clear();
  bus.reset();
  configureSession(localRuntimeConfig);
  // Calls through, so an unexpected error still fails the test (tooling/jest/fail-on-console.cjs); a test that expects
  // one silences it and asserts on it.
  consoleError = jest.spyOn(console, 'error');
  amplifyToken = idTokenFor({ preferred_username: 'usr_1' });
  serverMetadata = {
    needs_session_refresh: false,
    profile_completed: true,
    accounts_linked: true,
    user_id: 'usr_1',
    given_name: 'Ana',
    family_name: 'Server',
  };
  apiStatus = 200;
  fetchAuthSessionMock.mockReset();
  fetchAuthSessionMock.mockImplementation(async () => amplifySession(amplifyToken));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    apiStatus === 200 ? fakeResponse(200, serverMetadata) : fakeResponse(apiStatus, { message: 'nope' }, 'Down'),
  );
  globalThis.fetch = fetchMock;
  jest.mocked(signOut).mockResolvedValue(undefined);
});

afterEach(async () => {
  await session.signOut();
  consoleError.mockRestore();
});

describe('a returning visit with a stored token and that person’s cached metadata', () => {
  beforeEach(() => {
    storeAmplifyToken(amplifyToken!);
    keepMetadata('sub-123', { family_name: 'Server' });
  });

  it('is signed in at once, then confirmed by get_or_create, with nothing published again', async () => {
    const states = await start();
    expect(states).toEqual([signedInAs({})]);
    expect(metadataOperations()).toEqual(['get_or_create']);
  });

  it('sends get_or_create with the stored token without waiting for Amplify, which is not asked', async () => {
    await start();
    expect(recordedCalls(fetchMock)[0]!.authorization).toBe(`Bearer ${amplifyToken}`);
    expect(fetchAuthSessionMock).not.toHaveBeenCalled();
  });

  it('leaves a token within 10 seconds of its expiry to Amplify, which renews it', async () => {
    const expiring = idTokenFor({ preferred_username: 'usr_1', exp: nowSeconds() + 5 });
    storeAmplifyToken(expiring);
    const states = await start();
    expect(states).toEqual([signedInAs({})]);
    expect(fetchAuthSessionMock).toHaveBeenCalled();
    expect(recordedCalls(fetchMock)[0]!.authorization).toBe(`Bearer ${amplifyToken}`);
  });

  it('takes what the services respond when it differs from what was cached', async () => {
    serverMetadata = { ...serverMetadata, accounts_linked: false, family_name: 'Renamed' };
    const states = await start();
    expect(states).toEqual([signedInAs({}), signedInAs({ accounts_linked: false, family_name: 'Renamed' })]);
    expect(storedSessionState()).toEqual(signedInAs({ accounts_linked: false, family_name: 'Renamed' }));
  });

  it('takes the person to the profile guard as cached: an incomplete profile shows as incomplete', async () => {
    keepMetadata('sub-123', { profile_completed: false });
    serverMetadata = { ...serverMetadata, profile_completed: false };
    const [first] = await start();
    expect(first).toMatchObject({ isAuthenticated: true, isProfileComplete: false });
    expect(first!.user!.attributes).toMatchObject({ given_name: 'Token', family_name: 'Name' });
  });

  it('signs the person out, as the spec says, when the API fails to confirm, and clears the cached metadata', async () => {
    consoleError.mockImplementation(() => undefined);
    apiStatus = 503;
    const states = await start();
    expect(states.map((state) => state.isAuthenticated)).toEqual([true, false]);
    expect(bus.current('auth')).toEqual({ ...initialAuthState, isLoading: false });
    expect(bus.current('session').problem).toEqual(SESSION_PROBLEMS.apiFailing);
    expect(window.localStorage.getItem(CACHE_KEY)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      '[session] could not read the session:',
      'Failed to get user metadata: Down',
    );
  });

  it('signs the person out when the API refuses the token and Amplify cannot renew it', async () => {
    consoleError.mockImplementation(() => undefined);
    apiStatus = 401;
    amplifyToken = null;
    const states = await start();
    expect(states.map((state) => state.isAuthenticated)).toEqual([true, false]);
    expect(fetchAuthSessionMock).toHaveBeenCalledWith({ forceRefresh: true });
    expect(bus.current('session').problem).toBeNull();
    expect(window.localStorage.getItem(CACHE_KEY)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(
      '[session] could not read the session:',
      'Failed to get user metadata: Down',
    );
  });
});

describe('the ordinary start (loading first)', () => {
  it('is taken when the stored token is expired', async () => {
    storeAmplifyToken(idTokenFor({ preferred_username: 'usr_1', exp: nowSeconds() }));
    keepMetadata('sub-123');
    const states = await start();
    expect(states[0]).toEqual(initialAuthState);
    expect(states.at(-1)).toEqual(signedInAs({}));
  });

  it('never uses another person’s cached metadata', async () => {
    storeAmplifyToken(amplifyToken!);
    keepMetadata('sub-somebody-else', { user_id: 'usr_other', given_name: 'Other' });
    expect(storedSessionState()).toBeNull();
    const states = await start();
    expect(states[0]).toEqual(initialAuthState);
    expect(states.at(-1)).toEqual(signedInAs({}));
  });

  it('is taken when nothing was cached, or what was cached cannot be read', async () => {
    storeAmplifyToken(amplifyToken!);
    expect(storedSessionState()).toBeNull();
    window.localStorage.setItem(CACHE_KEY, '{"sub":"sub-123","metadata":{"user_id":1}}');
    expect(storedSessionState()).toBeNull();
    window.localStorage.setItem(CACHE_KEY, 'not json');
    expect(storedSessionState()).toBeNull();
  });

  it('is taken on a return from the hosted sign-in, whose code Amplify exchanges', () => {
    storeAmplifyToken(amplifyToken!);
    keepMetadata('sub-123');
    window.history.replaceState(null, '', '/?code=abc');
    try {
      expect(storedSessionState()).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('the cached metadata', () => {
  it('is the confirmed response under the token’s sub, with no token in it', async () => {
    storeAmplifyToken(amplifyToken!);
    await start();
    const cachedText = window.localStorage.getItem(CACHE_KEY)!;
    expect(JSON.parse(cachedText)).toEqual({
      sub: 'sub-123',
      metadata: {
        user_id: 'usr_1',
        given_name: 'Ana',
        family_name: 'Server',
        profile_completed: true,
        accounts_linked: true,
      },
    });
    expect(cachedText).not.toContain(amplifyToken!.split('.')[1]!);
  });

  it('is forgotten on sign-out', async () => {
    storeAmplifyToken(amplifyToken!);
    await start();
    expect(window.localStorage.getItem(CACHE_KEY)).not.toBeNull();
    await session.signOut();
    expect(window.localStorage.getItem(CACHE_KEY)).toBeNull();
  });
});
