import type { FastifyInstance } from 'fastify';
import type { WebhookVerificationKeyGetRequest, WebhookVerificationKeyGetResponse } from 'plaid';
import { PlaidError } from '../plaid-error';
import type { PlaidContext } from '../plaid-context';
import { requireFields } from '../request-fields';
import { publicJwk } from '../webhook-sender';
import type { PlaidRoute } from '../plaid-route';

/** The public key of a webhook's Plaid-Verification JWT, by its kid. */
export async function webhookVerificationKeyRoutes(app: FastifyInstance, { webhookKey }: PlaidContext): Promise<void> {
  app.post<PlaidRoute<WebhookVerificationKeyGetRequest, WebhookVerificationKeyGetResponse>>(
    '/webhook_verification_key/get',
    async (request) => {
      requireFields(request.body, ['key_id']);
      if (request.body.key_id !== webhookKey.kid) {
        throw new PlaidError('INVALID_INPUT', 'INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'invalid key_id provided');
      }
      return { key: await publicJwk(webhookKey), request_id: request.id };
    },
  );
}
