// The details panel's edit of a transaction: the fields the person can correct, as typed, and the patch they make.
import type { Transaction } from '@finance/shared';
import type { TransactionPatch } from '@finance/shared/contracts';

export interface Draft {
  category: string;
  displayName: string;
  notes: string;
  excluded: boolean;
}

export const draftOf = (transaction: Transaction): Draft => ({
  category: transaction.personal_finance_category?.primary ?? '',
  displayName: transaction.display_name ?? '',
  notes: transaction.notes ?? '',
  excluded: transaction.excluded,
});

/** Only what changed, with an empty name or notes (or the bank's category) meaning "back to the bank's". */
export function patchOf(transaction: Transaction, draft: Draft): TransactionPatch {
  const before = draftOf(transaction);
  const patch: TransactionPatch = {};
  if (draft.category !== before.category)
    patch.category = draft.category === (transaction.bank_category ?? '') || !draft.category ? null : draft.category;
  if (draft.displayName.trim() !== before.displayName) patch.display_name = draft.displayName.trim() || null;
  if (draft.notes.trim() !== before.notes) patch.notes = draft.notes.trim() || null;
  if (draft.excluded !== before.excluded) patch.excluded = draft.excluded;
  return patch;
}
