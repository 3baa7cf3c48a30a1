// Every query key starts with the person it belongs to: ['person', userId, ...]. Sign-out or another person cancels
// and removes the whole prefix, and a response that outlived its person lands under a key nobody reads.
import type { DataKind } from '../store/financial-state';

export type PersonKey = readonly ['person', string];

export const personKey = (userId: string): PersonKey => ['person', userId];

/** The four summaries, under one prefix so that a change marks them stale together. */
export const summariesKey = (userId: string) => [...personKey(userId), 'summaries'] as const;

/** The key of one of the store's six kinds. */
export function dataKey(userId: string, kind: DataKind): readonly string[] {
  return kind === 'accounts' || kind === 'transactions'
    ? [...personKey(userId), kind]
    : [...summariesKey(userId), kind];
}

/**
 * What is worked out from the person's data at a sync's end (recurring streams, what is coming, insights), under the
 * summaries (every change marks it stale with them): an `insights` event, sent once it is worked out, marks only it.
 */
export const workedOutKey = (userId: string) => [...summariesKey(userId), 'worked-out'] as const;

/** Anything else of the person's (categories, rules, a preference): ['person', userId, ...parts]. */
export const personQueryKey = (userId: string, ...parts: string[]): readonly string[] => [
  ...personKey(userId),
  ...parts,
];

/**
 * What the person's corrections change besides their transactions (categories, their counts, rules), under one prefix:
 * a `corrections` event (a change made in this tab or another) marks them stale together, and the queries a page
 * shows are read again.
 */
export const correctionsKey = (userId: string, ...parts: string[]): readonly string[] => [
  ...personKey(userId),
  'corrections',
  ...parts,
];
