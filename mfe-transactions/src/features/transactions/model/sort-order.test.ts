import { ascendingOrder } from './sort-order';

/** The order the comparator sort gave: keys compared with < and >, ties by place. */
function comparedOrder(keys: ReadonlyArray<string | number>): number[] {
  return keys.map((_, place) => place).sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
}

/** A small deterministic generator, so that a failure can be run again. */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('ascendingOrder', () => {
  it('orders nothing', () => {
    expect([...ascendingOrder([])]).toEqual([]);
  });

  it('orders amounts as the comparator does, ties in place order', () => {
    const random = numbers(7);
    const keys = Array.from({ length: 5_000 }, () => Math.round(random() * 2_000) / 100);
    expect([...ascendingOrder(keys)]).toEqual(comparedOrder(keys));
  });

  it('orders negative, fractional, zero, large and tiny numbers', () => {
    const keys = [3, -2.5, 0, -0, 1e-300, -1e300, 1e300, 42.01, 42.001, -0.01, 7, 0, 2 ** 40, -(2 ** 40), 3];
    expect([...ascendingOrder(keys)]).toEqual(comparedOrder(keys));
  });

  it('orders numbers that share their high bits over many places (a skipped pass)', () => {
    const keys = Array.from({ length: 1_000 }, (_, place) => 1_000 + ((place * 37) % 101) / 100);
    expect([...ascendingOrder(keys)]).toEqual(comparedOrder(keys));
  });

  it('orders texts as the comparator does, repeated texts in place order', () => {
    const random = numbers(11);
    const words = ['starbucks #12', 'starbucks #2', 'apple', 'ápple', 'zebra', '', 'Zebra', '10', '9', 'a\u0000b'];
    const keys = Array.from({ length: 3_000 }, () => words[Math.floor(random() * words.length)]!);
    expect([...ascendingOrder(keys)]).toEqual(comparedOrder(keys));
  });

  it('orders texts that are all different', () => {
    const random = numbers(3);
    const keys = Array.from({ length: 2_000 }, () => random().toString(36).slice(2));
    expect([...ascendingOrder(keys)]).toEqual(comparedOrder(keys));
  });

  it('orders one text or one number repeated in place order', () => {
    expect([...ascendingOrder(['same', 'same', 'same'])]).toEqual([0, 1, 2]);
    expect([...ascendingOrder([4.5, 4.5, 4.5, 4.5])]).toEqual([0, 1, 2, 3]);
  });

  it('orders dates', () => {
    const keys = ['2026-01-02', '2025-12-31', '2026-01-02', '2026-01-01', '2025-12-31'];
    expect([...ascendingOrder(keys)]).toEqual([1, 4, 3, 0, 2]);
  });
});
