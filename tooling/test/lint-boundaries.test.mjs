// @ts-check
// The lint's boundary rules fire: the project's own configuration, applied to a small tree laid out like this repository.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { lintConfig } from '../../eslint.config.mjs';

const workspaces = [
  'shared',
  'shell',
  'mfe-auth',
  'mfe-accounts',
  'mfe-transactions',
  'mfe-placeholders',
  'api',
  'emulators',
  'e2e',
];

/** Each fixture file and its source; every import in it points at another fixture file. */
const files = {
  'shared/src/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'shared/src/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'shared/src/uses-app.ts': "import { shell } from '../../shell/entry';\nexport const used = shell;\n",
  'shared/src/contracts/index.ts': 'export const contract = 1;\n',
  'shared/src/index.ts': 'export const shared = 1;\n',
  'shell/entry.ts': 'export const shell = 1;\n',
  'shell/src/cross-app.ts': "import { auth } from '../../mfe-auth/entry';\nexport const used = auth;\n",
  'shell/src/reach-relative.ts': "import { shared } from '../../shared/src/index';\nexport const used = shared;\n",
  'shell/src/reach-test.ts': "import { helper } from '../../emulators/test/helper';\nexport const used = helper;\n",
  'shell/src/reach-package.ts': "import { shared } from '@finance/shared/src/index';\nexport const used = shared;\n",
  'shell/src/clean.ts':
    "import { contract } from '@finance/shared/contracts';\nimport { local } from './local';\nexport const used = [contract, local];\n",
  'shell/src/local.ts': 'export const local = 1;\n',
  'mfe-auth/entry.ts': 'export const auth = 1;\n',
  'emulators/test/helper.ts': 'export const helper = 1;\n',
  'api/src/uses-shared.ts': "import { shared } from '@finance/shared';\nexport const used = shared;\n",
  'api/src/uses-contracts.ts': "import { contract } from '@finance/shared/contracts';\nexport const used = contract;\n",
  'api/src/services/sync-jobs.ts': 'export interface SyncJobOptions {\n  retryLimit: number;\n}\n',
  'api/src/config.ts':
    "import type { SyncJobOptions } from './services/sync-jobs';\nexport type Config = { syncJobs: SyncJobOptions };\n",
  'api/src/repositories/uses-domain.ts':
    "import type { Health } from '../domain/health';\nexport const healthy = (h: Health) => h.ok;\n",
  'api/src/domain/health.ts': 'export interface Health {\n  ok: boolean;\n}\n',
};

let root = '';
/** @type {Map<string, import('eslint').Linter.LintMessage[]>} */
const messagesByFile = new Map();

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-boundaries-'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'fixture', private: true, workspaces }));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
  // Type information is not what these rules need, and a fixture tree has no TypeScript projects to give it.
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [...lintConfig(root), tseslint.configs.disableTypeChecked],
  });
  for (const result of await eslint.lintFiles(['.'])) {
    messagesByFile.set(path.relative(root, result.filePath), result.messages);
  }
});

after(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * The rule ids and messages reported for one fixture file.
 * @param {string} file
 */
function problemsIn(file) {
  const messages = messagesByFile.get(file);
  assert.ok(messages, `${file} was linted`);
  return messages.map((message) => ({ ruleId: message.ruleId, message: message.message }));
}

/**
 * @param {string} file
 * @param {string} ruleId
 * @param {RegExp} text
 */
function assertReported(file, ruleId, text) {
  const problems = problemsIn(file);
  assert.ok(
    problems.some((problem) => problem.ruleId === ruleId && text.test(problem.message)),
    `${file}: expected ${ruleId} matching ${text}, got ${JSON.stringify(problems)}`,
  );
}

describe('the lint boundaries', () => {
  it('refuses an import cycle', () => {
    assertReported('shared/src/cycle-a.ts', 'import-x/no-cycle', /cycle/i);
  });

  it('refuses an app importing another app', () => {
    assertReported('shell/src/cross-app.ts', 'import-x/no-restricted-paths', /An app never imports another app/);
  });

  it('refuses shared importing an app', () => {
    assertReported('shared/src/uses-app.ts', 'import-x/no-restricted-paths', /@finance\/shared imports no app/);
  });

  it("refuses a relative import into another workspace's src/ or test/", () => {
    assertReported('shell/src/reach-relative.ts', 'no-restricted-imports', /never from its src\/ or test\/ folder/);
    assertReported('shell/src/reach-test.ts', 'no-restricted-imports', /never from its src\/ or test\/ folder/);
  });

  it("refuses a package path into another workspace's src/", () => {
    assertReported('shell/src/reach-package.ts', 'no-restricted-imports', /never from its src\/ or test\/ folder/);
  });

  it('lets the API import the contracts of @finance/shared and nothing else from it', () => {
    assertReported('api/src/uses-shared.ts', 'no-restricted-imports', /only @finance\/shared\/contracts/);
    assert.deepEqual(problemsIn('api/src/uses-contracts.ts'), []);
  });

  it("refuses the API's config, repositories or domain importing a service, even a type only", () => {
    assertReported('api/src/config.ts', 'import-x/no-restricted-paths', /import no service, route or plugin/);
    assert.deepEqual(problemsIn('api/src/repositories/uses-domain.ts'), []);
  });

  it('reports nothing for imports within a workspace and through package entry points', () => {
    assert.deepEqual(problemsIn('shell/src/clean.ts'), []);
    assert.deepEqual(problemsIn('shell/src/local.ts'), []);
  });
});
