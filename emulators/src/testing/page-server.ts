import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';

/** Bundles a browser entry with esbuild, as an app build would, unchanged client libraries included. */
export async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    // Development React, so StrictMode really mounts, unmounts and mounts again.
    define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

export interface PageServer {
  origin: string;
  /** Sets the page's HTML (it can need the emulators' URLs, which exist only after the server's port is known). */
  setHtml(html: string): void;
  close(): Promise<void>;
}

/** Serves one HTML page at every path but /bundle.js, like a single-page app. */
export async function startPageServer(script: string): Promise<PageServer> {
  let html = '<!doctype html><title>not ready</title>';
  const server = http.createServer((req, res) => {
    if (req.url === '/bundle.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(script);
    } else if (req.url === '/favicon.ico') {
      res.writeHead(404);
      res.end();
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(html);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    setHtml: (value) => {
      html = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
