// @ts-check
// The web tier's security headers: a page's Content-Security-Policy (the shell's built per response from the runtime
// config and the page itself; a remote's own page allows its origin only), the headers every response carries
// (@fastify/helmet), and the remotes' CORS (@fastify/cors). Helmet does not write the page's policy: it cannot take
// the hashes of the page it goes out with, and it separates directives with ";" where browsers, reports and the tests
// read "; ".
import crypto from 'node:crypto';
import cors from '@fastify/cors';

/** Where a browser sends the reports of what the policy blocked. */
export const CSP_REPORT_PATH = '/csp-report';
/** Plaid's Link script and frame, used whenever no local Link script is configured (production). */
export const PLAID_LINK_ORIGIN = 'https://cdn.plaid.com';

/** @param {string} text */
const sha256Source = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hash sources of a page's inline code: each <script> without src, and each <style>, exactly as written.
 * @param {string} html
 */
export function inlineHashes(html) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes ?? ''))
    .map(([, , body]) => sha256Source(body ?? ''));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, body]) => sha256Source(body ?? ''));
  return { scripts, styles };
}

/** A fresh nonce for one response. */
export function newNonce() {
  return crypto.randomBytes(16).toString('base64');
}

/**
 * Gives the page the response's style nonce, where styled-components and the shared styleNonce() read it.
 * @param {string} html @param {string} nonce
 */
export function injectNonceMeta(html, nonce) {
  return html.replace(/<head>/i, `<head>\n    <meta property="csp-nonce" content="${nonce}" />`);
}

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/**
 * The others a page may reach: for the shell's page, the configured remotes, the API, the identity service and the
 * bank-linking script and frame; a remote's own page (no runtime config) reaches its own origin only.
 * @param {import('./runtime-config.mjs').RuntimeConfig | undefined} config
 */
function reachableOrigins(config) {
  if (!config) return { scripts: [], connect: [], frames: ["'none'"] };
  const remotes = Object.values(config.remotes).map(originOf);
  const { identity } = config;
  const identityOrigins = [
    `https://${identity.domain}`,
    identity.userPoolEndpoint
      ? originOf(identity.userPoolEndpoint)
      : `https://cognito-idp.${identity.region}.amazonaws.com`,
  ];
  const link = config.plaidLinkScriptUrl ? originOf(config.plaidLinkScriptUrl) : PLAID_LINK_ORIGIN;
  return {
    scripts: [...remotes, link],
    connect: [originOf(config.apiUrl), ...remotes, ...identityOrigins],
    frames: [link],
  };
}

/**
 * A page's policy: its own origin and what reachableOrigins allows; inline code only by hash, and run-time styles only
 * with this response's nonce.
 * @param {{config?: import('./runtime-config.mjs').RuntimeConfig, html: string, nonce: string}} page
 */
export function contentSecurityPolicy({ config, html, nonce }) {
  const reachable = reachableOrigins(config);
  const inline = inlineHashes(html);
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...reachable.scripts, ...inline.scripts],
    'style-src': ["'self'", `'nonce-${nonce}'`, ...inline.styles],
    'connect-src': ["'self'", ...reachable.connect],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'frame-src': reachable.frames,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Helmet's part: the headers every response of the apps' servers carries, and no other (its defaults add more, and a
 * cross-origin resource policy of same-origin would keep the shell's page from running the remotes' scripts); HSTS
 * only in production (https). A page's policy and X-Frame-Options are the page's own (static-server.mjs).
 * @param {{production: boolean}} options
 * @returns {import('@fastify/helmet').FastifyHelmetOptions}
 */
export function helmetOptions({ production }) {
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/**
 * A remote's CORS: only a configured shell origin is allowed, and may time the remote's files too.
 * @param {import('fastify').FastifyInstance} app @param {string[]} appOrigins
 */
export async function allowShellOrigins(app, appOrigins) {
  app.addHook('onRequest', async (request, reply) => {
    const { origin } = request.headers;
    if (origin && appOrigins.includes(origin)) reply.header('Timing-Allow-Origin', origin);
  });
  // A preflight without Access-Control-Request-Method is answered like any other, not refused (400).
  await app.register(cors, { origin: appOrigins, methods: ['GET', 'HEAD'], strictPreflight: false });
}
