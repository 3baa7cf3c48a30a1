import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CLIENT_ID, decodeJwtClaims, POOL_ID, signInAs } from '../src/testing';
import { startTestEmulators } from './helpers';

describe('Cognito JSON API through the AWS SDK', () => {
  let emulators: Awaited<ReturnType<typeof startTestEmulators>>;
  let client: CognitoIdentityProviderClient;
  let unsigned: CognitoIdentityProviderClient;
  beforeAll(async () => {
    emulators = await startTestEmulators();
    client = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: emulators.identityApiUrl,
      // The emulator checks that admin calls are signed, not with which key.
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    // Amplify calls the public targets unsigned; this client does the same.
    unsigned = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: emulators.identityApiUrl,
      signer: { sign: async (request) => request },
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    });
  });
  afterAll(async () => {
    client.destroy();
    unsigned.destroy();
    await emulators.close();
  });

  let n = 0;
  const newUser = () => {
    n += 1;
    return signInAs(emulators, { email: `user${n}@example.com`, givenName: 'Test', familyName: `User${n}` });
  };

  async function expectError(promise: Promise<unknown>, name: string, message?: string) {
    const error = (await promise.then(
      () => undefined,
      (e: unknown) => e,
    )) as { name: string; message: string; $metadata: { httpStatusCode: number } } | undefined;
    expect(error).toBeDefined();
    expect(error!.name).toBe(name);
    expect(error!.$metadata.httpStatusCode).toBe(400);
    if (message) expect(error!.message).toBe(message);
  }

  it('GetTokensFromRefreshToken issues new ID and access tokens from the same sign-in', async () => {
    const tokens = await newUser();
    const out = await unsigned.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: tokens.refreshToken }),
    );
    expect(out.AuthenticationResult).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
    const id = decodeJwtClaims(out.AuthenticationResult!.IdToken!);
    const before = decodeJwtClaims(tokens.idToken);
    expect(id.sub).toBe(before.sub);
    expect(id.origin_jti).toBe(before.origin_jti);
    expect(id.auth_time).toBe(before.auth_time);
    expect(id.jti).not.toBe(before.jti);
    expect(decodeJwtClaims(out.AuthenticationResult!.AccessToken!).token_use).toBe('access');
  });

  it('InitiateAuth REFRESH_TOKEN_AUTH refreshes, and other flows are refused', async () => {
    const tokens = await newUser();
    const out = await unsigned.send(
      new InitiateAuthCommand({
        ClientId: CLIENT_ID,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    );
    expect(out.ChallengeParameters).toEqual({});
    expect(decodeJwtClaims(out.AuthenticationResult!.IdToken!).sub).toBe(decodeJwtClaims(tokens.idToken).sub);
    await expectError(
      unsigned.send(
        new InitiateAuthCommand({
          ClientId: CLIENT_ID,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'a', PASSWORD: 'b' },
        }),
      ),
      'InvalidParameterException',
      'USER_PASSWORD_AUTH flow not enabled for this client',
    );
  });

  it('refuses unknown clients and invalid refresh tokens with Cognito errors', async () => {
    await expectError(
      unsigned.send(new GetTokensFromRefreshTokenCommand({ ClientId: 'nope', RefreshToken: 'x' })),
      'ResourceNotFoundException',
      'User pool client nope does not exist.',
    );
    await expectError(
      unsigned.send(new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: 'not-a-token' })),
      'NotAuthorizedException',
      'Invalid Refresh Token',
    );
  });

  it('RevokeToken stops the refresh token and the access tokens of that sign-in', async () => {
    const tokens = await newUser();
    await unsigned.send(new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: tokens.refreshToken }));
    await expectError(
      unsigned.send(new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: tokens.refreshToken })),
      'NotAuthorizedException',
      'Refresh Token has been revoked',
    );
    await expectError(
      unsigned.send(new GetUserCommand({ AccessToken: tokens.accessToken })),
      'NotAuthorizedException',
      'Access Token has been revoked',
    );
    await expectError(
      unsigned.send(new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: tokens.accessToken })),
      'UnsupportedTokenTypeException',
    );
  });

  it('GlobalSignOut revokes every refresh token of the user', async () => {
    const first = await signInAs(emulators, { email: 'global@example.com', givenName: 'G', familyName: 'S' });
    const second = await signInAs(emulators, { email: 'global@example.com', givenName: 'G', familyName: 'S' });
    await unsigned.send(new GlobalSignOutCommand({ AccessToken: second.accessToken }));
    for (const tokens of [first, second]) {
      await expectError(
        unsigned.send(
          new InitiateAuthCommand({
            ClientId: CLIENT_ID,
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
          }),
        ),
        'NotAuthorizedException',
        'Refresh Token has been revoked',
      );
    }
    await expectError(
      unsigned.send(new GlobalSignOutCommand({ AccessToken: 'garbage' })),
      'NotAuthorizedException',
      'Invalid Access Token',
    );
  });

  it('AdminUpdateUserAttributes adds claims that the next refreshed ID token carries; AdminGetUser reads them', async () => {
    const tokens = await newUser();
    const username = String(decodeJwtClaims(tokens.idToken)['cognito:username']);
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: POOL_ID,
        Username: username,
        UserAttributes: [
          { Name: 'preferred_username', Value: 'usr_123' },
          { Name: 'custom:profile_completed', Value: 'true' },
        ],
      }),
    );
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: POOL_ID, Username: username }));
    expect(user.Username).toBe(username);
    expect(user.UserStatus).toBe('EXTERNAL_PROVIDER');
    expect(user.Enabled).toBe(true);
    expect(user.UserCreateDate).toBeInstanceOf(Date);
    expect(user.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'sub', Value: decodeJwtClaims(tokens.idToken).sub },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'preferred_username', Value: 'usr_123' },
        { Name: 'custom:profile_completed', Value: 'true' },
      ]),
    );
    const refreshed = await unsigned.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: tokens.refreshToken }),
    );
    expect(decodeJwtClaims(refreshed.AuthenticationResult!.IdToken!)).toMatchObject({
      preferred_username: 'usr_123',
      'custom:profile_completed': 'true',
    });
    // The sub works as the username too, as in Cognito.
    const bySub = await client.send(
      new AdminGetUserCommand({ UserPoolId: POOL_ID, Username: String(decodeJwtClaims(tokens.idToken).sub) }),
    );
    expect(bySub.Username).toBe(username);
  });

  it('admin targets check the pool, the user, the attributes and the signature', async () => {
    const tokens = await newUser();
    const username = String(decodeJwtClaims(tokens.idToken)['cognito:username']);
    await expectError(
      client.send(new AdminGetUserCommand({ UserPoolId: 'us-east-1_OTHER', Username: username })),
      'ResourceNotFoundException',
      'User pool us-east-1_OTHER does not exist.',
    );
    await expectError(
      client.send(new AdminGetUserCommand({ UserPoolId: POOL_ID, Username: 'google_0' })),
      'UserNotFoundException',
      'User does not exist.',
    );
    await expectError(
      client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: POOL_ID,
          Username: username,
          UserAttributes: [{ Name: 'favourite_colour', Value: 'x' }],
        }),
      ),
      'InvalidParameterException',
    );
    await expectError(
      client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: POOL_ID,
          Username: username,
          UserAttributes: [{ Name: 'sub', Value: 'x' }],
        }),
      ),
      'InvalidParameterException',
    );
    await expectError(
      unsigned.send(new AdminGetUserCommand({ UserPoolId: POOL_ID, Username: username })),
      'MissingAuthenticationTokenException',
    );
  });

  it('answers errors in Cognito wire shape with x-amzn-errortype', async () => {
    const response = await fetch(emulators.identityApiUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
        origin: 'http://localhost:3000',
      },
      body: JSON.stringify({ ClientId: CLIENT_ID, RefreshToken: 'bad' }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException:');
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await response.json()).toEqual({ __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' });
    const unknown = await fetch(emulators.identityApiUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      body: '{}',
    });
    expect(unknown.headers.get('x-amzn-errortype')).toBe('UnknownOperationException:');
  });

  it('answers the preflight Amplify sends before its JSON API calls', async () => {
    const response = await fetch(emulators.identityApiUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'cache-control,content-type,x-amz-target,x-amz-user-agent',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'cache-control,content-type,x-amz-target,x-amz-user-agent',
    );
  });

  it('serves the JWKS at both paths and the openid-configuration', async () => {
    const a = (await (await fetch(`${emulators.identityApiUrl}/${POOL_ID}/.well-known/jwks.json`)).json()) as {
      keys: Array<Record<string, unknown>>;
    };
    const b = await (await fetch(`${emulators.identityApiUrl}/.well-known/jwks.json`)).json();
    expect(a).toEqual(b);
    expect(a.keys).toEqual([
      { alg: 'RS256', e: 'AQAB', kid: expect.any(String), kty: 'RSA', n: expect.any(String), use: 'sig' },
    ]);
    const config = (await (
      await fetch(`${emulators.identityApiUrl}/${POOL_ID}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(config.issuer).toBe('https://cognito-idp.us-east-1.amazonaws.com/us-east-1_LOCAL0001');
    expect(config.authorization_endpoint).toBe(`${emulators.hostedUiUrl}/oauth2/authorize`);
    expect(config.jwks_uri).toBe(`${emulators.identityApiUrl}/${POOL_ID}/.well-known/jwks.json`);
  });
});
