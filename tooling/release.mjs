// @ts-check
// `npm run release -- build <remote> --version <v> [--source <dir>]`: builds one remote into releases/<remote>/<v>/.
// `npm run release -- point <remote> --version <v>`: the shell loads that release from its next page load on;
// rolling back is pointing at the previous version.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { buildRelease } from './release/build-release.mjs';
import { pointRelease } from './release/point-release.mjs';
import { ReleaseError, releasesFileOf } from './release/releases.mjs';

const USAGE = `Usage:
  npm run release -- build <remote> --version <version> [--source <dir>]
  npm run release -- point <remote> --version <version>`;

/**
 * Runs one release command; throws ReleaseError on bad input, having changed nothing.
 * @param {string[]} args
 * @param {{env?: NodeJS.ProcessEnv, releasesRoot?: string, log?: (line: string) => void}} [options]
 */
export async function release(args, { env = process.env, releasesRoot, log = console.log } = {}) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { version: { type: 'string' }, source: { type: 'string' } },
    });
  } catch (error) {
    throw new ReleaseError(`${/** @type {Error} */ (error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const [command, remote, ...extra] = positionals;
  if (extra.length) throw new ReleaseError(`Unexpected arguments: ${extra.join(' ')}\n${USAGE}`);
  if (command === 'build') {
    const folder = await buildRelease({ remote, version: values.version, source: values.source, releasesRoot });
    log(`Built ${remote} ${values.version} into ${folder}`);
    return;
  }
  if (command === 'point') {
    if (values.source !== undefined) throw new ReleaseError(`point takes no --source\n${USAGE}`);
    const file = releasesFileOf(env);
    const { previous } = pointRelease({ remote, version: values.version, file, releasesRoot });
    log(
      `The shell loads ${remote} ${values.version} from its next page load (was ${previous ?? 'its own build'}). ` +
        (previous ? `Roll back: npm run release -- point ${remote} --version ${previous}` : ''),
    );
    return;
  }
  throw new ReleaseError(`Unknown command "${command ?? ''}"\n${USAGE}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  release(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof ReleaseError ? error.message : error);
    process.exit(1);
  });
}
