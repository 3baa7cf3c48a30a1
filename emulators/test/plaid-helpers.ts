import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Configuration, PlaidApi } from 'plaid';
import { PLAID_CLIENT_ID, PLAID_SECRET } from '../src/config';

export function plaidClient(basePath: string, secret = PLAID_SECRET): PlaidApi {
  return new PlaidApi(
    new Configuration({
      basePath,
      baseOptions: { headers: { 'PLAID-CLIENT-ID': PLAID_CLIENT_ID, 'PLAID-SECRET': secret } },
    }),
  );
}

/** The Plaid error body an SDK call failed with (axios puts it on error.response.data). */
export async function plaidError(
  promise: Promise<unknown>,
): Promise<{ status: number; data: Record<string, unknown> }> {
  const error = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { response?: { status: number; data: Record<string, unknown> } } | undefined;
  if (!error?.response) throw new Error('expected the call to fail with an HTTP error');
  return { status: error.response.status, data: error.response.data };
}

export interface ReceivedWebhook {
  body: Record<string, unknown>;
  raw: string;
  verification: string;
}

/** A local webhook receiver that records what arrives. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const waiters: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({
        body: JSON.parse(raw) as Record<string, unknown>,
        raw,
        verification: String(req.headers['plaid-verification']),
      });
      res.end('ok');
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}/webhooks`;
  return {
    url,
    received,
    /** Resolves with the first webhook matching, waiting for it if needed. */
    async waitFor(match: (body: Record<string, unknown>) => boolean, timeoutMs = 20_000): Promise<ReceivedWebhook> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((hook) => match(hook.body));
        if (found) return found;
        if (Date.now() > deadline) throw new Error('webhook did not arrive');
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Verifies a webhook as Plaid's docs say: the JWT's ES256 signature with the served key, and the body's hash. */
export async function verifyWebhook(client: PlaidApi, hook: ReceivedWebhook): Promise<boolean> {
  const [headerPart, payloadPart, signaturePart] = hook.verification.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg: string; kid: string };
  if (header.alg !== 'ES256') return false;
  const { data } = await client.webhookVerificationKeyGet({ key_id: header.kid });
  const key = crypto.createPublicKey({ key: data.key as unknown as crypto.JsonWebKey, format: 'jwk' });
  const signatureOk = crypto.verify(
    'SHA256',
    Buffer.from(`${headerPart}.${payloadPart}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signaturePart, 'base64url'),
  );
  const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString()) as {
    request_body_sha256: string;
    iat: number;
  };
  const hashOk = crypto.createHash('sha256').update(hook.raw).digest('hex') === payload.request_body_sha256;
  return signatureOk && hashOk && Math.abs(Date.now() / 1000 - payload.iat) < 300;
}
