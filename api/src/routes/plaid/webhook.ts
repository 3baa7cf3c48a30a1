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

/** The provider's webhook: public (no bearer token) but signed; the signature covers the exact body bytes. */
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
      config: { public: true },
      schema: {
        tags: ['plaid'],
        summary: 'Webhook from the bank-linking provider (Plaid-Verification JWT)',
        security: [],
        body: WebhookBody,
        response: { 200: WebhookResponse, ...errors(400, 401, 429, 500) },
      },
    },
    async (request) => {
      const raw = (request as unknown as { rawBody?: string }).rawBody ?? '';
      const signature = request.headers['plaid-verification'];
      if (!(await verifier.verify(typeof signature === 'string' ? signature : undefined, raw))) {
        throw unauthorized('Invalid webhook signature');
      }
      const body = request.body;
      const item = body.item_id ? await app.itemsRepository.findByPlaidItemId(body.item_id) : undefined;
      // Unknown items are acknowledged so the provider stops retrying (the item may have just been removed).
      if (!item) return { received: true, action: 'ignored' };

      return { received: true, action: await app.webhookService.handle(item, body) };
    },
  );
};

export default webhook;
