import crypto from 'node:crypto';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import type { BankProvider, WebhookKey } from './bank-provider';

/** Plaid's advice: refuse webhooks signed more than five minutes ago (replays). */
const MAX_AGE_SECONDS = 5 * 60;

/**
 * Verifies Plaid's Plaid-Verification header: an ES256 JWT whose key comes from /webhook_verification_key/get (cached
 * by key id), issued at most five minutes ago, whose request_body_sha256 is the SHA-256 of the exact body received.
 */
export class WebhookVerifier {
  private readonly keys = new Map<string, WebhookKey>();

  constructor(private readonly provider: BankProvider) {}

  async verify(jwt: string | undefined, rawBody: string): Promise<boolean> {
    if (!jwt) return false;
    try {
      const header = decodeProtectedHeader(jwt);
      if (header.alg !== 'ES256' || typeof header.kid !== 'string') return false;
      const key = await this.key(header.kid);
      if (key.expired_at !== null && key.expired_at !== undefined && key.expired_at * 1000 < Date.now()) return false;
      const { payload } = await jwtVerify(jwt, await importJWK({ ...key }, 'ES256'), {
        algorithms: ['ES256'],
        maxTokenAge: MAX_AGE_SECONDS,
      });
      const claimed = payload.request_body_sha256;
      if (typeof claimed !== 'string') return false;
      const actual = crypto.createHash('sha256').update(rawBody, 'utf8').digest('hex');
      return claimed.length === actual.length && crypto.timingSafeEqual(Buffer.from(claimed), Buffer.from(actual));
    } catch {
      return false;
    }
  }

  private async key(kid: string): Promise<WebhookKey> {
    const cached = this.keys.get(kid);
    if (cached) return cached;
    const key = await this.provider.getWebhookVerificationKey(kid);
    this.keys.set(kid, key);
    return key;
  }
}
