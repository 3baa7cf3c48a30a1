import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthorized } from '../../lib/http-errors';
import { errors } from '../../lib/error-responses';
import { WebhookVerifier } from '../../services/webhook-verifier';

const WebhookBody = Type.Object({
  webhook_type: Type.String({ maxLength: 100 }),
  webhook_code: Type.String({ maxLength: 100 }),
  item_id: Type.Optional(Type.String({ maxLength: 200 })),
  error: Type.Optional(
    Type.Union([
      Type.Object({ error_code: Type.Optional(Type.String()), error_message: Type.Optional(Type.String()) }),
      Type.Null(),
    ]),
  ),
  consent_expiration_time: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

const WebhookResponse = Type.Object({ received: Type.Boolean(), action: Type.String() });

/**
 * The provider's webhook: public (no bearer token) but signed; the signature covers the exact body bytes. The
 * signature is checked first, then the webhook is counted (verified and unverified ones separately, per address), and
 * only a verified one has its body validated and acted on.
 */
const webhook: FastifyPluginAsyncTypebox = async (app) => {
  const verifier = new WebhookVerifier(app.provider);

  // This plugin's own JSON parser keeps the raw text for the signature check.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as unknown as { rawBody: string }).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const err = new Error('Body is not valid JSON') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });

  app.post(
    '/plaid/webhook',
    {
      // Not in the budgets of other requests: counted by its own, after the signature check.
      config: { public: true, rateLimit: false },
      preValidation: async (request, reply) => {
        const raw = (request as unknown as { rawBody?: string }).rawBody ?? '';
        const signature = request.headers['plaid-verification'];
        const verified = await verifier.verify(typeof signature === 'string' ? signature : undefined, raw);
        await app.rateLimits.webhook(request, reply, verified);
        if (!verified) throw unauthorized('Invalid webhook signature');
      },
      schema: {
        tags: ['plaid'],
        summary: 'Webhook from the bank-linking provider (Plaid-Verification JWT)',
        security: [],
        body: WebhookBody,
        response: { 200: WebhookResponse, ...errors(400, 401, 429, 500) },
      },
    },
    async (request) => ({ received: true, action: await app.webhookService.receive(request.body) }),
  );
};

export default webhook;
