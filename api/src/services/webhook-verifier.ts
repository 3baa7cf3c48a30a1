import crypto from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { ProviderError, type BankProvider, type WebhookKey } from './bank-provider';

/** Plaid's advice: refuse webhooks signed more than five minutes ago (replays). */
const MAX_AGE_SECONDS = 5 * 60;

/**
 * The bounds on what a caller can make the verifier ask the provider (each lookup is a call with the app's
 * credentials): keys are looked up at most `lookupsPerInterval` times per `lookupIntervalMs` (a new key is rare: the
 * provider rotates them seldom); a key id the provider does not know is remembered as unknown for
 * `unknownKeyTtlMs`; both caches hold a bounded number of ids, the oldest forgotten first.
 */
export interface WebhookVerifierLimits {
  keyCacheSize: number;
  unknownKeyCacheSize: number;
  unknownKeyTtlMs: number;
  lookupsPerInterval: number;
  lookupIntervalMs: number;
}

export const DEFAULT_VERIFIER_LIMITS: WebhookVerifierLimits = {
  keyCacheSize: 50,
  unknownKeyCacheSize: 1_000,
  unknownKeyTtlMs: 10 * 60_000,
  lookupsPerInterval: 5,
  lookupIntervalMs: 60_000,
};

/** A Map that forgets its oldest entry beyond `limit`. */
class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    this.delete(key);
    super.set(key, value);
    if (this.size > this.limit) this.delete(this.keys().next().value as K);
    return this;
  }
}

/**
 * Verifies Plaid's Plaid-Verification header: an ES256 JWT whose key comes from /webhook_verification_key/get (cached
 * by key id), issued at most five minutes ago, whose request_body_sha256 is the SHA-256 of the exact body received.
 * The claims are first read unverified: a header whose body hash or age is wrong is refused before any key is looked
 * up, so only a well-formed forgery can spend a lookup, and lookups are bounded (WebhookVerifierLimits).
 */
export class WebhookVerifier {
  private readonly keys: BoundedMap<string, WebhookKey>;
  /** Key ids the provider said it does not know, and until when that is believed. */
  private readonly unknown: BoundedMap<string, number>;
  private readonly pending = new Map<string, Promise<WebhookKey | undefined>>();
  private lookups: number[] = [];

  constructor(
    private readonly provider: BankProvider,
    private readonly limits: WebhookVerifierLimits = DEFAULT_VERIFIER_LIMITS,
  ) {
    this.keys = new BoundedMap(limits.keyCacheSize);
    this.unknown = new BoundedMap(limits.unknownKeyCacheSize);
  }

  async verify(jwt: string | undefined, rawBody: string): Promise<boolean> {
    if (!jwt) return false;
    try {
      const header = decodeProtectedHeader(jwt);
      if (header.alg !== 'ES256' || typeof header.kid !== 'string') return false;
      const actual = crypto.createHash('sha256').update(rawBody, 'utf8').digest('hex');
      if (!this.plausible(decodeJwt(jwt), actual)) return false;
      const key = await this.key(header.kid);
      if (!key) return false;
      if (key.expired_at !== null && key.expired_at !== undefined && key.expired_at * 1000 < Date.now()) return false;
      const { payload } = await jwtVerify(jwt, await importJWK({ ...key }, 'ES256'), {
        algorithms: ['ES256'],
        maxTokenAge: MAX_AGE_SECONDS,
      });
      return sameHash(payload.request_body_sha256, actual);
    } catch {
      return false;
    }
  }

  /** The unverified claims say this body, signed in the last five minutes (checked again once the key is known). */
  private plausible(claims: { iat?: unknown; request_body_sha256?: unknown }, actual: string): boolean {
    const now = Date.now() / 1000;
    const fresh = typeof claims.iat === 'number' && claims.iat <= now + 60 && now - claims.iat <= MAX_AGE_SECONDS;
    return fresh && sameHash(claims.request_body_sha256, actual);
  }

  private async key(kid: string): Promise<WebhookKey | undefined> {
    const cached = this.keys.get(kid);
    if (cached) return cached;
    const unknownUntil = this.unknown.get(kid);
    if (unknownUntil !== undefined && unknownUntil > Date.now()) return undefined;
    // Webhooks that arrive together with one new key id share one lookup.
    let lookup = this.pending.get(kid);
    if (!lookup) {
      if (!this.mayLookUp()) return undefined;
      lookup = this.lookUp(kid).finally(() => this.pending.delete(kid));
      this.pending.set(kid, lookup);
    }
    return lookup;
  }

  private async lookUp(kid: string): Promise<WebhookKey | undefined> {
    try {
      const key = await this.provider.getWebhookVerificationKey(kid);
      this.keys.set(kid, key);
      this.unknown.delete(kid);
      return key;
    } catch (err) {
      // Only the provider's own "no such key" (INVALID_INPUT) is remembered: an outage is not a verdict on the key.
      if (err instanceof ProviderError && err.errorType === 'INVALID_INPUT')
        this.unknown.set(kid, Date.now() + this.limits.unknownKeyTtlMs);
      return undefined;
    }
  }

  /** A sliding window over the recent lookups. */
  private mayLookUp(): boolean {
    const now = Date.now();
    this.lookups = this.lookups.filter((at) => now - at < this.limits.lookupIntervalMs);
    if (this.lookups.length >= this.limits.lookupsPerInterval) return false;
    this.lookups.push(now);
    return true;
  }
}

function sameHash(claimed: unknown, actual: string): boolean {
  return (
    typeof claimed === 'string' &&
    claimed.length === actual.length &&
    crypto.timingSafeEqual(Buffer.from(claimed), Buffer.from(actual))
  );
}
