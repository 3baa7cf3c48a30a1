import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { apiRequest } from '../api/api-client';
import type { RuntimeConfig } from '../config/runtime-config';
import { amplifySession, fakeResponse, idTokenFor } from '../testing/session-fakes';
import { configureSession } from './configure-session';
import { getIdentityEndpoints } from './identity-endpoints';
import { identityClient } from './identity-loader';
import { fetchIdToken } from './id-token';
import { localRuntimeConfig } from '../testing/runtime-config-fixture';

jest.mock('aws-amplify', () => ({ Amplify: { configure: jest.fn() } }));
jest.mock('aws-amplify/auth');

const localConfig: RuntimeConfig = localRuntimeConfig;

const configure = jest.mocked(Amplify.configure);

beforeEach(() => configure.mockClear());

describe('configureSession', () => {
  it('configures Amplify for the hosted UI with Google and the emulator endpoint, once it is loaded', async () => {
    configureSession(localConfig);
    await identityClient();
    expect(configure).toHaveBeenCalledTimes(1);
    expect(configure.mock.calls[0]![0]).toEqual({
      Auth: {
        Cognito: {
          userPoolId: 'us-east-1_LOCAL0001',
          userPoolClientId: 'localwebclient',
          userPoolEndpoint: 'http://localhost:9229',
          loginWith: {
            oauth: {
              domain: 'localhost:9443',
              scopes: ['email', 'openid', 'profile'],
              redirectSignIn: ['http://localhost:3000/'],
              redirectSignOut: ['http://localhost:3000/'],
              responseType: 'code',
              providers: ['Google'],
            },
          },
        },
      },
    });
  });

  it("leaves userPoolEndpoint out in production, so Cognito's own is used", async () => {
    configureSession({ ...localConfig, identity: { ...localConfig.identity, userPoolEndpoint: null } });
    await identityClient();
    const cognito = (configure.mock.calls[0]![0] as { Auth: { Cognito: Record<string, unknown> } }).Auth.Cognito;
    expect(cognito).not.toHaveProperty('userPoolEndpoint');
  });

  it('points the API client at the configured API host', async () => {
    const fetchMock = jest.fn().mockResolvedValue(fakeResponse(200, {}));
    globalThis.fetch = fetchMock;
    jest.mocked(fetchAuthSession).mockResolvedValue(amplifySession(idTokenFor()));
    window.localStorage.setItem('CognitoIdentityServiceProvider.localwebclient.LastAuthUser', 'user-1');
    configureSession({ ...localConfig, apiUrl: 'https://api.finance.example/' });
    await apiRequest('/plaid/accounts');
    expect(fetchMock.mock.calls[0]![0]).toBe('https://api.finance.example/plaid/accounts');
  });

  it('signs a visitor with no stored session out without asking Amplify; a stored session is read', async () => {
    const fetchAuthSessionMock = jest.mocked(fetchAuthSession).mockResolvedValue(amplifySession(idTokenFor()));
    fetchAuthSessionMock.mockClear();
    configureSession(localConfig);
    window.localStorage.clear();
    await expect(fetchIdToken()).resolves.toBeNull();
    expect(fetchAuthSessionMock).not.toHaveBeenCalled();
    window.localStorage.setItem('CognitoIdentityServiceProvider.localwebclient.LastAuthUser', 'user-1');
    await expect(fetchIdToken()).resolves.not.toBeNull();
    expect(fetchAuthSessionMock).toHaveBeenCalledTimes(1);
    window.localStorage.clear();
  });

  it('reads the session when the URL brings a sign-in code, though nothing is stored yet', async () => {
    const fetchAuthSessionMock = jest.mocked(fetchAuthSession).mockResolvedValue(amplifySession(null));
    fetchAuthSessionMock.mockClear();
    configureSession(localConfig);
    window.localStorage.clear();
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    await fetchIdToken();
    expect(fetchAuthSessionMock).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/');
  });

  it('keeps where the identity service answers, for the check before sign-in', () => {
    configureSession(localConfig);
    expect(getIdentityEndpoints()).toEqual({
      hostedUiOrigin: 'https://localhost:9443',
      jsonApiUrl: 'http://localhost:9229/us-east-1_LOCAL0001/.well-known/jwks.json',
    });
    configureSession({
      ...localConfig,
      identity: { ...localConfig.identity, domain: 'auth.finance.example', userPoolEndpoint: null },
    });
    expect(getIdentityEndpoints()).toEqual({ hostedUiOrigin: 'https://auth.finance.example', jsonApiUrl: null });
  });
});
