import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdentityAdmin } from '../../src/services/identity-admin';

export const POOL_ID = 'us-east-1_LOCAL0001';
export const CLIENT_ID = 'localwebclient';
export const ISSUER = `https://cognito-idp.us-east-1.amazonaws.com/${POOL_ID}`;

/**
 * A stand-in identity service for tests that do not need the emulator: it serves a JWKS over http (port 0) at the
 * emulator's path, signs Cognito-shaped ID tokens, and records AdminUpdateUserAttributes calls.
 */
export class TestIdentity implements IdentityAdmin {
  readonly preferredUsernames = new Map<string, string>();
  /** AdminUpdateUserAttributes calls received, failed ones included. */
  adminUpdates = 0;
  failAdminUpdates = false;
  private readonly kid = crypto.randomBytes(8).toString('hex');
  private readonly keys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  private server: http.Server | undefined;
  endpoint = '';

  async start(): Promise<this> {
    const jwk = { ...this.keys.publicKey.export({ format: 'jwk' }), kid: this.kid, alg: 'RS256', use: 'sig' };
    this.server = http.createServer((req, res) => {
      if (req.url === `/${POOL_ID}/.well-known/jwks.json`) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  async setPreferredUsername(username: string, userId: string): Promise<void> {
    this.adminUpdates++;
    if (this.failAdminUpdates) throw new Error('identity service unavailable');
    this.preferredUsernames.set(username, userId);
  }

  /** An ID token for sub, as Cognito would issue it; overrides change or remove (undefined) claims. */
  idToken(
    sub: string,
    overrides: Record<string, unknown> = {},
    options: { key?: crypto.KeyObject; kid?: string } = {},
  ): string {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      sub,
      aud: CLIENT_ID,
      iss: ISSUER,
      token_use: 'id',
      auth_time: now,
      iat: now,
      exp: now + 3600,
      'cognito:username': `google_${sub}`,
      email: `${sub}@example.com`,
      email_verified: true,
      given_name: 'Test',
      family_name: 'User',
      identities: [{ providerName: 'Google', userId: sub }],
      ...overrides,
    };
    for (const [k, v] of Object.entries(claims)) if (v === undefined) delete claims[k];
    const header = { alg: 'RS256', kid: options.kid ?? this.kid, typ: 'JWT' };
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const input = `${enc(header)}.${enc(claims)}`;
    const signature = crypto
      .sign('RSA-SHA256', Buffer.from(input), options.key ?? this.keys.privateKey)
      .toString('base64url');
    return `${input}.${signature}`;
  }
}
