// @ts-check
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import { runtimeConfigFromEnv } from '../serve/runtime-config.mjs';
import { contentSecurityPolicy, corsHeaders, cspReportHandler, inlineHashes } from '../serve/security-headers.mjs';

/** @param {string} text */
const sha = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** @param {string} policy */
function directives(policy) {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const page = '<html><head><style>body{margin:0}</style></head><body><script>window.x=1</script></body></html>';

  it('allows exactly the local stack: own origin, remotes, API, identity emulator, Link emulator', () => {
    const policy = directives(contentSecurityPolicy({ config: runtimeConfigFromEnv({}), html: page, nonce: 'n0nce' }));
    const remotes = [
      'http://localhost:3001',
      'http://localhost:3002',
      'http://localhost:3003',
      'http://localhost:3004',
    ];
    assert.deepEqual(policy['default-src'], ["'self'"]);
    assert.deepEqual(policy['script-src'], ["'self'", ...remotes, 'http://localhost:4010', sha('window.x=1')]);
    assert.deepEqual(policy['style-src'], ["'self'", "'nonce-n0nce'", sha('body{margin:0}')]);
    assert.deepEqual(policy['connect-src'], [
      "'self'",
      'http://localhost:4000',
      ...remotes,
      'https://localhost:9443',
      'http://localhost:9229',
    ]);
    assert.deepEqual(policy['frame-src'], ['http://localhost:4010']);
    assert.deepEqual(policy['frame-ancestors'], ["'none'"]);
    assert.deepEqual(policy['object-src'], ["'none'"]);
    assert.deepEqual(policy['report-uri'], ['/csp-report']);
    assert.ok(!JSON.stringify(policy).includes('unsafe'));
  });

  it('in production allows Cognito and Plaid by their own addresses, and no emulator', () => {
    const config = runtimeConfigFromEnv({
      API_URL: 'https://api.example.com',
      COGNITO_DOMAIN: 'auth.example.com',
      COGNITO_REGION: 'eu-west-1',
      COGNITO_ENDPOINT: '',
      PLAID_LINK_SCRIPT_URL: '',
      REMOTE_AUTH_URL: 'https://cdn.example.com/auth/1/mf-manifest.json',
    });
    const policy = directives(contentSecurityPolicy({ config, html: '', nonce: 'n' }));
    assert.ok(policy['connect-src'].includes('https://cognito-idp.eu-west-1.amazonaws.com'));
    assert.ok(policy['connect-src'].includes('https://auth.example.com'));
    assert.ok(policy['script-src'].includes('https://cdn.example.com'));
    assert.ok(policy['script-src'].includes('https://cdn.plaid.com'));
    assert.deepEqual(policy['frame-src'], ['https://cdn.plaid.com']);
    assert.ok(!policy['connect-src'].includes('http://localhost:9229'));
  });
});

describe('inlineHashes', () => {
  it('hashes inline scripts and styles, not scripts with a src', () => {
    const html = '<script src="/a.js"></script><script type="module">go()</script><style media="x">p{}</style>';
    assert.deepEqual(inlineHashes(html), { scripts: [sha('go()')], styles: [sha('p{}')] });
  });
});

describe('corsHeaders', () => {
  it('allows only the configured shell origins', () => {
    const origins = ['https://app.example.com'];
    assert.equal(
      corsHeaders('https://app.example.com', origins)['Access-Control-Allow-Origin'],
      'https://app.example.com',
    );
    assert.deepEqual(corsHeaders('https://evil.example', origins), { Vary: 'Origin' });
    assert.deepEqual(corsHeaders(undefined, origins), { Vary: 'Origin' });
  });
});

describe('cspReportHandler', () => {
  /** @param {ReturnType<typeof cspReportHandler>} handle @param {string} body */
  async function post(handle, body) {
    const { Readable } = await import('node:stream');
    const req = Object.assign(Readable.from([Buffer.from(body)]), { destroy: () => undefined });
    /** @type {number[]} */
    const statuses = [];
    const res = {
      headersSent: false,
      writeHead(/** @type {number} */ status) {
        statuses.push(status);
        this.headersSent = true;
        return { end: () => undefined };
      },
    };
    handle(/** @type {any} */ (req), /** @type {any} */ (res));
    await new Promise((resolve) => req.on('end', resolve));
    return statuses[0];
  }

  it('logs one line per report, without query strings', async () => {
    /** @type {string[]} */
    const lines = [];
    const handle = cspReportHandler((line) => lines.push(line));
    const report = {
      'csp-report': {
        'document-uri': 'http://localhost:3000/?code=abc&state=xyz',
        'effective-directive': 'style-src-elem',
        'blocked-uri': 'inline',
        'line-number': 3,
      },
    };
    assert.equal(await post(handle, JSON.stringify(report)), 204);
    assert.deepEqual(lines, [
      '[csp-report] {"page":"http://localhost:3000/","directive":"style-src-elem","blocked":"inline","line":3}',
    ]);
  });

  it('logs at most 60 reports a minute', async () => {
    /** @type {string[]} */
    const lines = [];
    const handle = cspReportHandler((line) => lines.push(line));
    const body = JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost:3000/' } });
    for (let i = 0; i < 70; i += 1) await post(handle, body);
    assert.equal(lines.length, 60);
  });

  it('refuses a body over 16 KB', async () => {
    /** @type {string[]} */
    const lines = [];
    assert.equal(
      await post(
        cspReportHandler((line) => lines.push(line)),
        'x'.repeat(17 * 1024),
      ),
      413,
    );
    assert.deepEqual(lines, []);
  });
});
