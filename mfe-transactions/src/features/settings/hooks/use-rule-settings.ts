// The Rules section's data: the person's rules in their order (the query the transactions panel reads), their
// categories (to name what a rule sets, and to choose one in its form), and the section's changes as mutations after
// which everything under the corrections prefix (the rules, the categories' and the rules' counts) is read again.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Category, Rule, RulePatch, RuleResponse } from '@finance/shared/contracts';
import { correctionsKey, queryClient, useFinancialStore } from '@finance/shared/data';
import { applyRule } from '../../transactions/api/apply-rule';
import { deleteRule } from '../../transactions/api/delete-rule';
import { categoriesQueryKey, getCategories } from '../../transactions/api/get-categories';
import { getRules, rulesQueryKey } from '../../transactions/api/get-rules';
import { reorderRules } from '../../transactions/api/reorder-rules';
import { updateRule } from '../../transactions/api/update-rule';

export type RuleChange =
  | { kind: 'update'; ruleId: string; patch: RulePatch }
  | { kind: 'order'; ruleIds: string[] }
  | { kind: 'apply'; ruleId: string }
  | { kind: 'delete'; ruleId: string };

/** What the server answers a change: the rule and how many transactions it changed, the rules in their new order. */
export type RuleChangeAnswer = RuleResponse | Rule[] | void;

function sendChange(change: RuleChange): Promise<RuleChangeAnswer> {
  switch (change.kind) {
    case 'update':
      return updateRule(change.ruleId, change.patch);
    case 'order':
      return reorderRules(change.ruleIds);
    case 'apply':
      return applyRule(change.ruleId);
    case 'delete':
      return deleteRule(change.ruleId);
  }
}

export interface RuleSettings {
  rules: readonly Rule[] | undefined;
  /** Undefined until read: the rules then name a person's category "Custom category". */
  categories: readonly Category[] | undefined;
  /** The read of the rules failed. */
  failed: boolean;
  retry: () => void;
  /** Sends a change; rejects with the server's refusal. What it touched is read again after it, failed or not. */
  change: (change: RuleChange) => Promise<RuleChangeAnswer>;
}

export function useRuleSettings(): RuleSettings {
  const ownerId = useFinancialStore((state) => state.ownerId) ?? '';
  const enabled = ownerId !== '';
  const rules = useQuery(
    { queryKey: rulesQueryKey(ownerId), queryFn: ({ signal }) => getRules({ signal }), enabled },
    queryClient,
  );
  const categories = useQuery(
    { queryKey: categoriesQueryKey(ownerId), queryFn: ({ signal }) => getCategories({ signal }), enabled },
    queryClient,
  );
  const { mutateAsync } = useMutation(
    {
      mutationFn: sendChange,
      onSuccess: (answer) => {
        // A new order shows at once (the moved rule's button keeps the focus), before the rules are read again.
        if (Array.isArray(answer)) queryClient.setQueryData(rulesQueryKey(ownerId), answer);
      },
      // Failed or not, what the server holds now is read again: a refusal may come from a change made elsewhere. A
      // read under way began after the change too (the change's own event asked for it): it is not cancelled.
      onSettled: () => queryClient.invalidateQueries({ queryKey: correctionsKey(ownerId) }, { cancelRefetch: false }),
    },
    queryClient,
  );
  return {
    rules: rules.data,
    categories: categories.data,
    failed: rules.isError,
    retry: () => {
      void rules.refetch();
      // The categories name what the rules set: read again too when they could not be.
      if (categories.isError) void categories.refetch();
    },
    change: mutateAsync,
  };
}
