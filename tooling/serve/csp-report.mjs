// @ts-check
// The CSP report sink: where a browser posts what a page's policy blocked (report-uri in the policy).
import { CSP_REPORT_PATH } from './security-headers.mjs';

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

/** @param {unknown} body @returns {string} the log line of one report */
function reportLine(body) {
  let report;
  try {
    report = JSON.parse(String(body))?.['csp-report'];
  } catch {
    report = undefined;
  }
  if (!report || typeof report !== 'object') return '[csp-report] unreadable report';
  const summary = {
    page: withoutQuery(report['document-uri']),
    directive: report['effective-directive'] ?? report['violated-directive'],
    blocked: withoutQuery(report['blocked-uri']),
    source: withoutQuery(report['source-file']),
    line: report['line-number'],
  };
  return `[csp-report] ${JSON.stringify(summary)}`;
}

/**
 * The route that receives CSP violation reports: logs one line per report, without query strings, at most
 * REPORTS_PER_MINUTE a minute (the rest are counted), and refuses bodies over REPORT_BODY_LIMIT (413).
 * @param {(line: string) => void} [log]
 * @returns {import('fastify').FastifyPluginAsync}
 */
export function cspReports(log = (line) => console.warn(line)) {
  let windowStart = 0;
  let inWindow = 0;
  let dropped = 0;
  return async (app) => {
    // Browsers send application/csp-report, and an unreadable body is logged as such rather than refused: the body is
    // taken as text, whatever its type, and read below.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
      const now = Date.now();
      if (now - windowStart > 60_000) {
        if (dropped) log(`[csp-report] ${dropped} more reports were not logged`);
        windowStart = now;
        inWindow = 0;
        dropped = 0;
      }
      if (++inWindow > REPORTS_PER_MINUTE) dropped += 1;
      else log(reportLine(request.body));
      return reply.code(204).send();
    });
  };
}
