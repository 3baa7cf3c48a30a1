// What the details panel does to the transaction it shows, all through the financial store: an edit is shown at once,
// sent and reloaded (reverted with the specification's text on failure); a rule, a pairing or an unpairing is the
// server's to work out, so it shows once reloaded. Only the rule's count and a new category go straight to the API.
import { useMemo } from 'react';
import type { Transaction } from '@finance/shared';
import type {
  Category,
  ManualTransactionBody,
  RuleMatchesQuery,
  SplitPart,
  TransactionPatch,
} from '@finance/shared/contracts';
import { financialStore, queryClient } from '@finance/shared/data';
import { useCreateCategory } from '../api/create-category';
import { createRule } from '../api/create-rule';
import { rulesQueryKey } from '../api/get-rules';
import { pairTransfer } from '../api/pair-transfer';
import { ruleMatches } from '../api/rule-matches';
import { unpairTransfer } from '../api/unpair-transfer';
import { transferCandidates } from '../model/transfer-candidates';

export interface TransactionCorrections {
  /** Saves the changed fields; rejects with the text to show. */
  save: (patch: TransactionPatch) => Promise<unknown>;
  /** How many existing transactions a new rule with this match would change. */
  countRuleMatches: (match: RuleMatchesQuery) => Promise<number>;
  /** Makes the rule "Always categorize <merchant> (or transactions whose description is / contains X) as <category>". */
  makeRule: (match: RuleMatchesQuery, category: string) => Promise<void>;
  /** Removes a manual transaction. */
  remove: () => Promise<unknown>;
  /** Makes one of the person's own categories, which the categories then hold. */
  createCategory: (name: string) => Promise<Category>;
  /** Unpairs a transfer: both halves count as money in and out again. */
  unpair: () => Promise<unknown>;
  /** The transactions this one could pair with as a transfer, worked out when asked. */
  transferCandidates: () => readonly Transaction[];
  /** Pairs this transaction with another as the two halves of a transfer. */
  pair: (otherId: string) => Promise<unknown>;
  /** Splits it into parts that add up to it (or gives a split one new parts). */
  split: (parts: SplitPart[]) => Promise<unknown>;
  /** Makes a split transaction whole again. */
  unsplit: () => Promise<unknown>;
}

export interface CorrectionsContext {
  /** Every transaction the screen holds: where a transfer's other half is looked for. */
  transactions: readonly Transaction[];
}

// The same function whatever the transaction: the panel counts a rule's matches again only when its match changes.
const countRuleMatches = (match: RuleMatchesQuery) => ruleMatches(match);

/** The rule made, its changes reloaded (changeOnServer), and the person's rules read again (a row names its rule). */
const makeRule = async (match: RuleMatchesQuery, category: string) => {
  const store = financialStore.getState();
  await store.changeOnServer((options) => createRule({ ...match, category }, options));
  if (store.ownerId !== null) await queryClient.invalidateQueries({ queryKey: rulesQueryKey(store.ownerId) });
};

export function useTransactionCorrections(
  transaction: Transaction,
  { transactions }: CorrectionsContext,
): TransactionCorrections {
  const transactionId = transaction.transaction_id;
  const createCategory = useCreateCategory();
  const candidates = useMemo(() => () => transferCandidates(transaction, transactions), [transaction, transactions]);
  return useMemo(
    () => ({
      save: (patch) => financialStore.getState().updateTransaction(transactionId, patch),
      countRuleMatches,
      makeRule,
      remove: () => financialStore.getState().removeTransaction(transactionId),
      createCategory,
      unpair: () => financialStore.getState().changeOnServer((options) => unpairTransfer(transactionId, options)),
      transferCandidates: candidates,
      pair: (otherId) =>
        financialStore.getState().changeOnServer((options) => pairTransfer([transactionId, otherId], options)),
      split: (parts) => financialStore.getState().splitTransaction(transactionId, parts),
      unsplit: () => financialStore.getState().unsplitTransaction(transactionId),
    }),
    [transactionId, createCategory, candidates],
  );
}

/** The Add transaction form's one change: a manual transaction, shown at once and sent. */
export function addManualTransaction(body: ManualTransactionBody): Promise<unknown> {
  return financialStore.getState().addTransaction(body);
}
