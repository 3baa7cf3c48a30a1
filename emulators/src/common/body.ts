import type { FastifyInstance, RawServerBase } from 'fastify';

/**
 * Reads every request body, whatever Content-Type it declares or lacks, into what `parse` makes of its text: the
 * emulators' clients (SDKs, browsers, curl in a README) do not all declare one. A request with no body at all reads
 * as an empty one.
 */
export function parseEveryBody<Server extends RawServerBase>(
  app: FastifyInstance<Server>,
  parse: (text: string) => unknown,
): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, async (_request: unknown, body: string | Buffer) =>
    parse(String(body)),
  );
  app.addHook('preValidation', async (request) => {
    request.body ??= parse('');
  });
}
