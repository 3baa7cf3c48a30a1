import type { FastifyInstance, RawServerBase } from 'fastify';

/**
 * Answers are not cached unless a route says otherwise (the JWKS): they hold tokens and per-user data. A preflight
 * (204) is left alone, its caching being access-control-max-age's.
 */
export function noStoreByDefault<Server extends RawServerBase>(app: FastifyInstance<Server>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode !== 204 && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
