// @ts-check
// `npm run typecheck`: the strict TypeScript check of every workspace and the tooling.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const projects = [
  'shared',
  'shell',
  'mfe-auth',
  'mfe-accounts',
  'mfe-transactions',
  'mfe-placeholders',
  'mfe-insights',
  'tooling',
  'e2e',
  'emulators',
  'api',
];
const tsc = path.join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
let failed = false;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', path.join(repoRoot, project)], {
    stdio: 'inherit',
  });
  console.log(`${project}: ${result.status === 0 ? 'ok' : 'type errors'}`);
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
