import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Errors Fastify answers before a route runs (a URL it cannot decode, a path parameter over its length), in the API's
 * one shape {error, message} rather than Fastify's {error, code, message, statusCode}.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode ?? 400;
  const message = FRAMEWORK_MESSAGES[err.code] ?? err.message;
  void reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message });
}

/** Fastify's words quote the whole path back; these say what is wrong with it. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL cannot be decoded: a % must be followed by two hexadecimal digits of UTF-8',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the path is longer than 100 characters',
};

/** What Node's http parser refuses before Fastify sees a request: too slow, headers too large, not HTTP. */
const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'The request line and headers are larger than the server accepts'],
};

/**
 * A request Node's parser refused (Fastify's clientErrorHandler), answered in the API's one shape on the raw socket,
 * which then closes: nothing more can be read from it.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: STATUS_CODES[status], message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
