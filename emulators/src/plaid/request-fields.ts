import type { FastifyRequest } from 'fastify';
import { PLAID_CLIENT_ID, PLAID_SECRET } from '../config';
import { errors } from './plaid-error';

/**
 * Plaid checks its required fields itself and names the missing ones (MISSING_FIELDS); the emulator does the same,
 * as a body is typed by Plaid's API but not validated by Fastify.
 */
export function requireFields(body: object, fields: string[]): void {
  const values = body as Record<string, unknown>;
  const missing = fields.filter(
    (field) => values[field] === undefined || values[field] === null || values[field] === '',
  );
  if (missing.length > 0) throw errors.missingFields(missing);
}

/** The client id and secret, in the body or in the PLAID-CLIENT-ID / PLAID-SECRET headers (INVALID_API_KEYS). */
export async function checkApiKeys(request: FastifyRequest): Promise<void> {
  const body = request.body as { client_id?: unknown; secret?: unknown };
  const clientId = body.client_id ?? request.headers['plaid-client-id'];
  const secret = body.secret ?? request.headers['plaid-secret'];
  if (clientId === undefined || secret === undefined) {
    throw errors.missingFields([clientId === undefined ? 'client_id' : 'secret']);
  }
  if (clientId !== PLAID_CLIENT_ID || secret !== PLAID_SECRET) throw errors.invalidApiKeys();
}
