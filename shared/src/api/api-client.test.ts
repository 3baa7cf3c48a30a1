import { fetchAuthSession } from 'aws-amplify/auth';
import { amplifySession, fakeResponse, idTokenFor, nowSeconds, recordedCalls } from '../testing/session-fakes';
import { setApiBaseUrl } from './api-base-url';
import { ApiError, apiRequest, serverMessageOf } from './api-client';

jest.mock('aws-amplify/auth');

const fetchAuthSessionMock = jest.mocked(fetchAuthSession);
const fetchMock = jest.fn();

beforeEach(() => {
  fetchAuthSessionMock.mockReset();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  setApiBaseUrl('https://api.example.com/');
});

describe('apiRequest', () => {
  const token = idTokenFor({ preferred_username: 'usr_1' });

  beforeEach(() => {
    fetchAuthSessionMock.mockResolvedValue(amplifySession(token));
  });

  it('calls the configured host with cookies and the ID token as bearer, and answers the JSON body', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { accounts: [1, 2] }));
    await expect(apiRequest('/plaid/accounts')).resolves.toEqual({ accounts: [1, 2] });
    const [call] = recordedCalls(fetchMock);
    expect(call!.url).toBe('https://api.example.com/plaid/accounts');
    expect(call!.init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(call!.authorization).toBe(`Bearer ${token}`);
    expect(call!.init.body).toBeUndefined();
    expect(call!.init.headers).not.toHaveProperty('Content-Type');
    expect(fetchAuthSessionMock).toHaveBeenCalledWith({ forceRefresh: false });
  });

  it('sends a body as JSON with its content type', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { ok: true }));
    await apiRequest('/plaid/accounts', { method: 'DELETE', body: { items: ['ins_1'], accounts: {} } });
    const [call] = recordedCalls(fetchMock);
    expect(call!.init.method).toBe('DELETE');
    expect(call!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(call!.body).toEqual({ items: ['ins_1'], accounts: {} });
  });

  it('encodes the query string: lists repeat the key, undefined values are left out', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, { transactions: [] }));
    await apiRequest('transactions', {
      query: { start_date: '2025-01-01', account: ['a 1', 'b&2'], search: 'café=good', end_date: undefined },
    });
    const url = new URL(recordedCalls(fetchMock)[0]!.url);
    expect(url.origin + url.pathname).toBe('https://api.example.com/transactions');
    expect(url.searchParams.getAll('account')).toEqual(['a 1', 'b&2']);
    expect(url.searchParams.get('search')).toBe('café=good');
    expect(url.searchParams.has('end_date')).toBe(false);
    expect(url.search).toBe('?start_date=2025-01-01&account=a+1&account=b%262&search=caf%C3%A9%3Dgood');
  });

  it('passes the abort signal on', async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, {}));
    const controller = new AbortController();
    await apiRequest('/summary/month', { signal: controller.signal });
    expect(recordedCalls(fetchMock)[0]!.init.signal).toBe(controller.signal);
  });

  it('sends nothing when the request is aborted while the token is read, and rejects with the AbortError', async () => {
    const controller = new AbortController();
    fetchAuthSessionMock.mockImplementation(async () => {
      controller.abort();
      return amplifySession(token);
    });
    await expect(apiRequest('/plaid/accounts', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers undefined for an empty body', async () => {
    fetchMock.mockResolvedValue(fakeResponse(204));
    await expect(apiRequest('/plaid/accounts/sync', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });

  it('on 401 fetches the session again (forced) and retries once with the new token', async () => {
    const renewed = idTokenFor({ preferred_username: 'usr_1', exp: nowSeconds() + 7200 });
    fetchAuthSessionMock.mockImplementation(async (options) => amplifySession(options?.forceRefresh ? renewed : token));
    fetchMock.mockResolvedValueOnce(fakeResponse(401, { message: 'Invalid or expired ID token' }, 'Unauthorized'));
    fetchMock.mockResolvedValueOnce(fakeResponse(200, { link_token: 'link-1' }));
    await expect(apiRequest('/plaid/link-token', { method: 'POST' })).resolves.toEqual({ link_token: 'link-1' });
    const calls = recordedCalls(fetchMock);
    expect(calls.map((c) => c.authorization)).toEqual([`Bearer ${token}`, `Bearer ${renewed}`]);
    expect(calls[1]!.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(fetchAuthSessionMock).toHaveBeenLastCalledWith({ forceRefresh: true });
  });

  it('retries a 401 only once: a second 401 is the answer', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(401, { error: 'Unauthorized', message: 'Invalid or expired ID token' }, 'Unauthorized'),
    );
    const failure = apiRequest('/plaid/accounts');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      statusText: 'Unauthorized',
      message: 'Invalid or expired ID token',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 401 when the session cannot be fetched again', async () => {
    fetchAuthSessionMock.mockImplementation(async (options) => {
      if (options?.forceRefresh) throw new Error('Refresh Token has been revoked');
      return amplifySession(token);
    });
    fetchMock.mockResolvedValue(fakeResponse(401, { message: 'Invalid or expired ID token' }, 'Unauthorized'));
    await expect(apiRequest('/plaid/accounts')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry other errors', async () => {
    fetchMock.mockResolvedValue(fakeResponse(403, { message: 'user_id does not match' }, 'Forbidden'));
    await expect(apiRequest('/plaid/accounts')).rejects.toMatchObject({
      status: 403,
      message: 'user_id does not match',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("uses the server's message, else a generic text naming the status", async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(500, '<html>oops</html>', 'Internal Server Error'));
    const error = await apiRequest('/plaid/accounts').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      statusText: 'Internal Server Error',
      body: '<html>oops</html>',
      message: 'The request failed: 500 Internal Server Error',
    });
  });

  it("takes the status text from the server's error field when the response has none (HTTP/2)", async () => {
    fetchMock.mockResolvedValueOnce(fakeResponse(502, { error: 'Bad Gateway', message: 'try again' }, ''));
    await expect(apiRequest('/plaid/accounts')).rejects.toMatchObject({
      statusText: 'Bad Gateway',
      message: 'try again',
    });
  });

  it('lets a network error through unchanged', async () => {
    const offline = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(offline);
    await expect(apiRequest('/plaid/accounts')).rejects.toBe(offline);
  });
});

describe('apiRequest without a usable token', () => {
  it('throws "No ID token available" and calls nothing when signed out', async () => {
    fetchAuthSessionMock.mockResolvedValue(amplifySession(null));
    await expect(apiRequest('/plaid/accounts')).rejects.toThrow('No ID token available');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forces a refresh before sending an expired token', async () => {
    const expired = idTokenFor({ exp: nowSeconds() - 10 });
    const fresh = idTokenFor();
    fetchAuthSessionMock.mockImplementation(async (options) => amplifySession(options?.forceRefresh ? fresh : expired));
    fetchMock.mockResolvedValue(fakeResponse(200, {}));
    await apiRequest('/plaid/accounts');
    expect(recordedCalls(fetchMock).map((c) => c.authorization)).toEqual([`Bearer ${fresh}`]);
  });

  it('treats an unreadable token as expired, and gives up when refreshing does not help', async () => {
    fetchAuthSessionMock.mockResolvedValue(amplifySession('not-a-jwt'));
    await expect(apiRequest('/plaid/accounts')).rejects.toThrow('No ID token available');
    expect(fetchAuthSessionMock).toHaveBeenCalledWith({ forceRefresh: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('apiRequest before configuration', () => {
  it('refuses to guess a host', async () => {
    await jest.isolateModulesAsync(async () => {
      const isolated = await import('./api-client');
      await expect(isolated.apiRequest('/plaid/accounts')).rejects.toThrow(
        'API client used before configureSession(config)',
      );
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('serverMessageOf', () => {
  it("gives the server's message of a failed call, and nothing for any other failure", () => {
    expect(serverMessageOf(new ApiError(409, 'Conflict', { error: 'Conflict', message: 'Already linked' }))).toBe(
      'Already linked',
    );
    expect(serverMessageOf(new ApiError(500, 'Internal Server Error', undefined))).toBeUndefined();
    expect(serverMessageOf(new ApiError(502, 'Bad Gateway', '<html>'))).toBeUndefined();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
