// @ts-check
// The API's schemas (@finance/shared/contracts, TypeBox) are for the server: the apps import the contracts' types
// only, so no schema code may reach a browser bundle. This reads every app's production build (building what is
// missing or stale first) and looks for TypeBox in it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build } from 'esbuild';
import { browserApps, repoRoot } from '../apps.mjs';
import { buildApps } from '../build.mjs';

/** TypeBox marks every schema with these symbol keys; minifiers keep strings, so they survive in any bundle of it. */
const TYPEBOX_MARKERS = /TypeBox\.(Kind|Hint|Optional|Readonly|Transform)/;

/** @param {string} dir @returns {string[]} every JavaScript file under dir */
function scripts(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => path.join(dir, f));
}

/** @param {string[]} files @returns {string[]} the files that hold TypeBox code */
function filesWithTypeBox(files) {
  return files.filter((file) => TYPEBOX_MARKERS.test(fs.readFileSync(file, 'utf8')));
}

/** Bundles a one-line module that imports the contracts as given, the way an app would. */
async function bundleOf(/** @type {string} */ importLine) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contracts-bundle-'));
  const entry = path.join(dir, 'entry.ts');
  fs.writeFileSync(entry, `${importLine}\nexport const probe: unknown = typeof Account;\n`);
  const outfile = path.join(dir, 'out.js');
  await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    outfile,
    nodePaths: [path.join(repoRoot, 'node_modules')],
    logLevel: 'silent',
  });
  return { files: [outfile], cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe('the contracts stay out of the browser bundles', () => {
  it('finds TypeBox in a bundle that imports a contract as a value, and none when it imports the type only', async () => {
    const value = await bundleOf("import { Account } from '@finance/shared/contracts';");
    const typeOnly = await bundleOf(
      "import type { Account } from '@finance/shared/contracts';\ndeclare const Account: Account;",
    );
    try {
      assert.equal(filesWithTypeBox(value.files).length, 1);
      assert.deepEqual(filesWithTypeBox(typeOnly.files), []);
    } finally {
      value.cleanup();
      typeOnly.cleanup();
    }
  });

  it('no production build of any app holds TypeBox code', () => {
    buildApps();
    for (const app of browserApps) {
      const dist = path.join(repoRoot, app.dir, 'dist');
      const files = scripts(dist);
      assert.ok(files.length > 0, `${app.dir}/dist has no scripts`);
      assert.deepEqual(
        filesWithTypeBox(files).map((f) => path.relative(repoRoot, f)),
        [],
        `${app.dir} bundles TypeBox`,
      );
    }
  });
});
