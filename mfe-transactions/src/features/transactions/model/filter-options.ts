// What the Filters panel offers, read from the loaded transactions: the ranges the inputs start from and the entries
// of the three checkbox lists.
import { patchTally, tallyOf, type Tally } from './option-tally';
import { isEmptyPatch, setPatch } from './set-patches';
import type { TransactionRow } from './transaction-rows';

export interface Option {
  value: string;
  label: string;
}

export interface FilterOptions {
  /** Whole units around the signed amounts (money in is negative), for the slider's step of 1. */
  amount: { min: number; max: number };
  /** The earliest and latest transaction dates (yyyy-MM-dd); empty when nothing is loaded. */
  dates: { earliest: string; latest: string };
  categories: Option[];
  accounts: Option[];
  institutions: Option[];
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label) || a.value.localeCompare(b.value);

function optionsOf(tally: Tally): FilterOptions {
  const names = (labels: Iterable<string>) => [...labels].map((name) => ({ value: name, label: name })).sort(byLabel);
  const some = tally.rows > 0;
  return {
    amount: some ? { min: Math.floor(tally.min), max: Math.ceil(tally.max) } : { min: 0, max: 0 },
    dates: some ? { earliest: tally.earliest, latest: tally.latest } : { earliest: '', latest: '' },
    categories: names(new Set(tally.categoryLabels.values())),
    accounts: [...tally.accountLabels].map(([value, label]) => ({ value, label })).sort(byLabel),
    institutions: names(tally.institutions.keys()),
  };
}

const sameList = (a: readonly Option[], b: readonly Option[]) =>
  a.length === b.length &&
  a.every((option, index) => option.value === b[index]!.value && option.label === b[index]!.label);

/** The new options, holding the last ones' parts that are alike, and the last options themselves when all are. */
function keptAlike(last: FilterOptions, next: FilterOptions): FilterOptions {
  const categories = sameList(last.categories, next.categories) ? last.categories : next.categories;
  const accounts = sameList(last.accounts, next.accounts) ? last.accounts : next.accounts;
  const institutions = sameList(last.institutions, next.institutions) ? last.institutions : next.institutions;
  const amount = last.amount.min === next.amount.min && last.amount.max === next.amount.max ? last.amount : next.amount;
  const dates =
    last.dates.earliest === next.dates.earliest && last.dates.latest === next.dates.latest ? last.dates : next.dates;
  const kept = { amount, dates, categories, accounts, institutions };
  return (Object.keys(kept) as Array<keyof FilterOptions>).every((part) => kept[part] === last[part]) ? last : kept;
}

/**
 * filterOptions for one view, which remembers its last options: a set that is the last one with a few rows inserted,
 * removed or replaced counts only those, and gives the same object again when they change no option, so that nothing
 * downstream of the options works again.
 */
export function createPatchingOptions(): (rows: readonly TransactionRow[]) => FilterOptions {
  let last: { rows: readonly TransactionRow[]; tally: Tally; options: FilterOptions } | null = null;
  return (rows) => {
    const patch = last ? setPatch(last.rows, rows) : null;
    if (last && patch && isEmptyPatch(patch)) {
      last = { ...last, rows };
      return last.options;
    }
    const tally = last && patch && patchTally(last.tally, last.rows, rows, patch) ? last.tally : tallyOf(rows);
    const options = last ? keptAlike(last.options, optionsOf(tally)) : optionsOf(tally);
    last = { rows, tally, options };
    return options;
  };
}

export function filterOptions(rows: readonly TransactionRow[]): FilterOptions {
  return optionsOf(tallyOf(rows));
}
