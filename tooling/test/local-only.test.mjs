// @ts-check
// Local means local: the apps' servers listen on this machine only unless told otherwise, and local state is its
// owner's only.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { browserApps, hostOf } from '../apps.mjs';
import { makePrivateDir } from '../private-dir.mjs';
import { writeReleases } from '../release/releases.mjs';

/** @param {string} file */
const modeOf = (file) => (fs.statSync(file).mode & 0o777).toString(8);

describe('hostOf', () => {
  it("gives every app 127.0.0.1 unless its own variable says otherwise, and names a bad one's variable", () => {
    for (const app of browserApps) {
      assert.equal(hostOf(app, {}), '127.0.0.1', app.dir);
      assert.equal(hostOf(app, { [app.hostVariable]: '' }), '127.0.0.1', app.dir);
      assert.equal(hostOf(app, { [app.hostVariable]: '0.0.0.0' }), '0.0.0.0', app.dir);
      assert.equal(hostOf(app, { [app.hostVariable]: '::' }), '::', app.dir);
      assert.throws(
        () => hostOf(app, { [app.hostVariable]: 'http://0.0.0.0' }),
        new RegExp(
          `^Error: ${app.hostVariable} must be an IP address or a host name to listen on, got "http://0.0.0.0"$`,
        ),
      );
    }
  });
});

describe('local state', () => {
  it('makes .data readable by its owner only, and tightens one made open before', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'finance-private-'));
    try {
      const fresh = path.join(root, 'fresh', '.data');
      makePrivateDir(fresh);
      assert.equal(modeOf(fresh), '700');
      const open = path.join(root, 'open');
      fs.mkdirSync(open, { mode: 0o777 });
      fs.chmodSync(open, 0o777);
      makePrivateDir(open);
      assert.equal(modeOf(open), '700');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes the releases file 0600, in a folder of its own made 0700', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'finance-private-'));
    try {
      const file = path.join(root, '.data', 'remote-releases.json');
      writeReleases(file, { 'mfe-placeholders': '1.0.0' });
      assert.equal(modeOf(path.dirname(file)), '700');
      assert.equal(modeOf(file), '600');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
