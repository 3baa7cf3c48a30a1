// @ts-check
// Compiles the services for their runtime images (the Dockerfile's build stage runs it): each becomes one JavaScript
// file under .container/<name>/ with its npm packages bundled in, so the runtime images carry no node_modules and no
// TypeScript. esbuild (already the apps' compiler) does it in a few seconds, where tsc would leave the packages to
// install. Writes:
//   .container/api/server.cjs        the API, migrations included (they run at start), @finance/shared/contracts inlined;
//                                    beside it node_modules/ with @fastify/swagger-ui alone, which serves files of its own
//   .container/emulators/server.cjs  the emulators, with their Link assets beside
//   .container/web/serve-app.mjs     the apps' static server (tooling/serve)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from '../apps.mjs';

const out = path.join(repoRoot, '.container');
/** Reads its static files from its own folder, so it stays a package (installed below, at the version in use). */
const SWAGGER_UI = '@fastify/swagger-ui';

/** @type {import('esbuild').BuildOptions} */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node24',
  logLevel: 'warning',
  legalComments: 'none',
  // Optional native bindings their packages try and fall back from.
  external: ['pg-native'],
};

fs.rmSync(out, { recursive: true, force: true });
await Promise.all([
  build({
    ...common,
    entryPoints: [path.join(repoRoot, 'api/src/server.ts')],
    outfile: path.join(out, 'api/server.cjs'),
    format: 'cjs',
    tsconfig: path.join(repoRoot, 'api/tsconfig.json'),
    external: [...(common.external ?? []), SWAGGER_UI],
    alias: { '@electric-sql/pglite': path.join(repoRoot, 'tooling/containers/no-pglite.mjs') },
  }),
  build({
    ...common,
    entryPoints: [path.join(repoRoot, 'emulators/src/server.ts')],
    outfile: path.join(out, 'emulators/server.cjs'),
    format: 'cjs',
    tsconfig: path.join(repoRoot, 'emulators/tsconfig.json'),
  }),
  build({
    ...common,
    entryPoints: [path.join(repoRoot, 'tooling/containers/serve-app.mjs')],
    outfile: path.join(out, 'web/serve-app.mjs'),
    format: 'esm',
    // Fastify and its plugins are CommonJS: their require() of Node's own modules needs a require in an ES module.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  }),
]);
fs.cpSync(path.join(repoRoot, 'emulators/src/plaid/link/assets'), path.join(out, 'emulators/assets'), {
  recursive: true,
});
const { version } = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'node_modules', SWAGGER_UI, 'package.json'), 'utf8'),
);
fs.writeFileSync(path.join(out, 'api/package.json'), JSON.stringify({ private: true, type: 'commonjs' }));
execFileSync(
  'npm',
  ['install', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--no-save', `${SWAGGER_UI}@${version}`],
  { cwd: path.join(out, 'api'), stdio: 'inherit' },
);
console.log(`bundled the API, the emulators and the web server into ${path.relative(repoRoot, out)}/`);
