// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { cspReports } from '../serve/csp-report.mjs';
import { CSP_REPORT_PATH } from '../serve/security-headers.mjs';

/**
 * A server with the report route alone; posts a body to it and answers the status.
 * @param {(line: string) => void} log
 */
async function reportSink(log) {
  const app = Fastify();
  await app.register(cspReports(log));
  return async (/** @type {string} */ body) =>
    (
      await app.inject({
        method: 'POST',
        url: CSP_REPORT_PATH,
        headers: { 'content-type': 'application/csp-report' },
        payload: body,
      })
    ).statusCode;
}

describe('cspReports', () => {
  it('logs one line per report, without query strings', async () => {
    /** @type {string[]} */
    const lines = [];
    const post = await reportSink((line) => lines.push(line));
    const report = {
      'csp-report': {
        'document-uri': 'http://localhost:3000/?code=abc&state=xyz',
        'effective-directive': 'style-src-elem',
        'blocked-uri': 'inline',
        'line-number': 3,
      },
    };
    assert.equal(await post(JSON.stringify(report)), 204);
    assert.deepEqual(lines, [
      '[csp-report] {"page":"http://localhost:3000/","directive":"style-src-elem","blocked":"inline","line":3}',
    ]);
  });

  it('logs at most 60 reports a minute', async () => {
    /** @type {string[]} */
    const lines = [];
    const post = await reportSink((line) => lines.push(line));
    const body = JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost:3000/' } });
    for (let i = 0; i < 70; i += 1) await post(body);
    assert.equal(lines.length, 60);
  });

  it('refuses a body over 16 KB', async () => {
    /** @type {string[]} */
    const lines = [];
    const post = await reportSink((line) => lines.push(line));
    assert.equal(await post('x'.repeat(17 * 1024)), 413);
    assert.deepEqual(lines, []);
  });
});
