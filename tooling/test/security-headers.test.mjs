// @ts-check
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { runtimeConfigFromEnv } from '../serve/runtime-config.mjs';
import { allowShellOrigins, contentSecurityPolicy, inlineHashes } from '../serve/security-headers.mjs';

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
      'http://localhost:3005',
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

describe('allowShellOrigins', () => {
  it('allows only the configured shell origins', async () => {
    const app = Fastify();
    await allowShellOrigins(app, ['https://app.example.com']);
    app.get('/', async () => 'ok');
    /** @param {string | undefined} origin */
    const headersFor = async (origin) => (await app.inject({ url: '/', headers: origin ? { origin } : {} })).headers;
    const allowed = await headersFor('https://app.example.com');
    assert.equal(allowed['access-control-allow-origin'], 'https://app.example.com');
    for (const origin of ['https://evil.example', undefined]) {
      const headers = await headersFor(origin);
      assert.equal(headers['access-control-allow-origin'], undefined, origin);
      assert.equal(headers['timing-allow-origin'], undefined, origin);
      assert.equal(headers.vary, 'Origin', origin);
    }
  });
});
