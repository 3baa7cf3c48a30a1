// What each cell shows. The table, the search text and the CSV all read cells through these.
import { type Transaction } from '@finance/shared';
import { formatDate, formatMoney } from '@finance/shared/data';
import { isSplitWhole } from './splits';

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

/** The names of the person's own categories, by id (cat_...). */
export type CategoryNames = ReadonlyMap<string, string>;

const NO_NAMES: CategoryNames = new Map();

/** The ids of the person's own categories start so; the provider's are words in capitals. */
export const CUSTOM_CATEGORY_PREFIX = 'cat_';

/**
 * A category key as the screen names it: the person's own category by its name ("Custom category" until the names
 * are read), a provider's "FOOD_AND_DRINK" as "Food And Drink", none as "Uncategorized".
 */
export function categoryName(key: string | null | undefined, names: CategoryNames = NO_NAMES): string {
  if (!key) return 'Uncategorized';
  const own = names.get(key);
  if (own !== undefined) return own;
  if (key.startsWith(CUSTOM_CATEGORY_PREFIX)) return 'Custom category';
  let words = providerWords.get(key);
  if (words === undefined) {
    words = key
      .split('_')
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
      .join(' ');
    if (providerWords.size < PROVIDER_WORDS_MAX) providerWords.set(key, words);
  }
  return words;
}

/**
 * The provider's keys in words, made once each: a set's 150,684 rows name a few dozen categories, and making their
 * words for each row took about a quarter of preparing it. Bounded, as keys come from outside.
 */
const providerWords = new Map<string, string>();
const PROVIDER_WORDS_MAX = 1_000;

/** The transaction's category (the person's choice, else the bank's) as the screen names it. */
export function categoryLabel(transaction: Transaction, names: CategoryNames = NO_NAMES): string {
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

/** Left out of money in and out: excluded by the person, or one half of a transfer between their own accounts. */
export function isLeftOut(transaction: Transaction): boolean {
  return transaction.excluded || transaction.transfer_id !== null;
}

/** The amount the totals count: none for a transaction left out, nor for a split whole (its parts count). */
export function countedAmount(transaction: Transaction): number {
  return isLeftOut(transaction) || isSplitWhole(transaction) ? 0 : transaction.amount;
}

export function dateText(transaction: Transaction): string {
  return formatDate(transaction.date);
}

export function institutionLabel(transaction: Transaction): string {
  return transaction.institution_name || 'Unknown institution';
}
