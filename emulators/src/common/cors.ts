import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, RawServerBase } from 'fastify';

/**
 * CORS for browser clients on any origin: the emulators serve local apps on ports that tests choose at random.
 * Preflight echoes the requested headers because Amplify and the plaid SDK send their own (x-amz-*, cache-control).
 */
export function corsHeaders(request: { method: string; headers: IncomingHttpHeaders }): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin) return {};
  const headers: Record<string, string> = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
    'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date',
  };
  if (request.method === 'OPTIONS') {
    headers['access-control-allow-methods'] = 'GET, POST, OPTIONS';
    headers['access-control-allow-headers'] = String(
      request.headers['access-control-request-headers'] ?? 'content-type',
    );
    headers['access-control-max-age'] = '600';
  }
  return headers;
}

/** Answers the preflight of any path: 204 with the CORS headers. */
export function answerPreflights<Server extends RawServerBase>(app: FastifyInstance<Server>): void {
  app.options('*', (request, reply) => {
    reply.code(204).headers(corsHeaders(request)).send();
  });
}
