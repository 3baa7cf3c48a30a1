import { ApiError } from '../api/api-client';
import { bus } from '../bus/event-bus';
import { NoIdTokenError } from './id-token';
import { IdentityServiceUnreachableError } from './identity-probe';
import { publishSessionProblem, SESSION_PROBLEMS, sessionProblemOf } from './session-problem';
import { UserMetadataError } from './user-metadata';

/** What Amplify's fetch handler throws when the identity service's JSON API cannot be reached. */
const amplifyNetworkError = () => Object.assign(new Error('A network error has occurred.'), { name: 'NetworkError' });

describe('sessionProblemOf', () => {
  it('has nothing to say about being signed out', () => {
    expect(sessionProblemOf(new NoIdTokenError())).toBeNull();
  });

  it('names the API when its fetch could not reach it', () => {
    expect(sessionProblemOf(new TypeError('Failed to fetch'))).toBe(
      "We couldn't reach Finance Tracker's servers. Check your connection and try again.",
    );
  });

  it('says the product is having trouble when the API answers 5xx', () => {
    for (const status of [500, 502, 503, 504]) {
      expect(sessionProblemOf(new UserMetadataError('Failed to get user metadata: x', status))).toBe(
        'Finance Tracker is having trouble right now. Please try again in a moment.',
      );
    }
  });

  it('has nothing to say when the API refused the request (4xx)', () => {
    expect(sessionProblemOf(new UserMetadataError('Failed to get user metadata: Forbidden', 403))).toBeNull();
    expect(sessionProblemOf(new UserMetadataError('Failed to get user metadata: Unauthorized', 401))).toBeNull();
  });

  it('names the sign-in service when Amplify could not reach it, or the hosted UI did not answer', () => {
    expect(sessionProblemOf(amplifyNetworkError())).toBe(SESSION_PROBLEMS.identityUnreachable);
    expect(sessionProblemOf(new IdentityServiceUnreachableError())).toBe(
      "We couldn't reach the sign-in service. Please try again in a moment.",
    );
  });

  it('has nothing to say about a session the identity service ended, or anything unknown', () => {
    expect(
      sessionProblemOf(Object.assign(new Error('Refresh Token has been revoked'), { name: 'NotAuthorizedException' })),
    ).toBeNull();
    expect(sessionProblemOf(new ApiError(500, 'Internal Server Error', undefined))).toBeNull();
    expect(sessionProblemOf('a string')).toBeNull();
  });
});

describe('publishSessionProblem', () => {
  afterEach(() => bus.reset());

  it('publishes on the session channel only when the problem changes', () => {
    const seen: unknown[] = [];
    const subscription = bus.select('session').subscribe((status) => seen.push(status));
    publishSessionProblem(SESSION_PROBLEMS.apiFailing);
    publishSessionProblem(SESSION_PROBLEMS.apiFailing);
    publishSessionProblem(null);
    publishSessionProblem(null);
    subscription.unsubscribe();
    expect(seen).toEqual([{ problem: null }, { problem: SESSION_PROBLEMS.apiFailing }, { problem: null }]);
  });
});
