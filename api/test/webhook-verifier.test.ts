import crypto from 'node:crypto';
import { WebhookVerifier } from '../src/services/webhook-verifier';
import { FakeProvider } from './helpers/fake-provider';

const BODY = JSON.stringify({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE' });

/**
 * A Plaid-Verification header that passes every check but the signature: ES256, a key id, this body's hash, issued
 * now. The kind of junk that can make the verifier look a key up.
 */
function forged(kid: string, body = BODY): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims = {
    iat: Math.floor(Date.now() / 1000),
    request_body_sha256: crypto.createHash('sha256').update(body).digest('hex'),
  };
  return `${enc({ alg: 'ES256', kid, typ: 'JWT' })}.${enc(claims)}.${crypto.randomBytes(64).toString('base64url')}`;
}

/** The provider, counting the calls to its key endpoint. */
function countingProvider() {
  const provider = new FakeProvider();
  const calls: string[] = [];
  const getKey = provider.getWebhookVerificationKey.bind(provider);
  provider.getWebhookVerificationKey = (kid) => {
    calls.push(kid);
    return getKey(kid);
  };
  return { provider, calls };
}

describe('WebhookVerifier: calls to the provider’s key endpoint', () => {
  it('looks keys up at most five times a minute, however many random key ids arrive', async () => {
    const { provider, calls } = countingProvider();
    const verifier = new WebhookVerifier(provider);
    for (let i = 0; i < 20; i++) expect(await verifier.verify(forged(crypto.randomUUID()), BODY)).toBe(false);
    expect(calls.length).toBe(5);
  });

  it('remembers a key id the provider does not know, and asks about it once', async () => {
    const { provider, calls } = countingProvider();
    const verifier = new WebhookVerifier(provider);
    const kid = crypto.randomUUID();
    for (let i = 0; i < 20; i++) expect(await verifier.verify(forged(kid), BODY)).toBe(false);
    expect(calls).toEqual([kid]);
  });

  it('asks nothing for a header whose body hash or age is wrong', async () => {
    const { provider, calls } = countingProvider();
    const verifier = new WebhookVerifier(provider);
    expect(await verifier.verify(forged(crypto.randomUUID(), '{"other":"body"}'), BODY)).toBe(false);
    expect(await verifier.verify('junk.junk.junk', BODY)).toBe(false);
    const stale = await provider.signWebhook(BODY, { iatOffsetSeconds: -600 });
    expect(await verifier.verify(stale, BODY)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('keeps a bounded number of unknown key ids, the oldest forgotten first', async () => {
    const { provider, calls } = countingProvider();
    const verifier = new WebhookVerifier(provider, {
      keyCacheSize: 2,
      unknownKeyCacheSize: 2,
      unknownKeyTtlMs: 60_000,
      lookupsPerInterval: 100,
      lookupIntervalMs: 60_000,
    });
    for (const kid of ['a', 'b', 'c', 'b', 'c', 'a']) await verifier.verify(forged(kid), BODY);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('still verifies the provider’s webhooks, its key looked up once, during a flood of random key ids', async () => {
    const { provider, calls } = countingProvider();
    const verifier = new WebhookVerifier(provider);
    expect(await verifier.verify(await provider.signWebhook(BODY), BODY)).toBe(true);
    for (let i = 0; i < 20; i++) await verifier.verify(forged(crypto.randomUUID()), BODY);
    expect(await verifier.verify(await provider.signWebhook(BODY), BODY)).toBe(true);
    expect(calls.length).toBe(5);
    expect(new Set(calls).size).toBe(5);
  });
});
