// What the screen's panels do to transactions: each edit goes through the financial store (shown at once, sent,
// reloaded; reverted with the specification's text on failure), rules and counts straight to the API.
import { useMemo } from 'react';
import type { ManualTransactionBody, TransactionPatch } from '@finance/shared/contracts';
import { createRule, financialStore, ruleMatches, unpairTransfer } from '@finance/shared/data';

export interface Corrections {
  update: (transactionId: string, patch: TransactionPatch) => Promise<unknown>;
  add: (body: ManualTransactionBody) => Promise<unknown>;
  remove: (transactionId: string) => Promise<unknown>;
  countRuleMatches: (merchant: string) => Promise<number>;
  makeRule: (merchant: string, category: string) => Promise<void>;
  /** Unpairs a transfer (both halves), then reloads. */
  unpair: (transactionId: string) => Promise<void>;
}

export function useCorrections(): Corrections {
  return useMemo(
    () => ({
      update: (transactionId, patch) => financialStore.getState().updateTransaction(transactionId, patch),
      add: (body) => financialStore.getState().addTransaction(body),
      remove: (transactionId) => financialStore.getState().removeTransaction(transactionId),
      countRuleMatches: (merchant) => ruleMatches({ match_field: 'merchant', match_value: merchant }),
      makeRule: async (merchant, category) => {
        await createRule({ match_field: 'merchant', match_value: merchant, category });
        await financialStore.getState().fetchTransactions();
      },
      unpair: async (transactionId) => {
        await unpairTransfer(transactionId);
        await financialStore.getState().fetchTransactions();
      },
    }),
    [],
  );
}
