// The categories a transaction can have: the provider's sixteen and the person's own, one query of the person's, read
// once per page, with a category the person makes put into it, and read again when a transaction names one of theirs
// this page does not know (made in another tab, or by a rule there). Until they arrive, the person's own show as
// "Custom category".
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Transaction } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { queryClient, useFinancialStore } from '@finance/shared/data';
import { categoriesQueryKey, getCategories } from '../api/get-categories';
import { CUSTOM_CATEGORY_PREFIX, type CategoryNames } from '../model/cell-format';
import { setPatch } from '../model/set-patches';

export interface CategoriesState {
  categories: readonly Category[];
  /** The person's own categories' names by id, for the rows. */
  names: CategoryNames;
  /** Reads them again (after one was added, renamed or deleted). */
  reload: () => void;
}

const NONE: readonly Category[] = [];

/** The first of the person's own categories the transactions name that the names lack; null when none. */
function unknownCategory(transactions: Iterable<Transaction>, names: CategoryNames): string | null {
  for (const transaction of transactions) {
    const key = transaction.personal_finance_category?.primary;
    if (key?.startsWith(CUSTOM_CATEGORY_PREFIX) && !names.has(key)) return key;
  }
  return null;
}

/**
 * unknownCategory that remembers its last set: when that one named none, a set that is it with a few objects
 * inserted or replaced (an edit, a pull of changes) is looked at in those only. Reading all 150,684 transactions
 * on each change was the largest part of an edit's render in the bench's profile.
 */
function createUnknownCategory(): (transactions: readonly Transaction[], names: CategoryNames) => string | null {
  let last: { transactions: readonly Transaction[]; names: CategoryNames; unknown: string | null } | null = null;
  return (transactions, names) => {
    const patch =
      last && last.names === names && last.unknown === null ? setPatch(last.transactions, transactions) : null;
    const unknown = patch
      ? unknownCategory(
          patch.inserted.map((place) => transactions[place]!),
          names,
        )
      : unknownCategory(transactions, names);
    last = { transactions, names, unknown };
    return unknown;
  };
}

async function readCategories(signal: AbortSignal): Promise<Category[]> {
  try {
    return await getCategories({ signal });
  } catch (reason) {
    // The rows still show, with the bank's categories named as always; the editor offers the provider's. A read
    // cancelled (the page left, or a newer read asked for) is nobody's failure.
    if (!signal.aborted)
      console.error('[transactions] could not read the categories:', reason instanceof Error ? reason.message : reason);
    throw reason;
  }
}

export function useCategories(transactions: readonly Transaction[]): CategoriesState {
  const ownerId = useFinancialStore((state) => state.ownerId);
  // With nobody signed in the query is off: its key (a person with no id) holds nobody's data.
  const queryKey = useMemo(() => categoriesQueryKey(ownerId ?? ''), [ownerId]);
  const { data } = useQuery(
    { queryKey, queryFn: ({ signal }) => readCategories(signal), enabled: ownerId !== null },
    queryClient,
  );
  const categories = data ?? NONE;
  const loaded = data !== undefined;
  const names = useMemo(
    () => new Map(categories.filter((category) => category.kind === 'custom').map((c) => [c.category_id, c.name])),
    [categories],
  );
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey }), [queryKey]);

  // Each unknown category is asked for once: one the server does not list either is not asked for again.
  const asked = useRef(new Set<string>());
  const [findUnknown] = useState(createUnknownCategory);
  const unknown = useMemo(
    () => (loaded ? findUnknown(transactions, names) : null),
    [loaded, findUnknown, transactions, names],
  );
  useEffect(() => {
    if (unknown === null || asked.current.has(unknown)) return;
    asked.current.add(unknown);
    reload();
  }, [unknown, reload]);
  return { categories, names, reload };
}
