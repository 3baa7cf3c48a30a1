// A transaction split into parts (issue 32, point 3): each part is a transaction row of its own (id `split-<uuid>`)
// with its own amount, category and note, the bank's other values copied from the whole it is part of.
// - split_of: on a part, the whole's transaction_id. Removing the whole (the bank removed it, its account or item
//   went) removes its parts with it, and the removals trigger of migration 009 records them like any other row.
// - split: on a split whole and on each of its parts: 'split', or 'review' once the bank changed the whole's amount so
//   that the parts no longer add up to it. A whole with split set is shown and counted by its parts, never itself.
// The index finds a whole's parts (a sync, an unsplit, the cascade); split_of never changes once written, so the index
// keeps migration 007's heap-only updates.
//
// The compact row's stored text gains split_of and split at its end (TRANSACTION_ROW_COLUMNS' order): as in 011, the
// tail is dropped and added again, with the function taking the two new fields.
export const up = `
ALTER TABLE transactions
  ADD COLUMN split_of text REFERENCES transactions (transaction_id) ON DELETE CASCADE,
  ADD COLUMN split text CHECK (split IN ('split', 'review'));
CREATE INDEX transactions_split_of_idx ON transactions (split_of) WHERE split_of IS NOT NULL;

ALTER TABLE transactions DROP COLUMN compact_tail;
DROP FUNCTION transaction_compact_tail(
  date, numeric, text, text, text, jsonb, text, boolean, text, text, text, boolean, boolean, text, text);

CREATE FUNCTION transaction_compact_tail(
  date date, amount numeric, iso_currency_code text, merchant_name text, name text, category jsonb,
  pfc_primary text, pending boolean, user_category text, display_name text, notes text, excluded boolean,
  manual boolean, transfer_id text, rule_id text, split_of text, split text
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
    || ',' || coalesce(to_json(rule_id)::text, 'null')
    || ',' || coalesce(to_json(split_of)::text, 'null')
    || ',' || coalesce(to_json(split)::text, 'null')
    || ']';

ALTER TABLE transactions
  ADD COLUMN compact_tail text GENERATED ALWAYS AS (transaction_compact_tail(
    date, amount, iso_currency_code, merchant_name, name, category, pfc_primary, pending,
    user_category, display_name, notes, excluded, manual, transfer_id, rule_id, split_of, split)) STORED;
`;
