// What a person corrects of their transactions (issue 22). The bank's columns stay exactly as the bank sent them (a
// sync writes only those); the person's edits live beside them:
// - user_category: a category key chosen by the person or a rule (a provider category or one of their own cat_ ids);
//   null = the bank's (pfc_primary). The effective category is coalesce(user_category, pfc_primary).
// - display_name and notes: the person's (display_name also a rule's); null = none.
// - excluded: left out of totals and summaries.
// - manual: added by the person (POST /transactions, transaction_id 'manual-<uuid>'); never touched by a sync.
// - transfer_id: the other half of a transfer between the person's own accounts (both rows point at each other);
//   transfer_unpaired: the person unpaired it, so automatic pairing leaves it alone.
// - rule_id: the rule that set user_category/display_name last; null when the person set them.
//
// The compact row's stored text (migration 004) is written again: its category is the effective one, and the six new
// fields follow pending in TRANSACTION_ROW_COLUMNS order (display_name, bank_category, notes, excluded, manual,
// transfer_id). A generated column cannot change its expression in place, so the tail is dropped and added again
// (every row's text is written anew), with the function that writes it taking the new fields. Immutable for the same
// reasons as in 004.
export const up = `
ALTER TABLE transactions
  ADD COLUMN user_category text,
  ADD COLUMN display_name text,
  ADD COLUMN notes text,
  ADD COLUMN excluded boolean NOT NULL DEFAULT false,
  ADD COLUMN manual boolean NOT NULL DEFAULT false,
  ADD COLUMN transfer_id text,
  ADD COLUMN transfer_unpaired boolean NOT NULL DEFAULT false,
  ADD COLUMN rule_id text;

ALTER TABLE transactions DROP COLUMN compact_tail;
DROP FUNCTION transaction_compact_tail(date, numeric, text, text, text, jsonb, text, boolean);

CREATE FUNCTION transaction_compact_tail(
  date date, amount numeric, iso_currency_code text, merchant_name text, name text, category jsonb,
  pfc_primary text, pending boolean, user_category text, display_name text, notes text, excluded boolean,
  manual boolean, transfer_id text
) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ',' || to_json(date)::text
    || ',' || to_json(amount::float8)::text
    || ',' || coalesce(to_json(iso_currency_code)::text, 'null')
    || ',' || coalesce(to_json(merchant_name)::text, 'null')
    || ',' || coalesce(to_json(name)::text, 'null')
    || ',' || category::text
    || ',' || coalesce(to_json(coalesce(user_category, pfc_primary))::text, 'null')
    || ',' || CASE WHEN pending THEN 'true' ELSE 'false' END
    || ',' || coalesce(to_json(display_name)::text, 'null')
    || ',' || coalesce(to_json(pfc_primary)::text, 'null')
    || ',' || coalesce(to_json(notes)::text, 'null')
    || ',' || CASE WHEN excluded THEN 'true' ELSE 'false' END
    || ',' || CASE WHEN manual THEN 'true' ELSE 'false' END
    || ',' || coalesce(to_json(transfer_id)::text, 'null')
    || ']';

ALTER TABLE transactions
  ADD COLUMN compact_tail text GENERATED ALWAYS AS (transaction_compact_tail(
    date, amount, iso_currency_code, merchant_name, name, category, pfc_primary, pending,
    user_category, display_name, notes, excluded, manual, transfer_id)) STORED;

-- A person's own categories, beside the provider's sixteen. Transactions hold the id, so a rename changes nothing else.
CREATE TABLE categories (
  category_id  text PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  name         text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX categories_user_name_key ON categories (user_id, lower(name));

-- "Transactions whose merchant (or name) is X get category Y" (and optionally a display name).
CREATE TABLE rules (
  rule_id       text PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  match_field   text NOT NULL CHECK (match_field IN ('merchant', 'name')),
  match_value   text NOT NULL,
  category      text NOT NULL,
  display_name  text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rules_user_match_key ON rules (user_id, match_field, lower(match_value));
`;
