import { fetchAuthSession } from 'aws-amplify/auth';
import { setApiBaseUrl } from '../api/api-base-url';
import { amplifySession, fakeResponse, idTokenFor, recordedCalls } from '../testing/session-fakes';
import type { TokenClaims } from '../types/entities';
import { getOrCreateUserMetadata, updateAccountsLinkedMetadata, updateProfileMetadata } from './user-metadata';

jest.mock('aws-amplify/auth');

const fetchAuthSessionMock = jest.mocked(fetchAuthSession);
const fetchMock = jest.fn();
const token = idTokenFor();
const claims: TokenClaims = { sub: 'sub-123', email: 'ana@example.com', email_verified: 'true', exp: 0 };
const metadata = {
  needs_session_refresh: false,
  profile_completed: true,
  accounts_linked: false,
  user_id: 'usr_1',
  given_name: 'Ana',
  family_name: 'Lopez',
  email: 'ana@example.com',
  email_verified: true,
};

beforeEach(() => {
  fetchAuthSessionMock.mockReset();
  fetchAuthSessionMock.mockResolvedValue(amplifySession(token));
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  setApiBaseUrl('http://localhost:4000');
});

describe('getOrCreateUserMetadata', () => {
  it('posts get_or_create for google with the token identity, email_verified as a boolean', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, metadata));
    await expect(getOrCreateUserMetadata(claims)).resolves.toEqual(metadata);
    const [call] = recordedCalls(fetchMock);
    expect(call!.url).toBe('http://localhost:4000/user/metadata');
    expect(call!.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(call!.authorization).toBe(`Bearer ${token}`);
    expect(call!.body).toEqual({
      operation: 'get_or_create',
      provider: 'google',
      provider_sub: 'sub-123',
      email: 'ana@example.com',
      email_verified: true,
    });
  });

  it('says "Failed to get user metadata: {status text}" when the call is not OK', async () => {
    fetchMock.mockResolvedValue(fakeResponse(502, { error: 'Bad Gateway', message: 'identity down' }, 'Bad Gateway'));
    await expect(getOrCreateUserMetadata(claims)).rejects.toThrow(
      new Error('Failed to get user metadata: Bad Gateway'),
    );
  });

  it('keeps the status on that error, so a failing server can be told from a refused request', async () => {
    fetchMock.mockResolvedValue(fakeResponse(503, { message: 'down' }, 'Service Unavailable'));
    await expect(getOrCreateUserMetadata(claims)).rejects.toMatchObject({ name: 'UserMetadataError', status: 503 });
  });

  it('says "No ID token available" without a token', async () => {
    fetchAuthSessionMock.mockResolvedValue(amplifySession(null));
    await expect(getOrCreateUserMetadata(claims)).rejects.toThrow(new Error('No ID token available'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a network error through', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(getOrCreateUserMetadata(claims)).rejects.toThrow(new TypeError('Failed to fetch'));
  });
});

describe('the update calls', () => {
  it('updates accounts_linked for the user', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, metadata));
    await expect(updateAccountsLinkedMetadata('usr_1', true)).resolves.toBeUndefined();
    expect(recordedCalls(fetchMock)[0]!.body).toEqual({ operation: 'update', user_id: 'usr_1', accounts_linked: true });
  });

  it('says "Failed to update accounts_linked: {status text}"', async () => {
    fetchMock.mockResolvedValue(fakeResponse(403, { message: 'user_id does not match' }, 'Forbidden'));
    await expect(updateAccountsLinkedMetadata('usr_1', false)).rejects.toThrow(
      new Error('Failed to update accounts_linked: Forbidden'),
    );
  });

  it('completes the profile with the names', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, metadata));
    await updateProfileMetadata('usr_1', { given_name: 'Ana', family_name: 'Lopez' });
    expect(recordedCalls(fetchMock)[0]!.body).toEqual({
      operation: 'update',
      user_id: 'usr_1',
      given_name: 'Ana',
      family_name: 'Lopez',
      profile_completed: true,
    });
  });

  it('says "Failed to update profile status: {status text}"', async () => {
    fetchMock.mockResolvedValue(fakeResponse(400, { message: 'First name and last name are required' }, 'Bad Request'));
    await expect(updateProfileMetadata('usr_1', { given_name: ' ', family_name: '' })).rejects.toThrow(
      new Error('Failed to update profile status: Bad Request'),
    );
  });
});
