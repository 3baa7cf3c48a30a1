// @ts-check
// The shared react-router is tree-shaken to the names in tooling/webpack/router-exports.mjs: every name an app's
// production code imports must be in that list, or the app crashes at run time.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { browserApps, repoRoot } from '../apps.mjs';
import { RENDER_MODULE } from '../webpack/landing-page.mjs';
import { routerExports } from '../webpack/router-exports.mjs';

/** Production source files under a folder: tests and test helpers never reach a bundle. */
function sourceFiles(/** @type {string} */ dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== 'node_modules') files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

const workspaces = [...browserApps.map((app) => app.dir), 'shared'];
// The landing page's renderer runs in Node at build time, with react-router whole from node_modules (StaticRouter).
const sources = workspaces
  .flatMap((dir) => sourceFiles(path.join(repoRoot, dir, 'src')))
  .filter((file) => file !== RENDER_MODULE);

/** Each import or re-export statement from a router package: its module and the text between braces (or null). */
function routerImports(/** @type {string} */ text) {
  const statements = [...text.matchAll(/(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(react-router[^']*)'/g)];
  return statements.map((match) => ({ typeOnly: Boolean(match[1]), clause: match[2] ?? '', module: match[3] }));
}

describe('react-router imports', () => {
  it('come from react-router only, never react-router-dom or a subpath', () => {
    for (const file of sources) {
      for (const { module } of routerImports(fs.readFileSync(file, 'utf8'))) {
        assert.equal(module, 'react-router', path.relative(repoRoot, file));
      }
    }
  });

  it('name only what the shared tree-shaken react-router keeps', () => {
    let checked = 0;
    for (const file of sources) {
      for (const { typeOnly, clause } of routerImports(fs.readFileSync(file, 'utf8'))) {
        if (typeOnly) continue;
        const braces = /^\{([^}]*)\}$/.exec(clause.trim());
        assert.ok(braces, `${path.relative(repoRoot, file)}: import named bindings from react-router, not "${clause}"`);
        const names = (braces[1] ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '))
          .map((part) => part.split(/\s+as\s+/)[0] ?? part);
        for (const name of names) {
          assert.ok(
            routerExports.includes(name),
            `${path.relative(repoRoot, file)} imports ${name}: add it to the list`,
          );
          checked += 1;
        }
      }
    }
    assert.ok(checked > 0, 'no react-router import found: is the scan looking in the right place?');
  });
});
