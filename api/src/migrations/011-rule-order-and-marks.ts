// Rules on a transaction's description (issue 32, point 2), in an order the person sets, and the rows they changed
// marked as theirs (point 5).
// - match_op: 'is' (the whole text, as every rule before this one) or 'contains' (a part of it; at least
//   RULE_CONTAINS_MIN characters, the LIKE wildcards in it taken as text). Both ignore case and surrounding spaces.
// - position: the rules' order; where several match a row, the first one in order sets it. Existing rules keep the
//   order they were made in.
// - enabled: a rule turned off is kept but applied nowhere.
// - category may be null (the bank's): a rule sets a category, a display name, or leaves its rows out of totals
//   (excluded), at least one of them.
// A rule of each match_field, match_op and text (ignoring case) once per person.
//
// The compact row's stored text (migrations 004 and 006) gains rule_id at its end (TRANSACTION_ROW_COLUMNS' order),
// so that a row tells it was changed by a rule ("Rule", not "Edited"). As in 006, a generated column cannot change its
// expression in place: the tail is dropped and added again, with the function taking the new field.
export const up = `
ALTER TABLE rules
  ADD COLUMN match_op text NOT NULL DEFAULT 'is' CHECK (match_op IN ('is', 'contains')),
  ADD COLUMN position integer NOT NULL DEFAULT 0,
  ADD COLUMN enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN excluded boolean NOT NULL DEFAULT false,
  ALTER COLUMN category DROP NOT NULL;

UPDATE rules r SET position = o.n
FROM (SELECT rule_id, (row_number() OVER (PARTITION BY user_id ORDER BY created_at, rule_id) - 1)::int AS n
      FROM rules) o
WHERE o.rule_id = r.rule_id;

DROP INDEX rules_user_match_key;
CREATE UNIQUE INDEX rules_user_match_key ON rules (user_id, match_field, match_op, lower(match_value));
CREATE INDEX rules_user_position_idx ON rules (user_id, position, rule_id);

ALTER TABLE transactions DROP COLUMN compact_tail;
DROP FUNCTION transaction_compact_tail(
  date, numeric, text, text, text, jsonb, text, boolean, text, text, text, boolean, boolean, text);

CREATE FUNCTION transaction_compact_tail(
  date date, amount numeric, iso_currency_code text, merchant_name text, name text, category jsonb,
  pfc_primary text, pending boolean, user_category text, display_name text, notes text, excluded boolean,
  manual boolean, transfer_id text, rule_id text
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
    || ']';

ALTER TABLE transactions
  ADD COLUMN compact_tail text GENERATED ALWAYS AS (transaction_compact_tail(
    date, amount, iso_currency_code, merchant_name, name, category, pfc_primary, pending,
    user_category, display_name, notes, excluded, manual, transfer_id, rule_id)) STORED;
`;
