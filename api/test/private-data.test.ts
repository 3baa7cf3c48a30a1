import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/db/pglite';
import { resolveEncryptionKey } from '../src/lib/token-cipher';

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe('the local data folder', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-private-data-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is made readable by its owner only, with the generated key 0600', () => {
    const dataDir = path.join(root, '.data');
    resolveEncryptionKey(undefined, dataDir);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'token-encryption.key'))).toBe('600');
  });

  it('is tightened when it was made open before, and keeps its key', () => {
    const dataDir = path.join(root, '.data');
    fs.mkdirSync(dataDir, { mode: 0o777 });
    fs.chmodSync(dataDir, 0o777);
    const key = resolveEncryptionKey(undefined, dataDir);
    fs.chmodSync(dataDir, 0o755);
    expect(resolveEncryptionKey(undefined, dataDir)).toBe(key);
    expect(modeOf(dataDir)).toBe('700');
  });

  it('holds the embedded database in a folder of its own, tightened when it was made open before', async () => {
    // One database only: PGlite's first start on disk (initdb) is slow on a loaded machine.
    const dir = path.join(root, 'pglite');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    const db = await openPglite(dir);
    await db.close();
    expect(modeOf(dir)).toBe('700');
  });
});
