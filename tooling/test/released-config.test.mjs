// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { writeReleases } from '../release/releases.mjs';
import { releasedConfigReader, withReleases } from '../serve/released-config.mjs';
import { runtimeConfigFromEnv } from '../serve/runtime-config.mjs';
import { serveApp } from '../serve/static-server.mjs';

const config = runtimeConfigFromEnv({});

function releasesFile() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'finance-releases-')), 'remote-releases.json');
}

describe('withReleases', () => {
  it('swaps in a released version of the insights remote where it is deployed, and never adds it where it is not', () => {
    assert.equal(
      withReleases(config, { 'mfe-insights': '3' }).remotes.insights,
      'http://localhost:3005/releases/3/mf-manifest.json',
    );
    const withoutInsights = runtimeConfigFromEnv({ REMOTE_INSIGHTS_URL: '' });
    assert.deepEqual(withReleases(withoutInsights, { 'mfe-insights': '3' }).remotes, withoutInsights.remotes);
  });
});

describe("the shell's server with a releases file", () => {
  const file = releasesFile();
  /** @type {string[]} */
  const logged = [];
  /** @type {{url: string, close: () => Promise<void>}} */
  let server;
  before(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finance-dist-'));
    // The shell's two pages: `/` (the landing page) and every other address.
    for (const page of ['index.html', 'app.html'])
      fs.writeFileSync(path.join(dir, page), '<!doctype html><html><head></head><body></body></html>');
    const runtimeConfig = releasedConfigReader(config, file, (line) => logged.push(line));
    server = await serveApp({ dir, port: 0, role: 'host', runtimeConfig });
  });
  after(() => server.close());

  const served = async () => (await (await fetch(`${server.url}/runtime-config.json`)).json()).remotes;

  it('reads it on every request: a pointed release reaches the next load, the other remotes stay', async () => {
    assert.deepEqual(await served(), config.remotes);
    writeReleases(file, { 'mfe-placeholders': '2.0.0' });
    assert.deepEqual(await served(), {
      ...config.remotes,
      placeholders: 'http://localhost:3004/releases/2.0.0/mf-manifest.json',
    });
    writeReleases(file, { 'mfe-placeholders': '1.0.0', 'mfe-accounts': '7' });
    assert.deepEqual(await served(), {
      ...config.remotes,
      placeholders: 'http://localhost:3004/releases/1.0.0/mf-manifest.json',
      accounts: 'http://localhost:3002/releases/7/mf-manifest.json',
    });
  });

  it("keeps allowing the released remote's origin in the page's policy", async () => {
    writeReleases(file, { 'mfe-placeholders': '2.0.0' });
    const policy = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    assert.match(policy, /script-src [^;]*http:\/\/localhost:3004/);
    assert.match(policy, /connect-src [^;]*http:\/\/localhost:3004/);
  });

  it('keeps the last good releases while the file is malformed, says so once, and follows it once it is fixed', async () => {
    writeReleases(file, { 'mfe-placeholders': '2.0.0' });
    await served();
    fs.writeFileSync(file, '{"mfe-placeholders": "../../x"}');
    const atFault = await served();
    await served();
    assert.equal(atFault.placeholders, 'http://localhost:3004/releases/2.0.0/mf-manifest.json');
    assert.equal(logged.length, 1);
    assert.match(logged[0] ?? '', /Bad version "\.\.\/\.\.\/x".*stay at their last good versions/);
    writeReleases(file, {});
    assert.deepEqual(await served(), config.remotes);
  });
});

describe('releasedConfigReader', () => {
  it('refuses a malformed releases file at start', () => {
    const file = releasesFile();
    fs.writeFileSync(file, '{"mfe-budgets": "1"}');
    assert.throws(() => releasedConfigReader(config, file), /Unknown remote "mfe-budgets"/);
  });

  it('puts a release beside a remote hosted under a path', () => {
    const file = releasesFile();
    writeReleases(file, { 'mfe-placeholders': '2.0.0' });
    const hosted = {
      ...config,
      remotes: { ...config.remotes, placeholders: 'https://cdn.example.com/placeholders/mf-manifest.json' },
    };
    assert.equal(
      releasedConfigReader(hosted, file)().remotes.placeholders,
      'https://cdn.example.com/placeholders/releases/2.0.0/mf-manifest.json',
    );
  });
});
