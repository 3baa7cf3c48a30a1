// @ts-check
// The registry these machines reach has only the Linux builds of some native packages (rspack's and unrs-resolver's
// bindings). `npm install` then leaves the other platforms' optional packages out of package-lock.json, and `npm ci`
// refuses such a lock ("Missing: @rspack/binding-darwin-arm64@ from lock file"). This records each missing
// platform-only optional package in the lock with its os/cpu, exactly as npm records one it could fetch, so that
// npm ci accepts the lock and skips the package on any other platform without fetching it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PLATFORM =
  /-(android|darwin|freebsd|linux|openharmony|win32|netbsd|openbsd|sunos|aix)-(arm64|arm|x64|ia32|ppc64|riscv64|s390x|loong64|mips64el)(?:-(gnu|musl|gnueabihf|musleabihf|eabi|msvc))?$/;
const WASM = /-wasm32-wasi$/;

/**
 * The os/cpu/libc fields of a platform package, read from its name; null when the name is not a platform build.
 * @param {string} name
 * @returns {{os?: string[], cpu: string[], libc?: string[]} | null}
 */
export function platformOf(name) {
  if (WASM.test(name)) return { cpu: ['wasm32'] };
  const match = PLATFORM.exec(name);
  if (!match) return null;
  const [, os = '', cpu = '', abi] = match;
  const libc =
    abi === 'gnu' || abi === 'gnueabihf' ? ['glibc'] : abi === 'musl' || abi === 'musleabihf' ? ['musl'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

/**
 * Adds the missing platform-only optional packages to a parsed package-lock.json; returns the names added.
 * @param {{packages: Record<string, any>}} lock
 */
export function addPlatformStubs(lock) {
  const added = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(String(version))) continue;
      const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
      lock.packages[`node_modules/${name}`] = {
        version,
        ...platform,
        ...(entry.dev ? { dev: true } : {}),
        ...(entry.peer ? { peer: true } : {}),
        optional: true,
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  return added;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lockFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  const added = addPlatformStubs(lock);
  if (added.length > 0) {
    fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`package-lock.json: recorded ${added.length} platform-only optional packages`);
  } else {
    console.log('package-lock.json: no platform-only optional package missing');
  }
}
