import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-dir';

/**
 * One JSON document on disk, loaded at start and rewritten whole after each change. The emulators' state is small
 * (generated transactions are recomputed from seeds, not stored), so a whole-file write is simple and fast enough.
 * Writes go to a temporary file first and are renamed, so a crash never leaves half a document.
 */
export class JsonStore<T extends object> {
  readonly data: T;

  constructor(
    private readonly file: string,
    initial: () => T,
  ) {
    this.data = JsonStore.load(file) ?? initial();
  }

  private static load<U>(file: string): U | undefined {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as U;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new Error(`cannot read emulator state ${file}: ${(error as Error).message}`, { cause: error });
    }
  }

  save(): void {
    makePrivateDir(path.dirname(this.file));
    const temporary = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(this.data), { mode: PRIVATE_FILE_MODE });
    fs.renameSync(temporary, this.file);
  }
}
