import { CLIENT_ID, decodeJwtClaims, pkcePair, signInAs, authorizeUrl } from '../src/testing';
import { postForm, rawRequest } from '../src/testing/https-request';
import { startTestEmulators } from './helpers';

const REDIRECT = 'http://localhost:3000/';

describe('hosted UI', () => {
  let emulators: Awaited<ReturnType<typeof startTestEmulators>>;
  beforeAll(async () => {
    emulators = await startTestEmulators();
  });
  afterAll(() => emulators.close());

  async function startSignIn(params: Record<string, string | null> = {}) {
    const { verifier, challenge } = pkcePair();
    const url = new URL(authorizeUrl(emulators, { state: 'st-1', challenge }));
    for (const [name, value] of Object.entries(params)) {
      if (value === null) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
    }
    return { verifier, response: await rawRequest(url.toString()) };
  }

  async function codeFor(email: string) {
    const { verifier, response } = await startSignIn();
    const requestId = /name="request_id" value="([^"]+)"/.exec(response.body)![1]!;
    const chosen = await postForm(`${emulators.hostedUiUrl}/oauth2/idpresponse`, {
      request_id: requestId,
      email,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const location = new URL(chosen.headers.location!);
    return { verifier, code: location.searchParams.get('code')!, state: location.searchParams.get('state') };
  }

  const exchange = (fields: Record<string, string>) =>
    postForm(`${emulators.hostedUiUrl}/oauth2/token`, {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT,
      ...fields,
    });

  it('serves https and shows the account chooser with labelled Email, First name and Last name inputs', async () => {
    expect(emulators.hostedUiUrl).toMatch(/^https:\/\/localhost:\d+$/);
    const { response } = await startSignIn();
    expect(response.status).toBe(200);
    expect(response.body).toContain('<label for="email">Email</label>');
    expect(response.body).toContain('<label for="given_name">First name</label>');
    expect(response.body).toContain('<label for="family_name">Last name</label>');
    expect(response.body).toMatch(/<button class="primary" type="submit">Continue<\/button>/);
  });

  it('refuses an unknown client_id or an unregistered redirect_uri with an error page', async () => {
    expect((await startSignIn({ client_id: 'other' })).response.status).toBe(400);
    const bad = await startSignIn({ redirect_uri: 'http://evil.example/' });
    expect(bad.response.status).toBe(400);
    expect(bad.response.body).toContain('redirect_mismatch');
  });

  it.each([
    [{ response_type: 'token' }, 'unsupported_response_type'],
    [{ code_challenge_method: 'plain' }, 'invalid_request'],
    [{ code_challenge: null }, 'invalid_request'],
    [{ identity_provider: 'Facebook' }, 'invalid_request'],
    [{ identity_provider: null }, 'invalid_request'],
  ])('redirects back with an error for %p', async (params, error) => {
    const { response } = await startSignIn(params);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.location!);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('state')).toBe('st-1');
  });

  it('redirects back with code and state, and lists the account on the next sign-in', async () => {
    const { code, state } = await codeFor('chooser@example.com');
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    expect(state).toBe('st-1');
    const { response } = await startSignIn();
    expect(response.body).toContain('chooser@example.com');
    const requestId = /name="request_id" value="([^"]+)"/.exec(response.body)![1]!;
    const username = /name="username" value="(google_\d+)"/.exec(response.body)![1]!;
    const again = await postForm(`${emulators.hostedUiUrl}/oauth2/idpresponse`, { request_id: requestId, username });
    expect(again.status).toBe(302);
    expect(new URL(again.headers.location!).searchParams.get('code')).toBeTruthy();
  });

  it('re-shows the form with an error when the new account is incomplete', async () => {
    const { response } = await startSignIn();
    const requestId = /name="request_id" value="([^"]+)"/.exec(response.body)![1]!;
    const page = await postForm(`${emulators.hostedUiUrl}/oauth2/idpresponse`, {
      request_id: requestId,
      email: 'not-an-email',
      given_name: 'A',
      family_name: '',
    });
    expect(page.status).toBe(400);
    expect(page.body).toContain('role="alert"');
  });

  it('exchanges a code once, with the right verifier and redirect_uri, and answers CORS', async () => {
    const { verifier, code } = await codeFor('pkce@example.com');
    const ok = await rawRequest(`${emulators.hostedUiUrl}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: CLIENT_ID,
        redirect_uri: REDIRECT,
        code,
        code_verifier: verifier,
      }).toString(),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const body = JSON.parse(ok.body) as Record<string, unknown>;
    expect(body).toEqual({
      id_token: expect.any(String),
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 3600,
      token_type: 'Bearer',
    });
    const reused = await exchange({ code, code_verifier: verifier });
    expect(reused.status).toBe(400);
    expect(JSON.parse(reused.body)).toEqual({ error: 'invalid_grant' });
  });

  it.each([
    ['a wrong verifier', (v: string) => ({ code_verifier: `${v.slice(0, -1)}x` })],
    ['a missing verifier', () => ({ code_verifier: '' })],
    ['another redirect_uri', () => ({ redirect_uri: 'http://localhost:3001/' })],
  ])('answers invalid_grant for %s', async (_name, change) => {
    const { verifier, code } = await codeFor('misuse@example.com');
    const response = await exchange({ code, code_verifier: verifier, ...change(verifier) });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: 'invalid_grant' });
  });

  it('answers invalid_grant for an unknown code and invalid_client for another client', async () => {
    const unknown = await exchange({ code: 'nope', code_verifier: pkcePair().verifier });
    expect(JSON.parse(unknown.body)).toEqual({ error: 'invalid_grant' });
    const client = await exchange({ client_id: 'other', code: 'nope', code_verifier: 'x' });
    expect(JSON.parse(client.body)).toEqual({ error: 'invalid_client' });
  });

  it('answers the token endpoint preflight', async () => {
    const response = await rawRequest(`${emulators.hostedUiUrl}/oauth2/token`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-headers']).toBe('content-type');
  });

  it('issues Cognito-shaped tokens to a Google-federated user', async () => {
    const tokens = await signInAs(emulators, { email: 'Grace@Example.com', givenName: 'Grace', familyName: 'Hopper' });
    const id = decodeJwtClaims(tokens.idToken);
    expect(id).toEqual({
      sub: expect.stringMatching(/^[0-9a-f-]{36}$/),
      'cognito:groups': ['us-east-1_LOCAL0001_Google'],
      iss: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_LOCAL0001',
      'cognito:username': expect.stringMatching(/^google_\d{21}$/),
      origin_jti: expect.any(String),
      aud: 'localwebclient',
      identities: [
        expect.objectContaining({
          providerName: 'Google',
          providerType: 'Google',
          primary: 'true',
          userId: expect.any(String),
        }),
      ],
      token_use: 'id',
      auth_time: expect.any(Number),
      exp: (id.iat as number) + 3600,
      iat: expect.any(Number),
      jti: expect.any(String),
      email: 'grace@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const access = decodeJwtClaims(tokens.accessToken);
    expect(access).toMatchObject({
      sub: id.sub,
      username: id['cognito:username'],
      client_id: 'localwebclient',
      scope: 'email openid profile',
      token_use: 'access',
      origin_jti: id.origin_jti,
      exp: (access.iat as number) + 3600,
    });
    const header = JSON.parse(Buffer.from(tokens.idToken.split('.')[0]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(header).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    // The same email is the same user.
    const again = await signInAs(emulators, { email: 'grace@example.com', givenName: 'Grace', familyName: 'Hopper' });
    expect(decodeJwtClaims(again.idToken).sub).toBe(id.sub);
  });

  it('logs out to a registered logout_uri only', async () => {
    const ok = await rawRequest(
      `${emulators.hostedUiUrl}/logout?client_id=${CLIENT_ID}&logout_uri=${encodeURIComponent(REDIRECT)}`,
    );
    expect(ok.status).toBe(302);
    expect(ok.headers.location).toBe(REDIRECT);
    const bad = await rawRequest(
      `${emulators.hostedUiUrl}/logout?client_id=${CLIENT_ID}&logout_uri=${encodeURIComponent('http://evil.example/')}`,
    );
    expect(bad.status).toBe(400);
    const client = await rawRequest(
      `${emulators.hostedUiUrl}/logout?client_id=x&logout_uri=${encodeURIComponent(REDIRECT)}`,
    );
    expect(client.status).toBe(400);
  });
});
