// How an account's transactions move its balance, over its account `a` and transaction `t`: one rule for the balance
// of an account kept by hand (GET /plaid/accounts) and for every balance in the past (GET /accounts/balance-history).

/**
 * What an amount does to the balance, as a factor: the provider's sign (positive: money out) lowers what a cash,
 * checking, investment or other account holds, and raises what is owed on a credit card or a loan, which the balance
 * of such an account is.
 */
export const AMOUNT_EFFECT = `CASE WHEN a.type IN ('credit', 'loan') THEN 1 ELSE -1 END`;

/**
 * Not a part of a split transaction: the whole moved the money by its amount, and its parts only share that amount
 * out; counting them too would count it twice.
 */
export const NOT_SPLIT_PART = 't.split_of IS NULL';

/**
 * The accounts sidebar's groups of types: Plaid's brokerage accounts are investments; anything that is not one of the
 * four (Plaid's 'other', an 'other' kept by hand) is 'other', which the sidebar shows in no group.
 */
export const TYPE_GROUP = `CASE WHEN a.type = 'brokerage' THEN 'investment'
  WHEN a.type IN ('depository', 'credit', 'loan', 'investment') THEN a.type ELSE 'other' END`;
