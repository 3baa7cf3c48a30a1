// How an account's transactions move its balance, over its account `a` and transaction `t`: one rule for the balance
// of an account kept by hand (GET /plaid/accounts) and for every balance in the past (GET /accounts/balance-history).
import { ACCOUNT_GROUPS, ACCOUNT_TYPE_GROUP, OWED_GROUPS } from '@finance/shared/contracts';

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** The account types whose balance is what is owed: those of the owed groups (credit cards, loans). */
const OWED_TYPES = Object.entries(ACCOUNT_TYPE_GROUP)
  .filter(([, group]) => group !== null && OWED_GROUPS.includes(group))
  .map(([type]) => type);

/**
 * What an amount does to the balance, as a factor: the provider's sign (positive: money out) lowers what a cash,
 * checking, investment or other account holds, and raises what is owed on a credit card or a loan, which the balance
 * of such an account is.
 */
export const AMOUNT_EFFECT = `CASE WHEN a.type IN (${sqlList(OWED_TYPES)}) THEN 1 ELSE -1 END`;

/**
 * Not a part of a split transaction: the whole moved the money by its amount, and its parts only share that amount
 * out; counting them too would count it twice.
 */
export const NOT_SPLIT_PART = 't.split_of IS NULL';

/**
 * The accounts sidebar's group of the account (shared's ACCOUNT_TYPE_GROUP, which the sidebar's totals and the
 * Dashboard's net worth read too): Plaid's brokerage accounts are investments; 'other' (Plaid's, or kept by hand as
 * other) and any type the table does not know are null, in no group and in no net worth.
 */
export const TYPE_GROUP = `CASE a.type ${Object.entries(ACCOUNT_TYPE_GROUP)
  .filter(([, group]) => group !== null)
  .map(([type, group]) => `WHEN '${type}' THEN '${group}'`)
  .join(' ')} END`;

/** The groups as SQL lists: what is owed (liabilities), and what is held (assets). */
export const OWED_GROUP_LIST = sqlList(OWED_GROUPS);
export const HELD_GROUP_LIST = sqlList(ACCOUNT_GROUPS.filter((group) => !OWED_GROUPS.includes(group)));
