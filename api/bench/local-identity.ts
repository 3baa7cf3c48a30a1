import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A JWKS over http and ID tokens signed with its key, so the bench runs the production verifier unchanged. */
export async function startBenchIdentity(userPoolId: string, clientId: string, region: string) {
  const kid = crypto.randomBytes(8).toString('hex');
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    if (req.url === `/${userPoolId}/.well-known/jwks.json`)
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idToken = (claims: Record<string, unknown>) => {
    const now = Math.floor(Date.now() / 1000);
    const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const body = enc({
      aud: clientId,
      iss: `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`,
      token_use: 'id',
      iat: now,
      auth_time: now,
      exp: now + 3600,
      ...claims,
    });
    const input = `${enc({ alg: 'RS256', kid, typ: 'JWT' })}.${body}`;
    return `${input}.${crypto.sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
  };
  return { endpoint, idToken, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
