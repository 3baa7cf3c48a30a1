// The rule that changed a transaction, for the panel to name it: the person's rules, one query of theirs read when a
// panel first shows a row a rule changed (and again once the panel makes a rule).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Rule } from '@finance/shared/contracts';
import { queryClient, useFinancialStore } from '@finance/shared/data';
import { getRules, rulesQueryKey } from '../api/get-rules';

/** The rule of that id: undefined while the rules are read (or when they could not be), null when none has it. */
export function useRule(ruleId: string | null): Rule | null | undefined {
  const ownerId = useFinancialStore((state) => state.ownerId);
  const queryKey = useMemo(() => rulesQueryKey(ownerId ?? ''), [ownerId]);
  const { data } = useQuery(
    { queryKey, queryFn: ({ signal }) => getRules({ signal }), enabled: ownerId !== null && ruleId !== null },
    queryClient,
  );
  if (ruleId === null) return null;
  return data && (data.find((rule) => rule.rule_id === ruleId) ?? null);
}
