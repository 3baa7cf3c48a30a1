// @ts-check
// The web tier's security headers: the shell page's Content-Security-Policy (built per response from the runtime
// config and the page itself), the headers every response carries, the remotes' CORS, and the CSP report sink.
import crypto from 'node:crypto';

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
 * The shell page's policy: its own origin, the configured remotes, the API, the identity service, the bank-linking
 * script and frame; inline code only by hash, and run-time styles only with this response's nonce.
 * @param {{config: import('./runtime-config.mjs').RuntimeConfig, html: string, nonce: string}} page
 */
export function contentSecurityPolicy({ config, html, nonce }) {
  const remotes = Object.values(config.remotes).map(originOf);
  const { identity } = config;
  const identityOrigins = [
    `https://${identity.domain}`,
    identity.userPoolEndpoint
      ? originOf(identity.userPoolEndpoint)
      : `https://cognito-idp.${identity.region}.amazonaws.com`,
  ];
  const link = config.plaidLinkScriptUrl ? originOf(config.plaidLinkScriptUrl) : PLAID_LINK_ORIGIN;
  const inline = inlineHashes(html);
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, link, ...inline.scripts],
    'style-src': ["'self'", `'nonce-${nonce}'`, ...inline.styles],
    'connect-src': ["'self'", originOf(config.apiUrl), ...remotes, ...identityOrigins],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'frame-src': [link],
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
 * The headers every response of the apps' servers carries; HSTS only in production (https).
 * @param {{production: boolean}} options
 */
export function baseSecurityHeaders({ production }) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * A remote's CORS headers for one request: only a configured shell origin is allowed.
 * @param {string | undefined} requestOrigin @param {string[]} appOrigins
 * @returns {Record<string, string>}
 */
export function corsHeaders(requestOrigin, appOrigins) {
  if (!requestOrigin || !appOrigins.includes(requestOrigin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': requestOrigin, 'Timing-Allow-Origin': requestOrigin, Vary: 'Origin' };
}

const REPORT_BODY_LIMIT = 16 * 1024;
const REPORTS_PER_MINUTE = 60;

/** An address without its query or fragment (an OAuth code or a search may sit there). */
function withoutQuery(/** @type {unknown} */ value) {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? url.protocol : `${url.origin}${url.pathname}`;
  } catch {
    return value.slice(0, 40);
  }
}

/**
 * Receives CSP violation reports: logs one line per report, without query strings, at most REPORTS_PER_MINUTE a minute
 * (the rest are counted), and refuses bodies over REPORT_BODY_LIMIT.
 * @param {(line: string) => void} log
 */
export function cspReportHandler(log = (line) => console.warn(line)) {
  let windowStart = 0;
  let inWindow = 0;
  let dropped = 0;
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return (req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > REPORT_BODY_LIMIT) {
        res.writeHead(413, { Connection: 'close' }).end();
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      res.writeHead(204).end();
      const now = Date.now();
      if (now - windowStart > 60_000) {
        if (dropped) log(`[csp-report] ${dropped} more reports were not logged`);
        windowStart = now;
        inWindow = 0;
        dropped = 0;
      }
      if (++inWindow > REPORTS_PER_MINUTE) {
        dropped += 1;
        return;
      }
      let report;
      try {
        report = JSON.parse(Buffer.concat(chunks).toString('utf8'))?.['csp-report'];
      } catch {
        report = undefined;
      }
      if (!report || typeof report !== 'object') {
        log('[csp-report] unreadable report');
        return;
      }
      const summary = {
        page: withoutQuery(report['document-uri']),
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: withoutQuery(report['blocked-uri']),
        source: withoutQuery(report['source-file']),
        line: report['line-number'],
      };
      log(`[csp-report] ${JSON.stringify(summary)}`);
    });
  };
}
