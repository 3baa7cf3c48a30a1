// What the screen's panels do to transactions, all through the financial store: an edit is shown at once, sent and
// reloaded (reverted with the specification's text on failure); a rule or an unpairing is the server's to work out, so
// it shows once reloaded. Only the rule's count goes straight to the API.
import { useMemo } from 'react';
import type { ManualTransactionBody, TransactionPatch } from '@finance/shared/contracts';
import { createRule, financialStore, pairTransfer, ruleMatches, unpairTransfer } from '@finance/shared/data';

export interface Corrections {
  update: (transactionId: string, patch: TransactionPatch) => Promise<unknown>;
  add: (body: ManualTransactionBody) => Promise<unknown>;
  remove: (transactionId: string) => Promise<unknown>;
  countRuleMatches: (merchant: string) => Promise<number>;
  makeRule: (merchant: string, category: string) => Promise<void>;
  /** Unpairs a transfer (both halves), then reloads. */
  unpair: (transactionId: string) => Promise<void>;
  /** Pairs two transactions as the halves of a transfer, then reloads. */
  pair: (transactionId: string, otherId: string) => Promise<unknown>;
}

export function useCorrections(): Corrections {
  return useMemo(
    () => ({
      update: (transactionId, patch) => financialStore.getState().updateTransaction(transactionId, patch),
      add: (body) => financialStore.getState().addTransaction(body),
      remove: (transactionId) => financialStore.getState().removeTransaction(transactionId),
      countRuleMatches: (merchant) => ruleMatches({ match_field: 'merchant', match_value: merchant }),
      makeRule: async (merchant, category) => {
        await financialStore
          .getState()
          .changeOnServer((options) =>
            createRule({ match_field: 'merchant', match_value: merchant, category }, options),
          );
      },
      pair: (transactionId, otherId) =>
        financialStore.getState().changeOnServer((options) => pairTransfer([transactionId, otherId], options)),
      unpair: (transactionId) =>
        financialStore.getState().changeOnServer((options) => unpairTransfer(transactionId, options)),
    }),
    [],
  );
}
