// Each transaction's row of the compact answer (GET /transactions?format=compact), written once when the row is
// stored instead of for every request: the read is one string_agg over the (user_id, date DESC, id DESC) index, and
// the server sends the database's text as it is. The account's place in the answer's `accounts` list depends on the
// answer, so a row is kept in two pieces, `["<transaction_id>",` and `,<date>,<amount>,…,<pending>]`, and the read
// puts the account's index between them.
//
// Generated columns need an IMMUTABLE expression; to_json is STABLE only because some types' text depends on settings
// (DateStyle, extra_float_digits). JSON writes a date as ISO 8601 whatever DateStyle says, and amount is numeric(16, 2)
// cast to float8, whose shortest text is exact at the default extra_float_digits (1) that the API never changes: for
// these arguments the functions are immutable, and say so. Their text is JSON without spaces between the fields
// (the category, jsonb, keeps its own ", "), the same values as the json_build_array the answer used before.
export const up = `
CREATE FUNCTION transaction_compact_head(transaction_id text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN '[' || to_json(transaction_id)::text || ',';

CREATE FUNCTION transaction_compact_tail(
  date date, amount numeric, iso_currency_code text, merchant_name text, name text, category jsonb,
  pfc_primary text, pending boolean
) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ',' || to_json(date)::text
    || ',' || to_json(amount::float8)::text
    || ',' || coalesce(to_json(iso_currency_code)::text, 'null')
    || ',' || coalesce(to_json(merchant_name)::text, 'null')
    || ',' || coalesce(to_json(name)::text, 'null')
    || ',' || category::text
    || ',' || coalesce(to_json(pfc_primary)::text, 'null')
    || ',' || CASE WHEN pending THEN 'true' ELSE 'false' END
    || ']';

ALTER TABLE transactions
  ADD COLUMN compact_head text GENERATED ALWAYS AS (transaction_compact_head(transaction_id)) STORED,
  ADD COLUMN compact_tail text GENERATED ALWAYS AS (transaction_compact_tail(
    date, amount, iso_currency_code, merchant_name, name, category, pfc_primary, pending)) STORED;
`;
