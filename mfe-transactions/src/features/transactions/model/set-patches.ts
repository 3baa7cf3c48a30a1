// An edit replaces one transaction object in a copy of the loaded set (the store's `replaced`), so the next set differs
// from the last in a few places. Finding them (one identity comparison per row, well under a millisecond at 50,000)
// lets the view keep what does not depend on them: its sort order and its filter options, instead of sorting 50,000
// rows again for one new name.

/** Sets that differ in more places than this are treated as new sets. */
export const PATCH_PLACES_MAX = 100;

/**
 * The indices at which `after` holds another object than `before`: empty for the same set, null when the two differ in
 * length or in more than PATCH_PLACES_MAX places (or there is no `before`).
 */
export function changedPlaces<T>(before: readonly T[] | null, after: readonly T[]): number[] | null {
  if (before === after) return [];
  if (!before || before.length !== after.length) return null;
  const changed: number[] = [];
  for (let index = 0; index < after.length; index += 1) {
    if (before[index] !== after[index]) {
      if (changed.length === PATCH_PLACES_MAX) return null;
      changed.push(index);
    }
  }
  return changed;
}

/** Whether `after` is `before` with a few of its objects replaced, each pair alike by `same`. */
export function isPatchOf<T>(before: readonly T[] | null, after: readonly T[], same: (a: T, b: T) => boolean): boolean {
  const changed = changedPlaces(before, after);
  return changed !== null && changed.every((index) => same(before![index]!, after[index]!));
}
