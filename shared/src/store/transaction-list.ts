// Changes to a list of the transactions (the query's data), cheap at 50,000: one object replaced, inserted or left
// out of a copy of the list, which keeps its order (newest date first, as the API sends it) without sorting it again.
import type { Account, ManualTransactionBody, Transaction, TransactionPatch } from '../contracts';

/** Whether a patch sets what a rule sets: the row is the person's from then on, no longer a rule's. */
const takesFromRule = (patch: TransactionPatch) =>
  patch.category !== undefined || patch.display_name !== undefined || patch.excluded !== undefined;

/** The transaction with the person's changes applied as the server will store them (null: back to the bank's). */
export function patched(transaction: Transaction, patch: TransactionPatch): Transaction {
  const next = { ...transaction };
  if (takesFromRule(patch)) next.rule_id = null;
  if (patch.category !== undefined) {
    const category = patch.category ?? transaction.bank_category;
    next.personal_finance_category = category === null ? null : { primary: category };
  }
  if (patch.display_name !== undefined) next.display_name = patch.display_name;
  if (patch.notes !== undefined) next.notes = patch.notes;
  if (patch.excluded !== undefined) next.excluded = patch.excluded;
  return next;
}

/** The transaction with the fields a patch touches as they were in `before` (a change the server refused, undone). */
export function unpatched(transaction: Transaction, before: Transaction, patch: TransactionPatch): Transaction {
  const next = { ...transaction };
  if (takesFromRule(patch)) next.rule_id = before.rule_id;
  if (patch.category !== undefined) next.personal_finance_category = before.personal_finance_category;
  if (patch.display_name !== undefined) next.display_name = before.display_name;
  if (patch.notes !== undefined) next.notes = before.notes;
  if (patch.excluded !== undefined) next.excluded = before.excluded;
  return next;
}

/** A copy with the transaction added by its date unless one of its id is there already. */
export function ensured(list: Transaction[], transaction: Transaction): Transaction[] {
  return list.some((held) => held.transaction_id === transaction.transaction_id) ? list : inserted(list, transaction);
}

/** A manual transaction as it shows until the server answers with its own (and its id). */
export function manualPlaceholder(id: string, body: ManualTransactionBody, account: Account | undefined): Transaction {
  return {
    transaction_id: id,
    account_id: body.account_id,
    date: body.date,
    amount: body.amount,
    iso_currency_code: account?.balances.iso_currency_code ?? null,
    merchant_name: null,
    name: body.description,
    category: [],
    personal_finance_category: body.category === undefined ? null : { primary: body.category },
    pending: false,
    account_name: account?.name ?? '',
    account_mask: account?.mask ?? null,
    institution_name: account?.institution_name ?? '',
    display_name: null,
    bank_category: null,
    notes: body.notes ?? null,
    excluded: false,
    manual: true,
    transfer_id: null,
    rule_id: null,
  };
}

/** A copy with the transaction of that id replaced; the same list when none has it. */
export function replaced(list: Transaction[], id: string, by: (held: Transaction) => Transaction): Transaction[] {
  const index = list.findIndex((transaction) => transaction.transaction_id === id);
  if (index < 0) return list;
  const next = list.slice();
  next[index] = by(list[index]!);
  return next;
}

/** A copy without the transaction of that id; the same list when none has it. */
export function without(list: Transaction[], id: string): Transaction[] {
  const index = list.findIndex((transaction) => transaction.transaction_id === id);
  if (index < 0) return list;
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

/**
 * A copy with the transaction placed by its date: before the first one of the same date or older (the newest stored
 * comes first within a day, as the API orders them), found by halving the list.
 */
export function inserted(list: Transaction[], transaction: Transaction): Transaction[] {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.date > transaction.date) low = middle + 1;
    else high = middle;
  }
  return [...list.slice(0, low), transaction, ...list.slice(low)];
}
