import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import * as idb from 'idb-keyval';
import { createFieldStorage, type StoredHead } from './idb-storage';

jest.mock('idb-keyval', () => {
  const actual = jest.requireActual<typeof import('idb-keyval')>('idb-keyval');
  return {
    ...actual,
    getMany: jest.fn(actual.getMany),
    setMany: jest.fn(actual.setMany),
    delMany: jest.fn(actual.delMany),
  };
});

interface Cached {
  ownerId: string | null;
  rows: number[];
}

const FIELDS = ['ownerId', 'rows'] as const;
const live = () => new AbortController().signal;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const kv = () => idb.createStore('finance-tracker', 'keyval');

/** What an earlier visit of Alice's left in IndexedDB. */
const cacheAlicesRows = () =>
  idb.setMany(
    [
      ['store/version', 1],
      ['store/ownerId', 'alice'],
      ['store/rows', [7]],
    ],
    kv(),
  );

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  jest.mocked(idb.getMany).mockClear();
  jest.mocked(idb.setMany).mockClear();
});

describe('the field-wise cache in IndexedDB', () => {
  it('writes only the fields whose value changed, each under its own key', async () => {
    const storage = createFieldStorage<Cached>('store', 1, FIELDS);
    const rows = [1, 2, 3];
    storage.write({ ownerId: 'alice', rows }, live());
    storage.write({ ownerId: 'alice', rows }, live());
    storage.write({ ownerId: 'bob', rows }, live());
    await storage.flush();
    const written = jest.mocked(idb.setMany).mock.calls.map(([entries]) => entries.map(([key]) => key));
    expect(written).toEqual([
      ['store/version', 'store/ownerId', 'store/rows'],
      ['store/version', 'store/ownerId'],
    ]);
    expect(await idb.getMany(['store/ownerId', 'store/rows'], kv())).toEqual(['bob', [1, 2, 3]]);
  });

  it('writes once the page is idle, after the change has shown: one write for the changes of one session meanwhile', async () => {
    const storage = createFieldStorage<Cached>('store', 1, FIELDS);
    const session = live();
    storage.write({ ownerId: 'alice', rows: [1] }, session);
    storage.write({ ownerId: 'alice', rows: [1, 2] }, session);
    await Promise.resolve();
    await Promise.resolve();
    expect(idb.setMany).not.toHaveBeenCalled();
    // The next task: where the browser has no idle callback (as here), the write waits for nothing more.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await storage.flush();
    const written = jest.mocked(idb.setMany).mock.calls.map(([entries]) => entries);
    expect(written).toEqual([
      [
        ['store/version', 1],
        ['store/ownerId', 'alice'],
        ['store/rows', [1, 2]],
      ],
    ]);
  });

  it('sends a waiting write before a read, so the read sees it', async () => {
    const storage = createFieldStorage<Cached>('store', 1, FIELDS);
    storage.write({ ownerId: 'alice', rows: [3] }, live());
    await expect(storage.read(live())).resolves.toEqual({ ownerId: 'alice', rows: [3] });
  });

  it("never reads another format's cache (an older app's), and the next write replaces every field of it", async () => {
    await cacheAlicesRows();
    const storage = createFieldStorage<Cached>('store', 2, FIELDS);
    await expect(storage.read(live())).resolves.toBeNull();
    storage.write({ ownerId: 'alice', rows: [7] }, live());
    await storage.flush();
    expect(await idb.getMany(['store/version', 'store/ownerId', 'store/rows'], kv())).toEqual([2, 'alice', [7]]);
    await expect(createFieldStorage<Cached>('store', 2, FIELDS).read(live())).resolves.toEqual({
      ownerId: 'alice',
      rows: [7],
    });
  });

  it('retries a failed read once', async () => {
    await cacheAlicesRows();
    jest.mocked(idb.getMany).mockRejectedValueOnce(new Error('busy'));
    const storage = createFieldStorage<Cached>('store', 1, FIELDS);
    await expect(storage.read(live())).resolves.toEqual({ ownerId: 'alice', rows: [7] });
  });

  it('serves a read from the preload, unless a write or removal came after it', async () => {
    await cacheAlicesRows();
    const storage = createFieldStorage<Cached>('store', 1, FIELDS);
    storage.preload();
    await expect(storage.read(live())).resolves.toEqual({ ownerId: 'alice', rows: [7] });
    expect(idb.getMany).toHaveBeenCalledTimes(1);

    storage.preload();
    await storage.remove(live());
    await expect(storage.read(live())).resolves.toBeNull();
  });

  it('logs a failed removal instead of rejecting: whoever reads what is left checks whose it is', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(idb.delMany).mockRejectedValueOnce(new Error('closed'));
    const storage = createFieldStorage<Cached>('store', 1, FIELDS);
    await expect(storage.remove(live())).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('[financial-store] could not be removed:', 'closed');
    error.mockRestore();
  });

  it('skips the requests of an ended session', async () => {
    const storage = createFieldStorage<Cached>('store', 1, FIELDS);
    storage.write({ ownerId: 'alice', rows: [1] }, live());
    const ended = new AbortController();
    storage.write({ ownerId: 'alice', rows: [2] }, ended.signal);
    const removing = storage.remove(ended.signal);
    ended.abort();
    await removing;
    await expect(storage.read(ended.signal)).resolves.toBeNull();
    await expect(storage.read(live())).resolves.toEqual({ ownerId: 'alice', rows: [1] });
  });
});

