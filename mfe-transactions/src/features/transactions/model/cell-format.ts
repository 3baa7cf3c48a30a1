// What each cell shows. The table, the search text and the CSV all read cells through these.
import { type Transaction } from '@finance/shared';
import { formatDate, formatMoney } from '@finance/shared/data';

/** The account's name: "Plaid Checking". */
export function accountName(transaction: Transaction): string {
  return transaction.account_name || 'Account';
}

/** The account number's last digits behind bullets: "••••0000"; empty without a mask. */
export function accountMask(transaction: Transaction): string {
  return transaction.account_mask ? `••••${transaction.account_mask}` : '';
}

/** The account's name and a masked suffix: "Plaid Checking ••••0000". */
export function accountLabel(transaction: Transaction): string {
  const mask = accountMask(transaction);
  return mask ? `${accountName(transaction)} ${mask}` : accountName(transaction);
}

/** The merchant, else the provider's name for it, else "N/A". */
export function descriptionOf(transaction: Transaction): string {
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

/** "FOOD_AND_DRINK" as "Food And Drink"; "Uncategorized" without a primary personal-finance category. */
export function categoryLabel(transaction: Transaction): string {
  const primary = transaction.personal_finance_category?.primary;
  if (!primary) return 'Uncategorized';
  return primary
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export function dateText(transaction: Transaction): string {
  return formatDate(transaction.date);
}

export function institutionLabel(transaction: Transaction): string {
  return transaction.institution_name || 'Unknown institution';
}
