import crypto, { type KeyObject } from 'node:crypto';
import { exportJWK } from 'jose';
import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../common/private-dir';

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
  makePrivateDir(dir);
  fs.writeFileSync(file, JSON.stringify({ kid, privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }) }), {
    mode: PRIVATE_FILE_MODE,
  });
  return { kid, privateKey, publicKey };
}

export async function jwksOf(key: SigningKey): Promise<{ keys: Array<Record<string, unknown>> }> {
  const { e, n } = await exportJWK(key.publicKey);
  return { keys: [{ alg: 'RS256', e, kid: key.kid, kty: 'RSA', n, use: 'sig' }] };
}
