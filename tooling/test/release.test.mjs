// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import { release } from '../release.mjs';
import { ReleaseError, readReleases } from '../release/releases.mjs';

/** A releases root with one built release (its manifest is what makes it one), and a releases file beside it. */
function sandbox() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'finance-releases-'));
  const releasesRoot = path.join(root, 'releases');
  for (const version of ['1.0.0', '1.1.0']) {
    fs.mkdirSync(path.join(releasesRoot, 'mfe-placeholders', version), { recursive: true });
    fs.writeFileSync(path.join(releasesRoot, 'mfe-placeholders', version, 'mf-manifest.json'), '{}');
  }
  const file = path.join(root, 'remote-releases.json');
  /** @type {string[]} */
  const logged = [];
  /** @param {string[]} args */
  const run = (args) =>
    release(args, { env: { REMOTE_RELEASES_FILE: file }, releasesRoot, log: (line) => logged.push(line) });
  /** Every file under the root with its content: what "nothing changed" compares. */
  const state = () =>
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const full = path.join(entry.parentPath, entry.name);
        return `${path.relative(root, full)}=${fs.readFileSync(full, 'utf8')}`;
      })
      .sort();
  return { releasesRoot, file, logged, run, state };
}

describe('npm run release', () => {
  /** @type {ReturnType<typeof sandbox>} */
  let box;
  beforeEach(async () => {
    box = sandbox();
    await box.run(['point', 'mfe-placeholders', '--version', '1.0.0']);
  });

  it('points a remote at a release, says what it was, and rolls back by pointing at the previous one', async () => {
    assert.deepEqual(readReleases(box.file), { 'mfe-placeholders': '1.0.0' });
    await box.run(['point', 'mfe-placeholders', '--version', '1.1.0']);
    assert.deepEqual(readReleases(box.file), { 'mfe-placeholders': '1.1.0' });
    assert.match(
      box.logged.at(-1) ?? '',
      /was 1\.0\.0.*Roll back: npm run release -- point mfe-placeholders --version 1\.0\.0/,
    );
    await box.run(['point', 'mfe-placeholders', '--version', '1.0.0']);
    assert.deepEqual(readReleases(box.file), { 'mfe-placeholders': '1.0.0' });
  });

  /** @type {Array<[string, string[], RegExp]>} */
  const refused = [
    ['no command', [], /Unknown command ""/],
    ['an unknown command', ['ship', 'mfe-placeholders', '--version', '1.1.0'], /Unknown command "ship"/],
    ['an unknown option', ['point', 'mfe-placeholders', '--version', '1.1.0', '--force'], /Unknown option '--force'/],
    [
      'an extra argument',
      ['point', 'mfe-placeholders', 'mfe-auth', '--version', '1.1.0'],
      /Unexpected arguments: mfe-auth/,
    ],
    [
      'an unknown remote',
      ['point', 'mfe-budgets', '--version', '1.1.0'],
      /Unknown remote "mfe-budgets"; expected one of mfe-auth/,
    ],
    ['the shell, which is no remote', ['build', 'shell', '--version', '2'], /Unknown remote "shell"/],
    ['no version', ['point', 'mfe-placeholders'], /Bad version ""/],
    [
      'a version that climbs out of its folder',
      ['point', 'mfe-placeholders', '--version', '../1.1.0'],
      /Bad version "\.\.\/1\.1\.0"/,
    ],
    ['a version of two segments', ['build', 'mfe-placeholders', '--version', 'a/b'], /Bad version "a\/b"/],
    ['a hidden version', ['point', 'mfe-placeholders', '--version', '.1'], /Bad version "\.1"/],
    [
      'a release never built',
      ['point', 'mfe-placeholders', '--version', '9.9.9'],
      /mfe-placeholders has no release 9\.9\.9: build it first/,
    ],
    [
      'a version that exists already',
      ['build', 'mfe-placeholders', '--version', '1.1.0'],
      /mfe-placeholders 1\.1\.0 exists already/,
    ],
    [
      'a source with no sources',
      ['build', 'mfe-placeholders', '--version', '2.0.0', '--source', os.tmpdir()],
      /holds no remote's sources/,
    ],
    [
      'a source given to point',
      ['point', 'mfe-placeholders', '--version', '1.1.0', '--source', '.'],
      /point takes no --source/,
    ],
  ];
  for (const [what, args, message] of refused) {
    it(`refuses ${what} with a clear error and changes nothing`, async () => {
      const before = box.state();
      await assert.rejects(box.run(args), (error) => error instanceof ReleaseError && message.test(error.message));
      assert.deepEqual(box.state(), before);
    });
  }

  it('refuses to point while the releases file is malformed, and leaves it as it is', async () => {
    fs.writeFileSync(box.file, '{"mfe-placeholders": "../x"}');
    const before = box.state();
    await assert.rejects(box.run(['point', 'mfe-placeholders', '--version', '1.1.0']), /Bad version "\.\.\/x"/);
    assert.deepEqual(box.state(), before);
  });
});

describe('readReleases', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'finance-releases-file-')), 'remote-releases.json');

  it('reads no file as no release', () => {
    assert.deepEqual(readReleases(file), {});
  });

  for (const [content, message] of [
    ['not json', /is not JSON/],
    ['["mfe-placeholders"]', /must hold an object of remote to version/],
    ['{"shell": "1"}', /Unknown remote "shell"/],
    ['{"mfe-placeholders": 1.5}', /the version of mfe-placeholders must be a string/],
    ['{"mfe-placeholders": ""}', /Bad version ""/],
  ]) {
    it(`refuses ${content}`, () => {
      fs.writeFileSync(file, /** @type {string} */ (content));
      assert.throws(() => readReleases(file), /** @type {RegExp} */ (message));
    });
  }
});
