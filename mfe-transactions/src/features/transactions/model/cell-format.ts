// What each cell shows. The table, the search text and the CSV all read cells through these.
import { type Transaction } from '@finance/shared';
import { categoryName, formatDate, formatMoney, type CategoryNames } from '@finance/shared/data';

// A category's name is every page's (@finance/shared/data); the screen's modules read it with the other cells. So is
// the amount the totals count: the summaries' rule, so that money in and out of any rows are what the summaries count
// of them (a transfer by its category, a credit card's payment, is neither).
export { categoryName, countedAmount, CUSTOM_CATEGORY_PREFIX, type CategoryNames } from '@finance/shared/data';

/** What names a transaction's account (or an account the store holds, as TransactionAccount names it). */
type AccountNaming = Pick<Transaction, 'account_name' | 'account_mask'>;

/** The account's name: "Plaid Checking". */
export function accountName(transaction: AccountNaming): string {
  return transaction.account_name || 'Account';
}

/** The account number's last digits behind bullets: "••••0000"; empty without a mask. */
export function accountMask(transaction: AccountNaming): string {
  return transaction.account_mask ? `••••${transaction.account_mask}` : '';
}

/** The account's name and a masked suffix: "Plaid Checking ••••0000". */
export function accountLabel(transaction: AccountNaming): string {
  const mask = accountMask(transaction);
  return mask ? `${accountName(transaction)} ${mask}` : accountName(transaction);
}

/** The person's name for it, else the merchant, else the provider's name for it, else "N/A". */
export function descriptionOf(transaction: Transaction): string {
  return transaction.display_name || bankDescriptionOf(transaction);
}

/** What the bank calls it: the merchant, else the provider's name, else "N/A". */
export function bankDescriptionOf(transaction: Transaction): string {
  return transaction.merchant_name || transaction.name || 'N/A';
}

/** The amount without its sign, with 2 decimals: "$12.30" whether money went out or came in. */
export function amountText(transaction: Transaction): string {
  return formatMoney(Math.abs(transaction.amount), transaction.iso_currency_code);
}

/** Money in (a negative amount) is tinted green. */
export function isMoneyIn(transaction: Transaction): boolean {
  return transaction.amount < 0;
}

/** The transaction's category (the person's choice, else the bank's) as the screen names it. */
export function categoryLabel(transaction: Transaction, names?: CategoryNames): string {
  return categoryName(transaction.personal_finance_category?.primary, names);
}

/**
 * The person changed the category, or gave the transaction a name or a note. Manual ones are theirs throughout, and a
 * split's parts were given their category and note in the split (their own mark).
 */
export function isEdited(transaction: Transaction): boolean {
  if (transaction.manual || transaction.split_of !== null) return false;
  if (transaction.notes !== null) return true;
  // What a rule set is the rule's (its own mark), not the person's.
  if (transaction.rule_id !== null) return false;
  const category = transaction.personal_finance_category?.primary ?? null;
  return transaction.display_name !== null || category !== transaction.bank_category;
}

export function dateText(transaction: Transaction): string {
  return formatDate(transaction.date);
}

export function institutionLabel(transaction: Transaction): string {
  return transaction.institution_name || 'Unknown institution';
}
