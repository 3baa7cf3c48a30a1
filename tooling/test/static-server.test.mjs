// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { runtimeConfigFromEnv } from '../serve/runtime-config.mjs';
import { serveApp } from '../serve/static-server.mjs';

/** A small fake build: an index page, a hashed bundle with its gzip twin, a manifest. */
function fakeBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finance-dist-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root">Landing</div></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'app.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
  const bundle = 'console.log("hello");'.repeat(200);
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), bundle);
  fs.writeFileSync(path.join(dir, 'main.0123456789.js.gz'), zlib.gzipSync(bundle));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"placeholders"}');
  return dir;
}

describe('serveApp as the shell', () => {
  /** @type {{url: string, close: () => Promise<void>}} */
  let server;
  const config = runtimeConfigFromEnv({});
  /** @type {string[]} */
  const logged = [];
  before(async () => {
    const log = (/** @type {string} */ line) => logged.push(line);
    server = await serveApp({ dir: fakeBuild(), port: 0, role: 'host', runtimeConfig: () => config, log });
  });
  after(() => server.close());

  it('serves the runtime config, never cached', async () => {
    const response = await fetch(`${server.url}/runtime-config.json`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await response.json(), config);
  });

  it('answers a deep link with the page (SPA fallback), its nonce first in <head>', async () => {
    const response = await fetch(`${server.url}/accounts/acc-1`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const html = await response.text();
    assert.match(html, /^<!doctype html><html><head>\n {4}<meta property="csp-nonce" content="[^"]+" \/><title>/);
  });

  it('leaves the local Link script out of every page: the accounts remote loads it where Link is used', async () => {
    assert.ok(config.plaidLinkScriptUrl);
    for (const pathname of ['/', '/accounts']) {
      const html = await (await fetch(`${server.url}${pathname}`)).text();
      assert.ok(!html.includes('link-initialize'), pathname);
    }
  });

  it('answers / with the landing page (index.html) and every other page address with app.html', async () => {
    const text = async (/** @type {string} */ pathname) => (await fetch(`${server.url}${pathname}`)).text();
    assert.match(await text('/'), /<div id="root">Landing<\/div>/);
    for (const pathname of ['/signin', '/accounts/acc-1', '/index.html', '/app.html']) {
      assert.match(await text(pathname), /<div id="root"><\/div>/, pathname);
    }
  });

  it('never sends a page as a plain file, whatever address names it', async () => {
    for (const pathname of ['/app', '/index', '/app.html?x=1', '/%zz']) {
      const response = await fetch(`${server.url}${pathname}`);
      assert.equal(response.status, 200, pathname);
      assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, pathname);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', pathname);
      assert.match(await response.text(), /<meta property="csp-nonce"/, pathname);
    }
  });

  it('sends the page with its policy and a fresh style nonce each time, matching the page', async () => {
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await fetch(`${server.url}/`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /<meta property="csp-nonce" content="([^"]+)"/.exec(await response.text())?.[1];
      assert.ok(nonce);
      assert.ok(policy.includes(`style-src 'self' 'nonce-${nonce}'`), policy);
      assert.ok(policy.includes("frame-ancestors 'none'"), policy);
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('strict-transport-security'), null);
      nonces.push(nonce);
    }
    assert.notEqual(nonces[0], nonces[1]);
  });

  it('takes CSP violation reports at /csp-report', async () => {
    const report = { 'csp-report': { 'document-uri': 'http://localhost/?code=secret', 'violated-directive': 'x' } };
    const response = await fetch(`${server.url}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify(report),
    });
    assert.equal(response.status, 204);
    assert.deepEqual(logged, ['[csp-report] {"page":"http://localhost/","directive":"x"}']);
  });

  it('caches hashed files for a year and serves them gzipped to a browser that accepts it', async () => {
    const response = await fetch(`${server.url}/main.0123456789.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.ok((await response.text()).startsWith('console.log("hello");'));
  });

  it('answers 404, not the page, for a missing file', async () => {
    const response = await fetch(`${server.url}/missing.0123456789.js`);
    assert.equal(response.status, 404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(`${server.url}/`, { method: 'POST', body: 'x' });
    assert.equal(response.status, 405);
  });
});