describe('a long list in chunks', () => {
  const chunked = () => createFieldStorage<Cached>('store', 1, FIELDS, { chunked: ['rows'], chunkRows: 3 });
  const keysWritten = () =>
    jest.mocked(idb.setMany).mock.calls.map(([entries]) => entries.map(([key]) => key as string).join(','));

  it('writes each chunk in its own request, then the manifest; reads the list back whole', async () => {
    const storage = chunked();
    storage.write({ ownerId: 'alice', rows: [1, 2, 3, 4, 5, 6, 7] }, live());
    await storage.flush();
    const requests = jest.mocked(idb.setMany).mock.calls.map(([entries]) => entries);
    expect(requests.map((entries) => entries.length)).toEqual([1, 1, 1, 3]);
    expect(requests.slice(0, 3).map((entries) => entries[0]![1])).toEqual([[1], [2, 3, 4], [5, 6, 7]]);
    expect(keysWritten().at(-1)).toBe('store/version,store/ownerId,store/rows');
    await expect(chunked().read(live())).resolves.toEqual({ ownerId: 'alice', rows: [1, 2, 3, 4, 5, 6, 7] });
  });

  it('gives the first rows and how many there are before reading the other chunks, then the whole list', async () => {
    const storage = chunked();
    storage.write({ ownerId: 'alice', rows: [1, 2, 3, 4, 5, 6, 7] }, live());
    await storage.flush();
    jest.mocked(idb.getMany).mockClear();
    const reader = createFieldStorage<Cached>('store', 1, FIELDS, { chunked: ['rows'], chunkRows: 3, headRows: 2 });
    const events: unknown[] = [];
    const read = reader.read(live(), (head: StoredHead<Cached>) => events.push(head));
    void read.then((all) => events.push(all));
    await read;
    await settle();
    // The chunks are [1], [2, 3, 4], [5, 6, 7]: two make the head's two rows; the last is read after.
    expect(events).toEqual([
      { values: { ownerId: 'alice', rows: [1, 2] }, rows: { rows: 7 } },
      { ownerId: 'alice', rows: [1, 2, 3, 4, 5, 6, 7] },
    ]);
    expect(jest.mocked(idb.getMany).mock.calls.map(([keys]) => keys.length)).toEqual([3, 1, 1, 1]);
  });

  it('reads the other chunks only once the frame after the head has been painted', async () => {
    const storage = chunked();
    storage.write({ ownerId: 'alice', rows: [1, 2, 3, 4, 5, 6, 7] }, live());
    await storage.flush();
    const frames: FrameRequestCallback[] = [];
    const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.mocked(idb.getMany).mockClear();
    const reader = createFieldStorage<Cached>('store', 1, FIELDS, { chunked: ['rows'], chunkRows: 3, headRows: 2 });
    const heads: unknown[] = [];
    const read = reader.read(live(), (head) => heads.push(head));
    while (heads.length === 0) await settle();
    await settle();
    // The fields, then the head's two chunks; not the last chunk while no frame has been painted.
    expect(jest.mocked(idb.getMany).mock.calls.map(([keys]) => keys.length)).toEqual([3, 1, 1]);
    expect(frames).toHaveLength(1);
    frames[0]!(performance.now());
    await expect(read).resolves.toEqual({ ownerId: 'alice', rows: [1, 2, 3, 4, 5, 6, 7] });
    expect(jest.mocked(idb.getMany).mock.calls.map(([keys]) => keys.length)).toEqual([3, 1, 1, 1]);
    frame.mockRestore();
  });

  it('gives the head from a read begun before (preload), and none when nothing is stored', async () => {
    const storage = chunked();
    storage.write({ ownerId: 'alice', rows: [1, 2, 3, 4] }, live());
    await storage.flush();
    const options = { chunked: ['rows'] as const, chunkRows: 3, headRows: 1 };
    const reader = createFieldStorage<Cached>('store', 1, FIELDS, options);
    reader.preload();
    await settle();
    const heads: StoredHead<Cached>[] = [];
    await expect(reader.read(live(), (head) => heads.push(head))).resolves.toEqual({
      ownerId: 'alice',
      rows: [1, 2, 3, 4],
    });
    await settle();
    expect(heads).toEqual([{ values: { ownerId: 'alice', rows: [1] }, rows: { rows: 4 } }]);

    globalThis.indexedDB = new IDBFactory();
    const empty = createFieldStorage<Cached>('store', 1, FIELDS, options);
    const none: StoredHead<Cached>[] = [];
    await expect(empty.read(live(), (head) => none.push(head))).resolves.toBeNull();
    await settle();
    expect(none).toEqual([]);
  });

  it('writes again only the chunks that changed, and deletes the ones no longer named', async () => {
    const storage = chunked();
    const objects = Array.from<unknown, number>({ length: 7 }, (_, id) => id);
    storage.write({ ownerId: 'alice', rows: objects }, live());
    await storage.flush();
    const before = (await idb.keys(kv())).length;
    jest.mocked(idb.setMany).mockClear();
    storage.write({ ownerId: 'alice', rows: [99, ...objects] }, live());
    await storage.flush();
    // The new first chunk, then the manifest (version and rows); the old first chunk is gone.
    expect(jest.mocked(idb.setMany).mock.calls.map(([entries]) => entries.length)).toEqual([1, 2]);
    expect((await idb.keys(kv())).length).toBe(before);
    await expect(chunked().read(live())).resolves.toEqual({ ownerId: 'alice', rows: [99, ...objects] });
  });

  it('gives back what is not a list when a chunk is missing, so that the data is fetched again', async () => {
    const storage = chunked();
    storage.write({ ownerId: 'alice', rows: [1, 2, 3, 4] }, live());
    await storage.flush();
    const chunkKeys = (await idb.keys<string>(kv())).filter((key) => key.startsWith('store/rows/'));
    await idb.del(chunkKeys[0]!, kv());
    const read = await chunked().read(live());
    expect(Array.isArray(read?.rows)).toBe(false);
  });

  it('writes nothing more once the session has ended, leaving the last complete list', async () => {
    const storage = chunked();
    storage.write({ ownerId: 'alice', rows: [1, 2, 3] }, live());
    await storage.flush();
    const ended = new AbortController();
    storage.write({ ownerId: 'alice', rows: [1, 2, 3, 4, 5, 6, 7] }, ended.signal);
    storage.flush().catch(() => undefined);
    ended.abort();
    await storage.flush();
    await expect(chunked().read(live())).resolves.toEqual({ ownerId: 'alice', rows: [1, 2, 3] });
  });

  it('removes the fields and every chunk, also one no manifest names', async () => {
    const storage = chunked();
    storage.write({ ownerId: 'alice', rows: [1, 2, 3, 4] }, live());
    await storage.flush();
    await idb.set('store/rows/left-over', [0], kv());
    await idb.set('other/kept', 1, kv());
    await storage.remove(live());
    expect(await idb.keys(kv())).toEqual(['other/kept']);
  });
});
