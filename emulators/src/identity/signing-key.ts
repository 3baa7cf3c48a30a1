import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** The pool's RS256 key, made at first start and kept, so tokens issued before a restart still verify. */
export function loadOrCreateSigningKey(dir: string): SigningKey {
  const file = path.join(dir, 'signing-key.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { kid: string; privateKeyPem: string };
    const privateKey = crypto.createPrivateKey(stored.privateKeyPem);
    return { kid: stored.kid, privateKey, publicKey: crypto.createPublicKey(privateKey) };
  }
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  // Cognito's kids are base64 strings of 44 characters; the shape does not matter to clients, only stability.
  const kid = crypto.randomBytes(32).toString('base64');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ kid, privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) }), {
    mode: 0o600,
  });
  return { kid, privateKey, publicKey };
}

export function jwksOf(key: SigningKey): { keys: Array<Record<string, unknown>> } {
  const jwk = key.publicKey.export({ format: 'jwk' });
  return { keys: [{ alg: 'RS256', e: jwk.e, kid: key.kid, kty: 'RSA', n: jwk.n, use: 'sig' }] };
}
