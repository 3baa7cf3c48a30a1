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
    // A category of the person's puts the bank's detailed one aside (the summaries read it only while the bank's
    // category stands). Back to the bank's, it returns with the server's answer: the copy here no longer holds it.
    if (patch.category !== null) next.bank_detailed_category = null;
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
  if (patch.category !== undefined) {
    next.personal_finance_category = before.personal_finance_category;
    next.bank_detailed_category = before.bank_detailed_category;
  }
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
    split_of: null,
    split: null,
    bank_detailed_category: null,
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
  const at = placeByDate(list, transaction.date);
  return [...list.slice(0, at), transaction, ...list.slice(at)];
}

/** Where a transaction of that date goes in a list: before the first one of the same date or older. */
function placeByDate(list: readonly Transaction[], date: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]!.date > date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * A copy with a split as the server answered it: the whole replaced (added by its date when not held) and its parts
 * right after it, in the order given; the whole's old parts, wherever they were, left out. One pass: a split of 20
 * parts at 150,000 rows copies the list once, not once per part.
 */
export function withSplit(list: Transaction[], whole: Transaction, parts: readonly Transaction[]): Transaction[] {
  const id = whole.transaction_id;
  const next: Transaction[] = [];
  let placed = false;
  for (const held of list) {
    if (held.split_of === id) continue;
    if (held.transaction_id !== id) next.push(held);
    else {
      next.push(whole, ...parts);
      placed = true;
    }
  }
  if (placed) return next;
  // Not held (outside the range it was loaded with, or gone meanwhile): by its date, its parts after it.
  const at = placeByDate(next, whole.date);
  return [...next.slice(0, at), whole, ...parts, ...next.slice(at)];
}

/** A copy with a split made whole again: the whole replaced (added when not held), its parts left out. */
export function withoutSplit(list: Transaction[], whole: Transaction): Transaction[] {
  return withSplit(list, whole, []);
}
