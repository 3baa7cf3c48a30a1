import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** How long a connection may take and how many there may be (Node's http server options). */
export interface ConnectionLimits {
  /** The whole request (headers and body) must arrive within it: a body trickled in byte by byte is cut off. */
  requestTimeoutMs: number;
  /** The headers must arrive within it (at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection between two requests closes after it. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing is read or written for this long closes (event streams excepted). */
  connectionTimeoutMs: number;
  /** Connections over it are refused (the socket is closed at once). */
  maxConnections: number;
  /** A keep-alive connection closes after this many requests. */
  maxRequestsPerSocket: number;
}

/**
 * The API's http server, with the limits set. Fastify calls the factory for each address it listens on. Node checks
 * the request timeouts every `connectionsCheckingInterval`: a quarter of the shortest, so that a slow request is cut
 * off within 1.25 times its timeout.
 */
export function httpServerFactory(limits: ConnectionLimits): FastifyServerFactory {
  return (handler) => {
    const server = http.createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: limits.headersTimeoutMs,
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        connectionsCheckingInterval: Math.max(100, Math.floor(limits.headersTimeoutMs / 4)),
      },
      handler,
    );
    server.setTimeout(limits.connectionTimeoutMs);
    server.maxConnections = limits.maxConnections;
    server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
    return server;
  };
}
