// @ts-check
// `npm run lint`: correctness rules for every workspace, and the boundaries that keep the architecture:
// no import cycles, no app imports another app, `shared` imports no app, the API takes only the contracts from
// `@finance/shared`, and no import reaches into another workspace's src/ or test/.
import fs from 'node:fs';
import path from 'node:path';
import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { browserApps, repoRoot } from './tooling/apps.mjs';

const tsFiles = ['**/*.ts', '**/*.tsx'];
const jsFiles = ['**/*.mjs', '**/*.cjs', '**/*.js'];

/**
 * A relative import that climbs out of its workspace and into another one's src/ or test/ bypasses that package's
 * public surface; so does a package path such as `@finance/shared/src/...`.
 * @param {string[]} workspaces
 */
function reachInPatterns(workspaces) {
  const message =
    "Import another workspace through its package's public entry points (for example @finance/shared/testing), " +
    'never from its src/ or test/ folder.';
  return [
    { regex: `^(?:\\.\\./)+(?:${workspaces.join('|')})/(?:src|test)(?:/|$)`, message },
    { regex: '^@finance/[^/]+/(?:src|test)(?:/|$)', message },
  ];
}

/**
 * The whole lint configuration for a repository laid out like this one, rooted at `root` (the tooling's tests build
 * it over a small fixture tree).
 * @param {string} root
 */
export function lintConfig(root) {
  /** @type {string[]} */
  const workspaces = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  const apps = browserApps.map((app) => app.dir);
  const reachIn = reachInPatterns(workspaces);

  return defineConfig(
    // What git ignores (builds, local data, test reports) is not source.
    includeIgnoreFile(path.join(repoRoot, '.gitignore')),
    js.configs.recommended,
    tseslint.configs.recommended,
    {
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      languageOptions: { globals: { ...globals.node } },
      plugins: { 'import-x': importX },
      settings: {
        // Without these the import rules silently skip every TypeScript file they follow (no cycle would be found).
        'import-x/extensions': ['.ts', '.tsx', '.mjs', '.cjs', '.js'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: workspaces.map((dir) => path.join(root, dir, 'tsconfig.json')),
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        // A cycle makes module initialisation order decide behaviour (an import that is still undefined when read).
        // Type-only imports do not count: they are gone at run time.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              // Remotes are deployed on their own: one app reaching into another would bundle a second copy of it and
              // break when the other ships. They meet through @finance/shared (bus, session, store, contracts).
              ...apps.map((app) => ({
                target: `./${app}`,
                from: apps.filter((other) => other !== app).map((other) => `./${other}`),
                message: 'An app never imports another app: share through @finance/shared.',
              })),
              // shared is the bottom layer every app depends on; an import upwards would tie it to one app.
              {
                target: './shared',
                from: [...apps, 'api'].map((app) => `./${app}`),
                message: '@finance/shared imports no app.',
              },
              // The API's lower layers (shared types in domain/, SQL in repositories/, the database, config, helpers)
              // know nothing of the services, routes and plugins built on them; a type imported upwards made the
              // circle config -> sync-jobs -> sync-service -> items-repository -> bank-provider -> config. Type-only
              // imports count here (no-cycle skips them).
              {
                target: ['domain', 'repositories', 'db', 'lib', 'migrations', 'config.ts'].map((p) => `./api/src/${p}`),
                from: ['services', 'routes', 'plugins'].map((p) => `./api/src/${p}`),
                message:
                  "The API's domain, repositories, database, config and lib import no service, route or plugin: " +
                  'shared types live in api/src/domain.',
              },
            ],
          },
        ],
        'no-restricted-imports': ['error', { patterns: reachIn }],
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      },
    },
    {
      // The API shares only the wire contracts with the apps: the rest of @finance/shared is browser code.
      files: ['api/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [{ name: '@finance/shared', message: 'The API imports only @finance/shared/contracts.' }],
            patterns: [
              ...reachIn,
              {
                group: ['@finance/shared/*', '!@finance/shared/contracts'],
                message: 'The API imports only @finance/shared/contracts.',
              },
            ],
          },
        ],
      },
    },
    {
      files: tsFiles,
      extends: [tseslint.configs.recommendedTypeChecked],
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
      rules: {
        // The type-aware rules kept are the ones that catch bugs (a promise nobody awaits or catches, an object turned
        // into "[object Object]", a needless assertion). The no-unsafe-* family would flag every JSON body a test
        // reads, and require-await every async signature an interface asks for, with no bug found among them.
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
        '@typescript-eslint/require-await': 'off',
        // React calls an async submit handler and drops its promise; the handlers catch their own errors.
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      },
    },
    {
      // Tests hand methods to expect() and to fakes without calling them, which unbound-method would flag.
      files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts'],
      rules: { '@typescript-eslint/unbound-method': 'off' },
    },
    {
      files: [...apps, 'shared'].map((dir) => `${dir}/**/*.{ts,tsx}`),
      extends: [reactHooks.configs.flat.recommended],
      languageOptions: { globals: { ...globals.browser } },
    },
    {
      files: jsFiles,
      extends: [tseslint.configs.disableTypeChecked],
    },
    {
      files: ['**/*.cjs'],
      languageOptions: { sourceType: 'commonjs' },
      rules: { '@typescript-eslint/no-require-imports': 'off' },
    },
    {
      // `const crypto = require('node:crypto')` names the same module as Node's global: not a redeclaration bug.
      files: jsFiles,
      rules: { 'no-redeclare': ['error', { builtinGlobals: false }] },
    },
    {
      // The emulated Plaid Link scripts run in the browser page, and the jsdom setup in jsdom's window.
      files: ['emulators/src/plaid/link/assets/*.js', 'tooling/jest/jsdom-globals.cjs'],
      languageOptions: { globals: { ...globals.browser } },
    },
  );
}

export default lintConfig(repoRoot);
