// @ts-check
// The static server for the built apps: the shell (SPA fallback, runtime config, the page's
// Content-Security-Policy) and the remotes (CORS for the shell's origins, since its page fetches their manifests;
// a remote's released versions under /releases/<version>/; its own page with a policy of its own origin only).
// It listens on 127.0.0.1 unless told otherwise. Fastify serves it: @fastify/static the files (their .gz twins to a
// browser that takes gzip, never a dotfile, a folder's index or a path out of the folder), @fastify/helmet and
// @fastify/cors the headers of security-headers.mjs.
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { LOCAL_HOST } from '../apps.mjs';
import { MANIFEST, isVersion } from '../release/releases.mjs';
import { cspReports } from './csp-report.mjs';
import {
  CSP_REPORT_PATH,
  allowShellOrigins,
  contentSecurityPolicy,
  helmetOptions,
  injectNonceMeta,
  newNonce,
} from './security-headers.mjs';

/** Hashed build output ("main.0a1b2c3d4e.js") never changes under its name, so it may be cached for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|map|woff2?|png|svg)(\.gz)?$/;
const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** @param {import('fastify').FastifyReply} reply */
function notFound(reply) {
  return reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', NO_CACHE).send('Not found');
}

/**
 * The address with a malformed %-escape in its path ("/%zz") taken as written, as the server took it before Fastify,
 * whose router would answer such a path with a 400 of its own, ahead of the hooks that add the web tier's headers.
 * @param {string} url
 */
function literalIfMalformed(url) {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  try {
    decodeURIComponent(pathname);
    return url;
  } catch {
    return pathname.replaceAll('%', '%25') + url.slice(pathname.length);
  }
}

/**
 * @typedef {object} ServeOptions
 * @property {string} dir             the built app's folder (its dist/)
 * @property {number} port            0 picks a free port
 * @property {string} [host]          the address to listen on; default 127.0.0.1 (this machine only)
 * @property {'host' | 'remote'} role
 * @property {() => import('./runtime-config.mjs').RuntimeConfig} [runtimeConfig]  the shell's /runtime-config.json
 *   document, read on every request
 * @property {boolean} [production]   sends HSTS
 * @property {string[]} [appOrigins]  the shell origins a remote allows (CORS); default http://localhost:3000
 * @property {string} [releasesDir]   a remote's versioned builds (releases/<remote>), served at /releases/<version>/
 * @property {(line: string) => void} [log]  where the CSP reports' lines go; default console.warn
 */

/**
 * Serves one built app. Resolves once it listens.
 * @param {ServeOptions} options
 * @returns {Promise<{url: string, port: number, address: string, close: () => Promise<void>}>}  address: the one it
 *   listens on, as the system reports it
 */
export async function serveApp({
  dir,
  port,
  host = LOCAL_HOST,
  role,
  runtimeConfig,
  production = false,
  appOrigins = ['http://localhost:3000'],
  releasesDir,
  log,
}) {
  // The shell's build has two pages: index.html, the page of `/` (the landing page rendered into it), and app.html,
  // every other address's (an empty #root, so a deep link never shows the landing page).
  const landingFile = path.join(dir, 'index.html');
  const appFile = path.join(dir, 'app.html');
  for (const file of role === 'host' ? [landingFile, appFile] : [landingFile]) {
    if (!fs.existsSync(file))
      throw new Error(`${dir} has no build: run npm run build first (no ${path.basename(file)})`);
  }
  const app = Fastify({
    rewriteUrl: (request) => literalIfMalformed(request.url ?? '/'),
    // Node's own timeouts, which these servers kept before Fastify (whose defaults hold an idle connection 72 s and
    // never time out a request).
    keepAliveTimeout: 5_000,
    requestTimeout: 300_000,
    // Closing ends the connections still open (a browser's keep-alive ones), so a stop does not wait on them.
    forceCloseConnections: true,
  });
  await app.register(helmet, helmetOptions({ production }));
  if (role === 'remote') await allowShellOrigins(app, appOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    // A remote's preflight is answered by its CORS above; the shell has no cross-origin callers.
    if (request.method === 'OPTIONS') return reply.code(204).send();
    if (request.method === 'POST' && request.routeOptions.url === CSP_REPORT_PATH) return undefined;
    return reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').send();
  });
  await app.register(cspReports(log));
  await app.register(fastifyStatic, {
    root: dir,
    preCompressed: true,
    // A page goes out with its policy (sendPage), never as a folder's plain index.html.
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('Cache-Control', HASHED.test(file) ? LONG_CACHE : NO_CACHE),
  });

  /** Every page goes out with its policy, never as a plain file: the shell's from its runtime config, a remote's own
   * page (its build opened directly) with its origin only.
   * @param {import('fastify').FastifyReply} reply @param {string} file */
  const sendPage = (reply, file) => {
    const config = runtimeConfig?.();
    const nonce = newNonce();
    const html = injectNonceMeta(fs.readFileSync(file, 'utf8'), nonce);
    return reply
      .type('text/html; charset=utf-8')
      .headers({
        'Cache-Control': NO_CACHE,
        'Content-Security-Policy': contentSecurityPolicy({ config, html, nonce }),
        'X-Frame-Options': 'DENY',
      })
      .send(html);
  };

  if (role === 'host' && runtimeConfig) {
    app.get('/runtime-config.json', (_request, reply) => reply.header('Cache-Control', NO_CACHE).send(runtimeConfig()));
  }
  // The shell's `/index.html` is not `/` to its router: a deep link like any other, it gets app.html.
  const pages =
    role === 'host'
      ? { '/': landingFile, '/index.html': appFile, '/app.html': appFile }
      : { '/': landingFile, '/index.html': landingFile };
  for (const [url, file] of Object.entries(pages)) app.get(url, (_request, reply) => sendPage(reply, file));
  if (role === 'remote' && releasesDir) {
    // /releases/<version>/<file>: a release is served while its folder holds its manifest (it may be built after the
    // server started, or removed).
    app.get('/releases/*', (request, reply) => {
      const [, version = '', file = ''] =
        /^([^/]*)\/(.*)$/s.exec(/** @type {{'*': string}} */ (request.params)['*']) ?? [];
      const root = path.join(releasesDir, version);
      if (!isVersion(version) || !fs.existsSync(path.join(root, MANIFEST))) return notFound(reply);
      const page = path.join(root, 'index.html');
      if ((file === '' || file === 'index.html') && fs.existsSync(page)) return sendPage(reply, page);
      return reply.sendFile(`/${file}`, root);
    });
  }

  /** A path with no file: the shell's client-side routes get the page; anything else is missing.
   * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
  const noFile = (request, reply) => {
    const pathname = new URL(request.url, 'http://localhost').pathname;
    return role === 'host' && path.extname(pathname) === '' ? sendPage(reply, appFile) : notFound(reply);
  };
  app.setNotFoundHandler(noFile);
  app.setErrorHandler((error, request, reply) =>
    // @fastify/static refuses a path out of its folder, or one not written the one plain way, with 403: to a visitor
    // it is a path with no file, as it was before Fastify.
    /** @type {{statusCode?: number}} */ (error).statusCode === 403 ? noFile(request, reply) : reply.send(error),
  );

  await app.listen({ port, host });
  const bound = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return {
    url: `http://localhost:${bound.port}`,
    port: bound.port,
    address: bound.address,
    close: () => app.close(),
  };
}
