// The compact row's stored text gains the bank's detailed category at its end (TRANSACTION_ROW_COLUMNS' order), while
// the bank's category stands (no category of the person's or a rule's, even the bank's own: user_category is null),
// and null otherwise. It is what the summaries read to tell a credit card's payment (LOAN_PAYMENTS_CREDIT_CARD_PAYMENT,
// a transfer between the person's own accounts) from other money out (summaries-repository.ts, TRANSFER), so that the
// transactions screen counts money in and out by the same rule (@finance/shared's money-flow-rule.ts) and a figure
// opens rows that add up to it. As in 011 and 013, the tail is dropped and added again, with the function taking the
// new field.
export const up = `
ALTER TABLE transactions DROP COLUMN compact_tail;
DROP FUNCTION transaction_compact_tail(
  date, numeric, text, text, text, jsonb, text, boolean, text, text, text, boolean, boolean, text, text, text, text);

CREATE FUNCTION transaction_compact_tail(
  date date, amount numeric, iso_currency_code text, merchant_name text, name text, category jsonb,
  pfc_primary text, pending boolean, user_category text, display_name text, notes text, excluded boolean,
  manual boolean, transfer_id text, rule_id text, split_of text, split text, pfc_detailed text
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
    || ',' || coalesce(to_json(CASE WHEN user_category IS NULL THEN pfc_detailed END)::text, 'null')
    || ']';

ALTER TABLE transactions
  ADD COLUMN compact_tail text GENERATED ALWAYS AS (transaction_compact_tail(
    date, amount, iso_currency_code, merchant_name, name, category, pfc_primary, pending,
    user_category, display_name, notes, excluded, manual, transfer_id, rule_id, split_of, split, pfc_detailed)) STORED;
`;
