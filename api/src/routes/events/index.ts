import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors } from '../../lib/error-responses';

/** A comment line now and then keeps proxies and load balancers from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;
const EVENT_ID = /^[0-9]{1,19}$/;

/**
 * GET /events: the signed-in person's changes as server-sent events, read with fetch so that the ID token travels in
 * the Authorization header (never in a URL). `Last-Event-ID` resumes after the last event the client saw; without it
 * the stream starts with the next change. Each event: `id`, `event` (transactions | connection) and JSON `data`.
 */
const events: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: "The signed-in person's changes (transactions, connection status) as server-sent events",
        headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: EVENT_ID.source })) }),
        response: errors(400, 401, 403),
      },
    },
    async (request, reply) => {
      const userId = request.user.user_id;
      const lastId = request.headers['last-event-id'] ?? (await app.eventHub.latestId(userId));
      reply.hijack();
      const res = reply.raw;
      // Hooks (CORS, security headers) set their headers on the reply; a hijacked reply writes them itself.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) res.setHeader(name, value);
      res.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      const unsubscribe = await app.eventHub.subscribe({
        userId,
        lastId,
        send: (event) => res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`),
        end: () => res.end(),
      });
      const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
      request.raw.on('close', () => {
        clearInterval(keepalive);
        unsubscribe();
      });
    },
  );
};

export default events;
