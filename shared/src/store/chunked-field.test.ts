import { chunksOf, isManifest, planChunks } from './chunked-field';

const rows = (count: number, from = 0) => Array.from({ length: count }, (_, index) => ({ id: from + index }));
let keys = 0;
const newKey = () => `k${(keys += 1)}`;

describe('a list in chunks', () => {
  it('is cut from the end: only the first chunk may be shorter', () => {
    expect(chunksOf([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1], [2, 3, 4], [5, 6, 7]]);
    expect(chunksOf([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(chunksOf([], 3)).toEqual([]);
  });

  it('writes every chunk the first time, and nothing again for the same objects', () => {
    const list = rows(7);
    const first = planChunks(list, 3, [], newKey);
    expect(first.toWrite.map((chunk) => chunk.rows.length)).toEqual([1, 3, 3]);
    expect(first.gone).toEqual([]);
    const again = planChunks([...list], 3, first.chunks, newKey);
    expect(again.toWrite).toEqual([]);
    expect(again.chunks).toEqual(first.chunks);
  });

  it('writes only the first chunk for new rows at the front, and only its own chunk for an edit', () => {
    const list = rows(7);
    const first = planChunks(list, 3, [], newKey);
    const added = planChunks([...rows(1, 100), ...list], 3, first.chunks, newKey);
    expect(added.toWrite.map((chunk) => chunk.rows.map((row) => row.id))).toEqual([[100, 0]]);
    expect(added.gone).toEqual([first.chunks[0]!.key]);

    const edited = [...list];
    edited[4] = { id: 4 };
    const change = planChunks(edited, 3, first.chunks, newKey);
    // Chunks [0], [1, 2, 3], [4, 5, 6]: row 4 is in the last.
    expect(change.toWrite.map((chunk) => chunk.rows.map((row) => row.id))).toEqual([[4, 5, 6]]);
    expect(change.chunks[0]).toBe(first.chunks[0]);
    expect(change.chunks[1]).toBe(first.chunks[1]);
    expect(change.gone).toEqual([first.chunks[2]!.key]);
  });

  it('knows a manifest from anything else stored under the key', () => {
    expect(isManifest({ chunks: ['a', 'b'], rows: 7 })).toBe(true);
    expect(isManifest({ chunks: [1], rows: 1 })).toBe(false);
    // An older format's, which did not say how many rows its chunks hold.
    expect(isManifest({ chunks: ['a', 'b'] })).toBe(false);
    expect(isManifest([{ transaction_id: 't1' }])).toBe(false);
    expect(isManifest(null)).toBe(false);
  });
});
