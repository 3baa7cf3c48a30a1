// The four summaries (GET /summary/category, /summary/month, /summary/payee, /spending/trends) read a person's daily
// totals instead of their transactions (issue 33, points 6 and 7). Over the transactions, 18 months of a person with
// 200,000 rows took 290 to 570 ms on PostgreSQL (a scan of the whole 195 MB table, its pages half empty for
// migration 007); an index over (user_id, date) with every column the summaries read still took 150 to 200 ms (the
// aggregate of 200,000 index entries), and every correction would have written it (no more heap-only updates).
// bench/summaries.ts measures both sides.
//
// One row per person, day and way a transaction counts, with the sum of the amounts and how many rows:
// - kind 'spend': money out (amount > 0) that is no transfer, kept by category and payee (money out the person filed
//   under INCOME, a paycheck taken back, is spend under INCOME, as the transactions screen counts it);
// - kind 'income': money in (amount < 0) that is no transfer;
// - kind 'other': counted (transaction_count of the month summary) but neither: a transfer's category on an unpaired
//   row, a card payment, an amount of 0.
// Income and other rows are kept by day only (category and payee ''): no summary splits them further.
// The rows counted at all: not excluded, not half of a paired transfer, not a split whole (its parts count instead).
// A transfer is a row whose effective category (the person's or a rule's, else the bank's) is TRANSFER_IN or
// TRANSFER_OUT, a card payment while the bank's category stands, or, with no category at all, a bank category entry of
// Transfer or Payment. A row with no category anywhere is spend (UNCATEGORIZED) or income like any other: in the
// queries before this migration it counted as neither (the comparison with NULL).
//
// Statement-level triggers keep the table from the rows each statement inserted, updated or deleted (transition
// tables, as migration 010), whatever the statement: a sync, a correction, a rule, a bulk change, a split, a pairing,
// a manual row, a cascade from an account, an item or a person removed. Each adds the rows written and subtracts the
// rows as they were, grouped, in the order of the key (two writers never lock two rows in opposite orders); a total
// that reaches no rows is removed. A statement that changes nothing the summaries read (a note, a change number)
// nets to nothing and writes nothing. No foreign key to users: removing a person cascades to their transactions,
// whose trigger then subtracts them from a table that must not refuse it; their rows end at 0 and go.
//
// The definition lives here, in SQL, and in the apps' rules for the transactions they hold
// (shared/src/summaries/summary-rules.ts), term for term: a figure opens rows that add up to it. A change of it is a
// change there and a new migration that replaces daily_total_kind and rebuilds the table.

/**
 * The rows of `changed` (each a transactions row with a `sign` of 1 or -1), grouped as the daily totals keep them: by
 * person, day, kind, category (for the kinds in `categorised`: spend here, money in too since migration 019) and payee
 * (spend only).
 */
export const countedRows = (changed: string, categorised: string) => `
    SELECT user_id, date, kind, category, payee, sum(amount) AS amount, sum(sign)::int AS count
    FROM (
      SELECT c.user_id, c.date, c.sign, c.sign * c.amount AS amount, k.kind,
             -- CATEGORY: the category that stands, else the bank's first older entry, else UNCATEGORIZED.
             CASE WHEN k.kind IN (${categorised})
               THEN coalesce(c.user_category, c.pfc_primary, c.category->>0, 'UNCATEGORIZED') ELSE '' END AS category,
             -- PAYEE: the person's name for it, else the merchant, else the bank's description (an empty text none).
             CASE WHEN k.kind = 'spend'
               THEN coalesce(nullif(c.display_name, ''), nullif(c.merchant_name, ''), nullif(c.name, ''), 'Unknown')
               ELSE '' END AS payee
      FROM (${changed}) c
      CROSS JOIN LATERAL (SELECT daily_total_kind(c.amount, c.user_category, c.pfc_primary, c.pfc_detailed, c.category,
                                                  c.excluded, c.transfer_id, c.split, c.split_of) AS kind) k
      WHERE k.kind IS NOT NULL
    ) counted
    GROUP BY user_id, date, kind, category, payee
    HAVING sum(amount) <> 0 OR sum(sign) <> 0`;

/** Adds the rows of `changed` to the daily totals. */
const addToDailyTotals = (changed: string) => `
    INSERT INTO daily_totals AS d (user_id, date, kind, category, payee, amount, count)
    SELECT user_id, date, kind, category, payee, amount, count FROM (${countedRows(changed, "'spend'")}) counted
    ORDER BY user_id, date, kind, category, payee
    ON CONFLICT (user_id, date, kind, category, payee)
      DO UPDATE SET amount = d.amount + excluded.amount, count = d.count + excluded.count;`;

export const up = `
CREATE TABLE daily_totals (
  user_id   uuid NOT NULL,
  date      date NOT NULL,
  kind      text NOT NULL CHECK (kind IN ('spend', 'income', 'other')),
  category  text NOT NULL,
  payee     text NOT NULL,
  amount    numeric NOT NULL,
  count     integer NOT NULL,
  PRIMARY KEY (user_id, date, kind, category, payee)
);
-- The totals a statement brought to no rows, found at once to be removed.
CREATE INDEX daily_totals_empty_idx ON daily_totals (user_id) WHERE count = 0;

CREATE FUNCTION daily_total_kind(
  amount numeric, user_category text, pfc_primary text, pfc_detailed text, category jsonb, excluded boolean,
  transfer_id text, split text, split_of text
) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE
    -- COUNTED: not excluded, no half of a paired transfer, no split whole.
    WHEN excluded OR transfer_id IS NOT NULL OR (split IS NOT NULL AND split_of IS NULL) THEN NULL
    -- TRANSFER (by its category, paired or not): a transfer category, a card's payment while the bank's category
    -- stands, or, with no category at all, a transfer or payment by the bank's older category list.
    WHEN coalesce(user_category, pfc_primary, '') IN ('TRANSFER_IN', 'TRANSFER_OUT')
      OR (user_category IS NULL AND coalesce(pfc_detailed, '') = 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT')
      OR (coalesce(user_category, pfc_primary) IS NULL AND coalesce(category->>0, '') IN ('Transfer', 'Payment'))
      THEN 'other'
    -- SPEND and INCOME: money out and in that is no transfer.
    WHEN amount > 0 THEN 'spend'
    WHEN amount < 0 THEN 'income'
    ELSE 'other'
  END;

CREATE FUNCTION daily_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN${addToDailyTotals('SELECT w.*, 1 AS sign FROM written w')}
  ELSIF TG_OP = 'DELETE' THEN${addToDailyTotals('SELECT g.*, -1 AS sign FROM gone g')}
  ELSE${addToDailyTotals('SELECT w.*, 1 AS sign FROM written w UNION ALL SELECT g.*, -1 AS sign FROM gone g')}
  END IF;
  DELETE FROM daily_totals WHERE count = 0;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_daily_totals_inserts AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_follow();
CREATE TRIGGER transactions_daily_totals_updates AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS gone NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_follow();
CREATE TRIGGER transactions_daily_totals_deletes AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_follow();
${addToDailyTotals('SELECT t.*, 1 AS sign FROM transactions t')}
`;
