// The month's budget on screen, and its changes: each change shows at once (the figures worked out here), is sent, and
// the server's answer replaces the figures (or the month goes back as it was, with the reason said). Other months
// are read again when next shown: an amount copies forward and a carry moves every month after it.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { BudgetChange, BudgetResponse } from '@finance/shared/contracts';
import { queryClient } from '@finance/shared/data';
import { useOptimisticChange, type Change } from '../../../hooks/use-optimistic-change';
import { useOwner } from '../../../hooks/use-owner';
import { useToday } from '../../../hooks/use-today';
import { budgetKey, budgetsKey, changeBudget, getBudget } from '../api/budget-requests';
import { readMonth, withChanges, type Month } from '../model/budget-month';

/** The month the address names, for the person's today (a page left open past a month's end moves with it). */
export function useBudgetMonth(): { month: Month; problem: string | null; today: string } {
  const [params] = useSearchParams();
  const today = useToday();
  const param = params.get('month');
  return { ...useMemo(() => readMonth(param, today), [param, today]), today };
}

export function useBudget(month: Month) {
  const { ownerId, enabled } = useOwner();
  return useQuery(
    {
      queryKey: budgetKey(ownerId, month),
      queryFn: ({ signal }) => getBudget(month, { signal }),
      enabled,
    },
    queryClient,
  );
}

export type BudgetChanges = Change<readonly BudgetChange[]>;

export function useBudgetChanges(month: Month): BudgetChanges {
  const { ownerId } = useOwner();
  return useOptimisticChange({
    key: budgetKey(ownerId, month),
    send: (changes: readonly BudgetChange[]) => changeBudget(month, changes),
    apply: (before: BudgetResponse, changes) => withChanges(before, changes),
    refused: 'The budget was not saved',
    saved: () =>
      void queryClient.invalidateQueries({
        queryKey: budgetsKey(ownerId),
        predicate: (query) => query.queryKey.at(-1) !== month,
      }),
  });
}
