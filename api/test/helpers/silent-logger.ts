import type { FastifyBaseLogger } from 'fastify';

/** A logger that drops everything, for services used without an app. */
export const silentLogger: FastifyBaseLogger = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silentLogger,
};
