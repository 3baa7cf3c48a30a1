import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { ProviderError } from '../../services/bank-provider';

/**
 * PostgreSQL (and PGlite) stores no NUL character in text and refuses it with SQLSTATE 22021 (invalid byte sequence)
 * or 22P05 (untranslatable character). Valid JSON can carry one, so it is the caller's bad input: 400, not 500.
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

/**
 * Every error leaves as JSON {error, message} and never with a stack. 4xx messages are for the caller; a 5xx is
 * logged and answered with a generic message.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ProviderError | Error, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ error: err.error, message: err.message, ...err.extra });
    }
    if (err instanceof ProviderError) {
      request.log.warn({ code: err.errorCode, type: err.errorType }, 'bank-linking provider error');
      return reply
        .code(502)
        .send({ error: 'Bad Gateway', message: `The bank-linking provider answered ${err.errorCode}: ${err.message}` });
    }
    const fe = err as FastifyError;
    if (fe.validation) {
      return reply.code(400).send({ error: 'Bad Request', message: fe.message });
    }
    if (UNSTORABLE_TEXT.has(String((err as { code?: unknown }).code))) {
      return reply.code(400).send({ error: 'Bad Request', message: 'Text cannot contain the NUL character (U+0000)' });
    }
    const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: fe.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal Server Error', message: 'An unexpected error occurred' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ error: 'Not Found', message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
