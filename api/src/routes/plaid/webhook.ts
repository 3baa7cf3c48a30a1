import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthorized } from '../../lib/http-errors';
import { errors } from '../../lib/error-responses';
import { expiryMessage, itemHealthOf } from '../../services/item-status';
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

      const kind = `${body.webhook_type}:${body.webhook_code}`;
      switch (kind) {
        case 'TRANSACTIONS:SYNC_UPDATES_AVAILABLE':
        case 'TRANSACTIONS:DEFAULT_UPDATE':
        case 'TRANSACTIONS:INITIAL_UPDATE':
        case 'TRANSACTIONS:HISTORICAL_UPDATE':
          await app.webhookService.transactionsChanged(item);
          return { received: true, action: 'sync_started' };
        case 'ITEM:ERROR': {
          const code = body.error?.error_code ?? 'ITEM_ERROR';
          await app.webhookService.healthChanged(
            item,
            itemHealthOf({ errorCode: code, message: body.error?.error_message ?? code }),
          );
          return { received: true, action: 'status_updated' };
        }
        case 'ITEM:PENDING_EXPIRATION':
        case 'ITEM:PENDING_DISCONNECT':
          await app.webhookService.healthChanged(
            item,
            itemHealthOf({
              errorCode: body.webhook_code,
              message: expiryMessage(item.institution_name, body.consent_expiration_time),
            }),
          );
          return { received: true, action: 'status_updated' };
        case 'ITEM:LOGIN_REPAIRED':
          // The repaired connection may have missed transactions meanwhile: sync it too.
          await app.webhookService.healthChanged(item, { status: 'good', errorCode: null, errorMessage: null });
          return { received: true, action: 'status_updated' };
        default:
          return { received: true, action: 'ignored' };
      }
    },
  );
};

export default webhook;
