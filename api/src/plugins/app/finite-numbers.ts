import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/http-errors';

/**
 * Ajv coerces a query or path string such as `1e309` to Infinity and then skips its range checks for the non-finite
 * number (ajv 8.20), so `?limit=1e309` passed validation as `limit: Infinity` and failed later with a 500. Numbers in
 * JSON bodies are not coerced and are checked as finite by the schema itself; query and path values are checked here,
 * after validation and before any handler.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [part, values] of [
      ['querystring', request.query],
      ['params', request.params],
    ] as const) {
      if (!values || typeof values !== 'object') continue;
      for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
        if (typeof value === 'number' && !Number.isFinite(value)) {
          throw badRequest(`${part}/${name} must be a finite number`);
        }
      }
    }
  });
}
