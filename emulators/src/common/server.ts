import type { Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The fields of a query string or form, the first of a repeated one as URLSearchParams.get reads it (Fastify's own
 * query parser makes a list of them).
 */
export function firstValues(text: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

/**
 * Limits and timeouts as node's own http server has them, which the emulators used before Fastify: Fastify's defaults
 * differ (keep-alive 72 s, no request timeout), and clients that pool connections notice the keep-alive.
 */
const SERVER_OPTIONS = {
  // Bodies are small JSON or form posts; a cap keeps a stray upload from eating memory.
  bodyLimit: 1024 * 1024,
  keepAliveTimeout: 5_000,
  requestTimeout: 300_000,
  // close() ends keep-alive connections from browsers and SDK agents too, which would otherwise hold it open.
  forceCloseConnections: true,
  // A HEAD is not a GET here: the services never answered HEAD with a page.
  exposeHeadRoutes: false,
  routerOptions: { querystringParser: firstValues },
} as const;

export interface ServerOptions {
  /** The request ids the service hands out (request.id), in its own format. */
  requestId?: () => string;
}

/** A PEM key and certificate for https. */
interface Certificate {
  key: string;
  cert: string;
}

/** An emulator's Fastify app: plain http, or https with the hosted UI's certificate. */
export function createServer(options?: ServerOptions): FastifyInstance;
export function createServer(options: ServerOptions & { certificate: Certificate }): FastifyInstance<HttpsServer>;
export function createServer({ requestId, certificate }: ServerOptions & { certificate?: Certificate } = {}):
  FastifyInstance | FastifyInstance<HttpsServer> {
  const options = { ...SERVER_OPTIONS, ...(requestId ? { genReqId: requestId } : {}) };
  return certificate ? Fastify({ ...options, https: certificate }) : Fastify(options);
}

/** Listens on host:port (port 0 picks a free one); resolves with the address and port the system gave. */
export async function listen(app: FastifyInstance | FastifyInstance<HttpsServer>, port: number, host: string) {
  await app.listen({ port, host });
  return app.server.address() as AddressInfo;
}

/** "127.0.0.1", "[::1]": an address as it reads before a port. */
export function formatHost(address: AddressInfo): string {
  return address.family === 'IPv6' ? `[${address.address}]` : address.address;
}

/**
 * What no service has an answer of its own for. A body over the limit cuts the connection (the client sees a reset,
 * no answer), so a stray upload costs nothing more; another error of the request itself (a malformed Content-Type, say) keeps its status; a bug
 * answers 500 rather than crashing, and says so on the console (the message only: bodies may hold tokens).
 */
export function answerUnexpected(thrown: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const error = thrown as Partial<FastifyError>;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    reply.hijack();
    request.raw.destroy();
    return;
  }
  if (error.statusCode !== undefined && error.statusCode < 500) {
    reply.code(error.statusCode).send({ message: error.message });
    return;
  }
  console.error('[emulators] request failed:', thrown instanceof Error ? thrown.message : thrown);
  reply.code(500).send({ message: 'internal error' });
}
