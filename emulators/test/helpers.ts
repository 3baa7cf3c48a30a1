import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmulators, type StartedEmulators } from '../src/index';
import type { EmulatorOptions } from '../src/config';

/** Emulators on free ports with state in a fresh temporary directory. */
export async function startTestEmulators(
  options: EmulatorOptions = {},
): Promise<StartedEmulators & { dataDir: string }> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'emulators-test-'));
  const started = await startEmulators({
    ports: 0,
    log: false,
    ...options,
    dataDir,
  });
  return { ...started, dataDir };
}
