import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CognitoJwtVerifier } from 'aws-jwt-verify';
import { SignJWT } from 'jose';
import {
  GetTokensFromRefreshTokenCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { CLIENT_ID, decodeJwtClaims, fetchJwks, POOL_ID, signInAs, type JwksDocument } from '../src/testing';
import { startTestEmulators } from './helpers';

function verifierFor(jwks: JwksDocument) {
  const verifier = CognitoJwtVerifier.create({ userPoolId: POOL_ID, tokenUse: 'id', clientId: CLIENT_ID });
  verifier.cacheJwks(jwks);
  return verifier;
}

describe('tokens with aws-jwt-verify', () => {
  it('accepts ID tokens and rejects access tokens, expired tokens and tokens signed by another key', async () => {
    // Long enough to sign in and verify on a loaded machine; its end is then reached by the clock, not by waiting.
    const emulators = await startTestEmulators({ tokenTtlSeconds: 300 });
    try {
      const verifier = verifierFor(await fetchJwks(emulators.identityApiUrl));
      const tokens = await signInAs(emulators, { email: 'verify@example.com', givenName: 'V', familyName: 'Erify' });
      const payload = await verifier.verify(tokens.idToken);
      expect(payload.token_use).toBe('id');
      expect(payload['cognito:username']).toMatch(/^google_/);

      await expect(verifier.verify(tokens.accessToken)).rejects.toThrow(/token use/i);

      const header = JSON.parse(Buffer.from(tokens.idToken.split('.')[0]!, 'base64url').toString()) as { kid: string };
      const otherKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const forged = await new SignJWT({ ...decodeJwtClaims(tokens.idToken), exp: Math.floor(Date.now() / 1000) + 600 })
        .setProtectedHeader({ alg: 'RS256', kid: header.kid })
        .sign(otherKey);
      await expect(verifier.verify(forged)).rejects.toThrow(/signature/i);

      const { exp } = decodeJwtClaims(tokens.idToken) as { exp: number };
      jest.spyOn(Date, 'now').mockReturnValue(exp * 1000 + 1000);
      await expect(verifier.verify(tokens.idToken)).rejects.toThrow(/expired/i);
    } finally {
      jest.restoreAllMocks();
      await emulators.close();
    }
  });

  it('keeps the signing key, the certificate, users and refresh tokens across a restart', async () => {
    const first = await startTestEmulators();
    const jwks = await fetchJwks(first.identityApiUrl);
    const tokens = await signInAs(first, { email: 'restart@example.com', givenName: 'R', familyName: 'S' });
    const certificate = fs.readFileSync(path.join(first.dataDir, 'identity', 'tls-cert.pem'), 'utf8');
    expect(certificate).toContain('BEGIN CERTIFICATE');
    await first.close();

    const second = await startTestEmulators({ dataDir: first.dataDir });
    const client = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: second.identityApiUrl,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      expect(await fetchJwks(second.identityApiUrl)).toEqual(jwks);
      expect(fs.readFileSync(path.join(first.dataDir, 'identity', 'tls-cert.pem'), 'utf8')).toBe(certificate);
      await expect(verifierFor(jwks).verify(tokens.idToken)).resolves.toMatchObject({ email: 'restart@example.com' });
      const out = await client.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: CLIENT_ID, RefreshToken: tokens.refreshToken }),
      );
      expect(decodeJwtClaims(out.AuthenticationResult!.IdToken!).sub).toBe(decodeJwtClaims(tokens.idToken).sub);
    } finally {
      client.destroy();
      await second.close();
    }
  });
});
