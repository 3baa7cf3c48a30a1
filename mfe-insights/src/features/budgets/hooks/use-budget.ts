// The month's budget on screen, and its changes: each change shows at once (the figures worked out here), is sent, and
// the server's answer replaces the figures (or the month goes back as it was, with the reason said). Other months
// are read again when next shown: an amount copies forward and a carry moves every month after it.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { BudgetChange, BudgetResponse } from '@finance/shared/contracts';
import { queryClient } from '@finance/shared/data';
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

export interface BudgetChanges {
  /** Applies the changes at once and sends them; resolves true once saved, false when refused (said in `problem`). */
  change: (changes: readonly BudgetChange[]) => Promise<boolean>;
  /** Why the last change was not saved, in the API's words; null after one that was. */
  problem: string | null;
}

export function useBudgetChanges(month: Month): BudgetChanges {
  const { ownerId } = useOwner();
  const [problem, setProblem] = useState<string | null>(null);
  const { mutateAsync } = useMutation(
    {
      mutationFn: (changes: readonly BudgetChange[]) => changeBudget(month, changes),
      onMutate: async (changes) => {
        const key = budgetKey(ownerId, month);
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<BudgetResponse>(key);
        if (before) queryClient.setQueryData(key, withChanges(before, changes));
        return { key, before };
      },
      onError: (reason, _changes, context) => {
        if (context?.before) queryClient.setQueryData(context.key, context.before);
        setProblem(`The budget was not saved: ${reason instanceof Error ? reason.message : String(reason)}`);
      },
      onSuccess: (answer, _changes, context) => {
        setProblem(null);
        queryClient.setQueryData(context.key, answer);
        void queryClient.invalidateQueries({
          queryKey: budgetsKey(ownerId),
          predicate: (query) => query.queryKey.at(-1) !== month,
        });
      },
    },
    queryClient,
  );
  const change = useCallback(
    (changes: readonly BudgetChange[]) =>
      mutateAsync(changes).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { change, problem };
}
