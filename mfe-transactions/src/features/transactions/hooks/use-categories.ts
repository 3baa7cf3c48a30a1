// The categories a transaction can have: the provider's sixteen and the person's own, read once per page, again after
// the person adds one, and again when a transaction names one of theirs this page does not know (made in another
// tab, or by a rule there). Until they arrive, the person's own show as "Custom category".
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Transaction } from '@finance/shared';
import type { Category } from '@finance/shared/contracts';
import { getCategories } from '@finance/shared/data';
import { CUSTOM_CATEGORY_PREFIX, type CategoryNames } from '../model/cell-format';

export interface CategoriesState {
  categories: readonly Category[];
  /** The person's own categories' names by id, for the rows. */
  names: CategoryNames;
  /** Reads them again (after one was added, renamed or deleted). */
  reload: () => void;
}

const NONE: readonly Category[] = [];

/** The first of the person's own categories the transactions name that the names lack; null when none. */
function unknownCategory(transactions: readonly Transaction[], names: CategoryNames): string | null {
  for (const transaction of transactions) {
    const key = transaction.personal_finance_category?.primary;
    if (key?.startsWith(CUSTOM_CATEGORY_PREFIX) && !names.has(key)) return key;
  }
  return null;
}

export function useCategories(transactions: readonly Transaction[]): CategoriesState {
  const [categories, setCategories] = useState<readonly Category[]>(NONE);
  const [loaded, setLoaded] = useState(false);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getCategories({ signal: controller.signal }).then(
      (read) => {
        if (controller.signal.aborted) return;
        setCategories(read);
        setLoaded(true);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        // The rows still show, with the bank's categories named as always; the editor offers the provider's.
        console.error(
          '[transactions] could not read the categories:',
          reason instanceof Error ? reason.message : reason,
        );
      },
    );
    return () => controller.abort();
  }, [reads]);
  const names = useMemo(
    () => new Map(categories.filter((category) => category.kind === 'custom').map((c) => [c.category_id, c.name])),
    [categories],
  );
  const reload = useCallback(() => setReads((count) => count + 1), []);

  // Each unknown category is asked for once: one the server does not list either is not asked for again.
  const asked = useRef(new Set<string>());
  const unknown = useMemo(() => (loaded ? unknownCategory(transactions, names) : null), [loaded, transactions, names]);
  useEffect(() => {
    if (unknown === null || asked.current.has(unknown)) return;
    asked.current.add(unknown);
    reload();
  }, [unknown, reload]);
  return { categories, names, reload };
}
