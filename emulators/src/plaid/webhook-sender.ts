import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, SignJWT } from 'jose';
import type { JWKPublicKey } from 'plaid';
import { sha256 } from '../common/hash';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../common/private-dir';

export interface WebhookKey {
  kid: string;
  privateKey: KeyObject;
  createdAt: number;
}

/** The ES256 key webhooks are signed with, kept under the data directory so receivers' cached keys stay valid. */
export function loadOrCreateWebhookKey(dir: string): WebhookKey {
  const file = path.join(dir, 'webhook-key.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      kid: string;
      privateKeyPem: string;
      createdAt: number;
    };
    return { kid: stored.kid, privateKey: crypto.createPrivateKey(stored.privateKeyPem), createdAt: stored.createdAt };
  }
  const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const key = { kid: crypto.randomUUID(), privateKey, createdAt: Math.floor(Date.now() / 1000) };
  makePrivateDir(dir);
  fs.writeFileSync(
    file,
    JSON.stringify({
      kid: key.kid,
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      createdAt: key.createdAt,
    }),
    { mode: PRIVATE_FILE_MODE },
  );
  return key;
}

/** The key as /webhook_verification_key/get returns it. */
export async function publicJwk(key: WebhookKey): Promise<JWKPublicKey> {
  const { x, y } = await exportJWK(crypto.createPublicKey(key.privateKey));
  if (!x || !y) throw new Error('the webhook key is not an EC key');
  return {
    alg: 'ES256',
    created_at: key.createdAt,
    crv: 'P-256',
    expired_at: null,
    kid: key.kid,
    kty: 'EC',
    use: 'sig',
    x,
    y,
  };
}

export class WebhookSender {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly key: WebhookKey,
    private readonly log: boolean,
  ) {}

  /**
   * Posts the body as Plaid does: pretty-printed JSON, and a `Plaid-Verification` JWT whose request_body_sha256 is
   * the hash of exactly those bytes. Delivery failures are reported and dropped, as a missed webhook is in real life.
   */
  send(url: string, body: Record<string, unknown>): void {
    const text = JSON.stringify(body, null, 2);
    const delivery = new SignJWT({ iat: Math.floor(Date.now() / 1000), request_body_sha256: sha256(text) })
      .setProtectedHeader({ alg: 'ES256', kid: this.key.kid, typ: 'JWT' })
      .sign(this.key.privateKey)
      .then((jwt) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'plaid-verification': jwt },
          body: text,
          signal: AbortSignal.timeout(10_000),
        }),
      )
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok && this.log) console.warn(`[plaid emulator] webhook to ${url} answered ${response.status}`);
      })
      .catch((error: unknown) => {
        if (this.log) console.warn(`[plaid emulator] webhook to ${url} failed: ${(error as Error).message}`);
      })
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Waits for deliveries under way, so a shutdown does not cut one off half sent. */
  async drain(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }
}
