// @ts-check
// The static server for the built apps: the shell (SPA fallback, runtime config, the page's
// Content-Security-Policy) and the remotes (CORS for the shell's origins, since its page fetches their manifests;
// a remote's released versions under /releases/<version>/).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { MANIFEST, isVersion } from '../release/releases.mjs';
import {
  CSP_REPORT_PATH,
  baseSecurityHeaders,
  contentSecurityPolicy,
  corsHeaders,
  cspReportHandler,
  injectNonceMeta,
  newNonce,
} from './security-headers.mjs';

/** Hashed build output ("main.0a1b2c3d4e.js") never changes under its name, so it may be cached for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map|woff2?|png|svg)(\.gz)?$/;
const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** @param {http.ServerResponse} res */
function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_CACHE }).end('Not found');
}

/**
 * @typedef {object} ServeOptions
 * @property {string} dir             the built app's folder (its dist/)
 * @property {number} port            0 picks a free port
 * @property {'host' | 'remote'} role
 * @property {() => import('./runtime-config.mjs').RuntimeConfig} [runtimeConfig]  the shell's /runtime-config.json
 *   document, read on every request
 * @property {boolean} [production]   sends HSTS
 * @property {string[]} [appOrigins]  the shell origins a remote allows (CORS); default http://localhost:3000
 * @property {string} [releasesDir]   a remote's versioned builds (releases/<remote>), served at /releases/<version>/
 */

/**
 * Serves one built app. Resolves once it listens.
 * @param {ServeOptions} options
 * @returns {Promise<{url: string, port: number, close: () => Promise<void>}>}
 */
export async function serveApp({
  dir,
  port,
  role,
  runtimeConfig,
  production = false,
  appOrigins = ['http://localhost:3000'],
  releasesDir,
}) {
  // The shell's build has two pages: index.html, the page of `/` (the landing page rendered into it), and app.html,
  // every other address's (an empty #root, so a deep link never shows the landing page).
  const landingFile = path.join(dir, 'index.html');
  const appFile = path.join(dir, 'app.html');
  for (const file of role === 'host' ? [landingFile, appFile] : [landingFile]) {
    if (!fs.existsSync(file))
      throw new Error(`${dir} has no build: run npm run build first (no ${path.basename(file)})`);
  }
  /** @param {string} root */
  const filesOf = (root) =>
    sirv(root, {
      dev: false,
      etag: true,
      gzip: true,
      setHeaders(res, pathname) {
        res.setHeader('Cache-Control', HASHED.test(pathname) ? LONG_CACHE : NO_CACHE);
        // sirv sets Vary: Accept-Encoding over the remote's Vary: Origin (its CORS answer depends on the origin).
        if (role === 'remote') res.setHeader('Vary', 'Origin, Accept-Encoding');
      },
    });
  const files = filesOf(dir);
  /** One file server per released version, made on its first request (a release never changes once built), and
   * dropped if its folder is removed. */
  const releases = new Map();
  /** @param {string} version @returns {ReturnType<typeof sirv> | undefined} */
  const releaseFiles = (version) => {
    if (!releasesDir || !isVersion(version)) return undefined;
    const root = path.join(releasesDir, version);
    if (!fs.existsSync(path.join(root, MANIFEST))) {
      releases.delete(version);
      return undefined;
    }
    if (!releases.has(version)) releases.set(version, filesOf(root));
    return releases.get(version);
  };
  const receiveCspReport = cspReportHandler();

  /** @param {http.ServerResponse} res @param {string} file */
  const sendPage = (res, file) => {
    const config = runtimeConfig?.();
    const nonce = newNonce();
    const html = injectNonceMeta(fs.readFileSync(file, 'utf8'), nonce);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_CACHE,
      ...(config ? { 'Content-Security-Policy': contentSecurityPolicy({ config, html, nonce }) } : {}),
      'X-Frame-Options': 'DENY',
    });
    res.end(html);
  };

  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of Object.entries(baseSecurityHeaders({ production }))) res.setHeader(name, value);
    if (role === 'remote') {
      for (const [name, value] of Object.entries(corsHeaders(req.headers.origin, appOrigins))) {
        res.setHeader(name, value);
      }
    }
    if (role === 'host' && req.method === 'POST' && pathname === CSP_REPORT_PATH) {
      receiveCspReport(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, role === 'remote' ? { 'Access-Control-Allow-Methods': 'GET, HEAD' } : {}).end();
      return;
    }
    if (role === 'host' && pathname === '/runtime-config.json' && runtimeConfig) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': NO_CACHE });
      res.end(JSON.stringify(runtimeConfig()));
      return;
    }
    if (role === 'host' && (pathname === '/' || pathname === '/index.html' || pathname === '/app.html')) {
      // The pages always go out with their policy, never as plain files; `/index.html` is not `/` to the router.
      sendPage(res, pathname === '/' ? landingFile : appFile);
      return;
    }
    const released = role === 'remote' ? /^\/releases\/([^/]+)(\/.*)$/.exec(pathname) : null;
    if (released) {
      const releaseHandler = releaseFiles(/** @type {string} */ (released[1]));
      if (!releaseHandler) {
        notFound(res);
        return;
      }
      // The release's own folder answers the rest of the path.
      req.url = /** @type {string} */ (released[2]);
      releaseHandler(req, res, () => notFound(res));
      return;
    }
    files(req, res, () => {
      // A path with no file: the shell's client-side routes get the page; anything else is missing.
      const looksLikeFile = path.extname(pathname) !== '';
      if (role === 'host' && !looksLikeFile) {
        sendPage(res, appFile);
      } else {
        notFound(res);
      }
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://localhost:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
