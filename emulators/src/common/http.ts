import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the handlers see it: the parsed URL and the whole body, read once. */
export interface Request {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type Handler = (req: Request, res: ServerResponse) => Promise<void> | void;

// Bodies are small JSON or form posts; a cap keeps a stray upload from eating memory.
const MAX_BODY_BYTES = 1024 * 1024;

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Wraps a handler for node's http server: reads the body, and answers 500 rather than crashing on a bug. */
export function toListener(baseUrl: () => string, handler: Handler) {
  return (incoming: IncomingMessage, res: ServerResponse): void => {
    readBody(incoming)
      .then((body) =>
        handler(
          {
            method: (incoming.method ?? 'GET').toUpperCase(),
            url: new URL(incoming.url ?? '/', baseUrl()),
            headers: incoming.headers,
            body,
          },
          res,
        ),
      )
      .catch((error: unknown) => {
        console.error('[emulators] request failed:', error instanceof Error ? error.message : error);
        if (!res.headersSent) sendJson(res, 500, { message: 'internal error' });
        else res.end();
      });
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendText(
  res: ServerResponse,
  status: number,
  contentType: string,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store', ...headers });
  res.end(text);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

/**
 * CORS for browser clients on any origin: the emulators serve local apps on ports that tests choose at random.
 * Preflight echoes the requested headers because Amplify and the plaid SDK send their own (x-amz-*, cache-control).
 */
export function corsHeaders(req: Request): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  const headers: Record<string, string> = {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    vary: 'Origin',
    'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date',
  };
  if (req.method === 'OPTIONS') {
    headers['access-control-allow-methods'] = 'GET, POST, OPTIONS';
    headers['access-control-allow-headers'] = String(req.headers['access-control-request-headers'] ?? 'content-type');
    headers['access-control-max-age'] = '600';
  }
  return headers;
}

export function parseJson(body: Buffer): unknown {
  if (body.length === 0) return {};
  return JSON.parse(body.toString('utf8'));
}

export function parseForm(body: Buffer): URLSearchParams {
  return new URLSearchParams(body.toString('utf8'));
}

export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections from browsers and SDK agents would otherwise hold close() open.
    server.closeAllConnections();
  });
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
