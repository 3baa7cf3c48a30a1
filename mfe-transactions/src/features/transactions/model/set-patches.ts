// A loaded set changes in a few places at a time: an edit replaces one transaction object in a copy of the set (the
// store's `replaced`), and a pull of changes inserts the bank's new transactions near the top and drops or replaces a
// few others (applyTransactionChanges), every other object kept, in the same order. Finding those places (one identity
// comparison per row, about a millisecond at 200,000) lets the view prepare only them and keep the rest of what it
// made from the last set: its rows, its sort order, its filter options, instead of preparing 200,000 rows again for
// ten new ones.

/** Sets that differ by more insertions, or more removals, than this are treated as new sets (a replacement is both). */
export const PATCH_PLACES_MAX = 100;

/** How one set becomes the next: every object of `before` not removed is in `after`, in the same order. */
export interface SetPatch {
  /** The indices in `before` of the objects `after` no longer holds, ascending. */
  removed: number[];
  /** The indices in `after` of the objects `before` did not hold there, ascending. */
  inserted: number[];
}

/**
 * The last patch found per new set: the rows, the settling and the options of one view ask for the same pair. The
 * set before is held weakly: held strongly, each set kept the one before it alive, and with it what was made of it (its
 * rows, sort keys and orders), back to the first set of the visit (the bench's heap at 150,684 rows grew by 54 MiB).
 */
const found = new WeakMap<readonly unknown[], { before: WeakRef<readonly unknown[]>; patch: SetPatch | null }>();

/**
 * The objects inserted and removed between two sets, found by identity: null when there is no `before` or the sets
 * differ by more than PATCH_PLACES_MAX insertions or removals.
 */
export function setPatch<T>(before: readonly T[] | null, after: readonly T[]): SetPatch | null {
  if (!before) return null;
  if (before === after) return { removed: [], inserted: [] };
  const memo = found.get(after);
  if (memo?.before.deref() === before) return memo.patch;
  const patch = diff(before, after);
  found.set(after, { before: new WeakRef(before), patch });
  return patch;
}

/**
 * Records that `after` is `before` with a patch found between other sets holding the same places (the rows made from
 * two sets of transactions), so that the sort and the options do not look for it again.
 */
export function rememberPatch<T>(before: readonly T[], after: readonly T[], patch: SetPatch): void {
  found.set(after, { before: new WeakRef(before), patch });
}

function diff<T>(before: readonly T[], after: readonly T[]): SetPatch | null {
  const removed: number[] = [];
  const inserted: number[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      i += 1;
      j += 1;
      continue;
    }
    // The nearest pair of places holding the same object again, the fewest objects skipped first: a run of
    // differences of d objects costs about d² comparisons, and there are at most 2 × PATCH_PLACES_MAX of them.
    const removable = PATCH_PLACES_MAX - removed.length;
    const insertable = PATCH_PLACES_MAX - inserted.length;
    let skip: [number, number] | null = null;
    for (let d = 1; d <= removable + insertable && !skip; d += 1) {
      for (let a = Math.max(0, d - insertable); a <= Math.min(d, removable); a += 1) {
        if (i + a < before.length && j + d - a < after.length && before[i + a] === after[j + d - a]) {
          skip = [a, d - a];
          break;
        }
      }
    }
    // No object in common within reach: what is left differs entirely (too much, unless both ends are short).
    if (!skip) break;
    for (let a = 0; a < skip[0]; a += 1) removed.push(i + a);
    for (let b = 0; b < skip[1]; b += 1) inserted.push(j + b);
    i += skip[0];
    j += skip[1];
  }
  for (; i < before.length; i += 1) removed.push(i);
  for (; j < after.length; j += 1) inserted.push(j);
  return removed.length > PATCH_PLACES_MAX || inserted.length > PATCH_PLACES_MAX ? null : { removed, inserted };
}

export function isEmptyPatch(patch: SetPatch): boolean {
  return patch.removed.length === 0 && patch.inserted.length === 0;
}

/**
 * What was made per object of `before`, carried to `after`: the kept objects' values moved to their new places, and
 * a value made for each inserted place.
 */
export function patched<V>(
  before: readonly V[],
  patch: SetPatch,
  afterLength: number,
  made: (place: number) => V,
): V[] {
  const { removed, inserted } = patch;
  const result: V[] = [];
  // The next place of each list, -1 past its end: reading a list past its end is slow, and this runs once a row.
  let r = 0;
  let s = 0;
  let nextRemoved = removed.length > 0 ? removed[0]! : -1;
  let nextInserted = inserted.length > 0 ? inserted[0]! : -1;
  let i = 0;
  for (let j = 0; j < afterLength; j += 1) {
    if (j === nextInserted) {
      result.push(made(j));
      s += 1;
      nextInserted = s < inserted.length ? inserted[s]! : -1;
      continue;
    }
    while (i === nextRemoved) {
      i += 1;
      r += 1;
      nextRemoved = r < removed.length ? removed[r]! : -1;
    }
    result.push(before[i]!);
    i += 1;
  }
  return result;
}

/** Each index of `before`'s objects in `after`, or -1 for a removed one. */
export function keptPlaces(patch: SetPatch, beforeLength: number): Int32Array {
  const { removed, inserted } = patch;
  const places = new Int32Array(beforeLength);
  let r = 0;
  let s = 0;
  let nextRemoved = removed.length > 0 ? removed[0]! : -1;
  let nextInserted = inserted.length > 0 ? inserted[0]! : -1;
  let j = 0;
  for (let i = 0; i < beforeLength; i += 1) {
    if (i === nextRemoved) {
      places[i] = -1;
      r += 1;
      nextRemoved = r < removed.length ? removed[r]! : -1;
      continue;
    }
    while (j === nextInserted) {
      j += 1;
      s += 1;
      nextInserted = s < inserted.length ? inserted[s]! : -1;
    }
    places[i] = j;
    j += 1;
  }
  return places;
}
