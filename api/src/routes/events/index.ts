import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errors } from '../../lib/error-responses';
import { HttpError } from '../../lib/http-errors';

/** A comment line now and then keeps proxies and load balancers from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;
const EVENT_ID = /^[0-9]{1,19}$/;
/** setTimeout's longest delay (about 24.8 days); an ID token lives a day at most. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * GET /events: the signed-in person's changes as server-sent events, read with fetch so that the ID token travels in
 * the Authorization header (never in a URL). `Last-Event-ID` resumes after the last event the client saw; without it
 * the stream starts with the next change, as with an id past the person's latest. Each event: `id`, `event` (transactions | connection) and JSON `data`. The
 * stream opens with a `ready` event whose id is where it starts, so that a client which has seen no change yet still
 * resumes from there when the stream ends, and misses nothing that happened while it reconnected.
 * A stream lives as long as the token it was opened with: it ends at the token's exp, when every other request with
 * that token is refused, and the client reconnects with a fresh token and resumes after its last event. One person
 * holds at most EVENT_STREAMS_PER_PERSON streams on a process; one more is answered 429 (the client backs off and
 * tries again), rather than closing an older one, which would reconnect and close another in turn.
 */
const events: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: "The signed-in person's changes (transactions, connection status) as server-sent events",
        headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: EVENT_ID.source })) }),
        response: errors(400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const userId = request.user.user_id;
      const latest = await app.eventHub.latestId(userId);
      const given = request.headers['last-event-id'];
      // An id past the person's latest event (9999999999999999999 is past PostgreSQL's bigint, too) is no id: the
      // stream starts with the next change. Kept, it would wait for ids that never come, and deliver nothing again.
      const lastId = given !== undefined && BigInt(given) <= BigInt(latest) ? BigInt(given).toString() : latest;
      // No await from this check to the subscription below, so that streams opened at once cannot pass it together.
      const most = app.config.eventStreamsPerPerson;
      if (app.eventHub.streamsOf(userId) >= most) {
        throw new HttpError(
          429,
          `Too many open event streams: at most ${most} per person. Close another tab or window to open this one.`,
        );
      }
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
      res.write(`: connected\n\nid: ${lastId}\nevent: ready\ndata: {}\n\n`);
      // The stream writes every KEEPALIVE_MS and ends at the token's exp: the connection's idle timeout is not for it.
      res.socket?.setTimeout(0);
      const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
      const expiresInMs = request.auth!.expiresAt * 1000 - Date.now();
      const expiry = setTimeout(() => res.end(), Math.min(Math.max(expiresInMs, 0), LONGEST_TIMER_MS));
      let unsubscribe: (() => void) | undefined;
      let closed = false;
      res.on('close', () => {
        closed = true;
        clearInterval(keepalive);
        clearTimeout(expiry);
        unsubscribe?.();
      });
      const remove = await app.eventHub.subscribe({
        userId,
        lastId,
        send: (event) => res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`),
        end: () => res.end(),
      });
      // The client may have gone while the stream caught up.
      if (closed) remove();
      else unsubscribe = remove;
    },
  );
};

export default events;
