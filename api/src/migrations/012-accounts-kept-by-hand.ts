// Accounts kept by hand (issue 32, point 1): a cash wallet, a checking account or a loan the person keeps themselves,
// with a name, a type, a currency and an opening balance; its balance is the opening balance moved by its manual
// transactions (POST /transactions). Such an account has no item: accounts.item_id is null and kept_by_hand true,
// and its transactions' item_id is null too. A per-person pseudo-item was the other way: it would have needed a fake
// Plaid item id and access token, and every path of the sync (the jobs, the webhooks, the daily reconciliation, the
// removal of an institution at the provider) to learn to step around it. Without an item there is nothing for a sync
// to reach: every write of a sync is scoped to an item's id (accounts' upsert and balances, transactions' upsert and
// removals), a null never equals it, and removing an item cascades only to its own rows.
//
// The checks keep the two kinds apart: an account is either a bank's (an item, no opening balance) or kept by hand
// (no item, an opening balance), and a transaction without an item is a manual one.
export const up = `
ALTER TABLE accounts ALTER COLUMN item_id DROP NOT NULL;
ALTER TABLE accounts
  ADD COLUMN kept_by_hand boolean NOT NULL DEFAULT false,
  ADD COLUMN opening_balance numeric(16, 2);
ALTER TABLE accounts ADD CONSTRAINT accounts_kept_by_hand_check CHECK (
  CASE WHEN kept_by_hand THEN item_id IS NULL AND opening_balance IS NOT NULL
       ELSE item_id IS NOT NULL AND opening_balance IS NULL END);
-- A person's accounts kept by hand: counted at each creation (the bound), listed for a removal.
CREATE INDEX accounts_kept_by_hand_idx ON accounts (user_id) WHERE kept_by_hand;

ALTER TABLE transactions ALTER COLUMN item_id DROP NOT NULL;
ALTER TABLE transactions ADD CONSTRAINT transactions_item_check CHECK (item_id IS NOT NULL OR manual);
`;
