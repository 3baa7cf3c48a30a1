// The accounts sidebar's groups of account types and which of them are owed, as plain values: the sidebar's totals,
// the Dashboard's net worth (shared/src/accounts/account-type-groups.ts) and the API's net worth over time
// (GET /accounts/balance-history) classify an account by this one table, so that no two of them disagree.
import type { AccountType } from './accounts';

/** The sidebar's four groups, in its order. */
export const ACCOUNT_GROUPS = ['depository', 'credit', 'loan', 'investment'] as const;
export type AccountGroup = (typeof ACCOUNT_GROUPS)[number];

/**
 * The group of each account type: Plaid's brokerage accounts are investments; its 'other' accounts (and those kept by
 * hand as other) belong to none, so they count in no group's total and not in net worth.
 */
export const ACCOUNT_TYPE_GROUP: Readonly<Record<AccountType, AccountGroup | null>> = {
  depository: 'depository',
  credit: 'credit',
  loan: 'loan',
  investment: 'investment',
  brokerage: 'investment',
  other: null,
};

/** The groups whose balance is what is owed (liabilities); the others hold what is owned (assets). */
export const OWED_GROUPS: readonly AccountGroup[] = ['credit', 'loan'];

/** An account's group; null for 'other' and for any type the table does not know. */
export function accountGroupOf(type: string): AccountGroup | null {
  return Object.hasOwn(ACCOUNT_TYPE_GROUP, type) ? ACCOUNT_TYPE_GROUP[type as AccountType] : null;
}