describe('serveApp as a remote', () => {
  /** @type {{url: string, close: () => Promise<void>}} */
  let server;
  /** @type {string[]} */
  const logged = [];
  before(async () => {
    const log = (/** @type {string} */ line) => logged.push(line);
    server = await serveApp({ dir: fakeBuild(), port: 0, role: 'remote', log });
  });
  after(() => server.close());

  it('serves its manifest with CORS for the shell origin, and no caching', async () => {
    const response = await fetch(`${server.url}/mf-manifest.json`, { headers: { Origin: 'http://localhost:3000' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.match(response.headers.get('vary') ?? '', /Origin/);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  });

  it('sends no CORS to any other origin', async () => {
    const response = await fetch(`${server.url}/mf-manifest.json`, { headers: { Origin: 'https://evil.example' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    const preflight = await fetch(`${server.url}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
  });

  it('has no SPA fallback', async () => {
    assert.equal((await fetch(`${server.url}/dashboard`)).status, 404);
  });

  it('answers 404 with its headers for a dotfile, a path out of the folder, a malformed address, or its page by another name', async () => {
    for (const pathname of ['/.env', '/%2e%2e/package.json', '/%zz', '/index']) {
      const response = await fetch(`${server.url}${pathname}`, { headers: { Origin: 'http://localhost:3000' } });
      assert.equal(response.status, 404, pathname);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', pathname);
      assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000', pathname);
    }
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    const first = await fetch(`${server.url}/mf-manifest.json`);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    // fetch() itself would add Cache-Control: no-cache to a conditional request (a forced reload): node:http does not.
    const { default: http } = await import('node:http');
    const status = await new Promise((resolve, reject) => {
      http
        .get(`${server.url}/mf-manifest.json`, { headers: { 'If-None-Match': etag } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
    assert.equal(status, 304);
  });

  it("sends its own page with the shell page's headers: a policy of its own origin only, a nonce, no framing", async () => {
    for (const pathname of ['/', '/index.html']) {
      const response = await fetch(`${server.url}${pathname}`);
      assert.equal(response.status, 200, pathname);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /<meta property="csp-nonce" content="([^"]+)" \/>/.exec(await response.text())?.[1];
      assert.ok(nonce, `${pathname} carries the response's nonce`);
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        `style-src 'self' 'nonce-${nonce}'`,
        "connect-src 'self'",
        "frame-src 'none'",
        "object-src 'none'",
        "frame-ancestors 'none'",
      ]) {
        assert.ok(policy.split('; ').includes(directive), `${pathname}: ${directive} in ${policy}`);
      }
    }
  });

  it('receives the reports of its page, as the shell does', async () => {
    const response = await fetch(`${server.url}/csp-report`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: '{}',
    });
    assert.equal(response.status, 204);
    assert.deepEqual(logged, ['[csp-report] unreadable report']);
  });

  it('refuses to start without a build', async () => {
    await assert.rejects(
      serveApp({ dir: path.join(os.tmpdir(), 'no-such-build'), port: 0, role: 'remote' }),
      /has no build: run npm run build first/,
    );
  });
});

describe('serveApp as a remote with released versions', () => {
  /** @type {{url: string, close: () => Promise<void>}} */
  let server;
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finance-releases-'));
  before(async () => {
    server = await serveApp({ dir: fakeBuild(), port: 0, role: 'remote', releasesDir });
  });
  after(() => server.close());

  it('serves a release built after it started, its manifest never cached and its hashed files for a year', async () => {
    assert.equal((await fetch(`${server.url}/releases/2.0.0/mf-manifest.json`)).status, 404);
    fs.cpSync(fakeBuild(), path.join(releasesDir, '2.0.0'), { recursive: true });
    const manifest = await fetch(`${server.url}/releases/2.0.0/mf-manifest.json`);
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(manifest.headers.get('access-control-allow-origin'), null);
    const bundle = await fetch(`${server.url}/releases/2.0.0/main.0123456789.js`, {
      headers: { Origin: 'http://localhost:3000' },
    });
    assert.equal(bundle.status, 200);
    assert.equal(bundle.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(bundle.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  });

  it('answers 404 for a version it does not have, a file a release lacks, or a path out of the folder', async () => {
    fs.cpSync(fakeBuild(), path.join(releasesDir, '3.0.0'), { recursive: true });
    fs.writeFileSync(path.join(releasesDir, 'secret.txt'), 'not served');
    for (const pathname of [
      '/releases/9.9.9/mf-manifest.json',
      '/releases/3.0.0/missing.js',
      '/releases/3.0.0/../secret.txt',
      '/releases/%2e%2e/secret.txt',
      '/releases/.hidden/mf-manifest.json',
    ]) {
      const response = await fetch(`${server.url}${pathname}`);
      assert.equal(response.status, 404, pathname);
      assert.notEqual(await response.text(), 'not served');
    }
  });

  it("sends a release's own page with its policy too", async () => {
    fs.cpSync(fakeBuild(), path.join(releasesDir, '5.0.0'), { recursive: true });
    for (const pathname of ['/releases/5.0.0/', '/releases/5.0.0/index.html']) {
      const response = await fetch(`${server.url}${pathname}`);
      assert.equal(response.status, 200, pathname);
      assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, pathname);
      assert.match(await response.text(), /<meta property="csp-nonce"/);
    }
  });

  it('stops serving a release whose folder is removed', async () => {
    fs.cpSync(fakeBuild(), path.join(releasesDir, '4.0.0'), { recursive: true });
    assert.equal((await fetch(`${server.url}/releases/4.0.0/mf-manifest.json`)).status, 200);
    fs.rmSync(path.join(releasesDir, '4.0.0'), { recursive: true });
    assert.equal((await fetch(`${server.url}/releases/4.0.0/main.0123456789.js`)).status, 404);
  });
});

describe('serveApp on the network', () => {
  it('listens on 127.0.0.1 unless told otherwise: nobody else on the network reaches a local app', async () => {
    const server = await serveApp({ dir: fakeBuild(), port: 0, role: 'remote' });
    try {
      assert.equal(server.address, '127.0.0.1');
      assert.equal((await fetch(`http://127.0.0.1:${server.port}/mf-manifest.json`)).status, 200);
      // Not on any other address of this machine, IPv6 loopback included.
      await assert.rejects(fetch(`http://[::1]:${server.port}/mf-manifest.json`));
    } finally {
      await server.close();
    }
  });

  it('listens where its host setting says (a container: 0.0.0.0)', async () => {
    const server = await serveApp({ dir: fakeBuild(), port: 0, role: 'remote', host: '0.0.0.0' });
    try {
      assert.equal(server.address, '0.0.0.0');
    } finally {
      await server.close();
    }
  });
});

describe('serveApp in production', () => {
  it('sends HSTS', async () => {
    const server = await serveApp({ dir: fakeBuild(), port: 0, role: 'remote', production: true });
    try {
      const response = await fetch(`${server.url}/mf-manifest.json`);
      assert.equal(response.headers.get('strict-transport-security'), 'max-age=31536000; includeSubDomains');
    } finally {
      await server.close();
    }
  });
});
