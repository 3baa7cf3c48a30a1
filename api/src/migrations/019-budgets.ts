// Budgets (issue 34): a person's amount per category and month, rollover per category, and the carries it makes,
// stored and recomputed forward from the month a change touches (ARCHITECTURE.md, Insights and budgets).
//
// - budget_amounts: an amount holds from its month on, until a later row of the same category (a month that copies
//   the one before unless changed: nothing is created each month); a NULL amount ends the budget from its month. The
//   category '' holds what deleted categories had budgeted (their months keep their figures).
// - budget_rollovers: the categories whose left amount (surplus or deficit) carries into the next month.
// - budget_carries: what carried into a month (its available amount is its amount plus this), per rollover category.
// - budget_stale: the first month whose spending or amount changed since the carries after it were computed; the
//   budget read recomputes forward from there (services/budgets-service.ts) and moves it on.
//
// A budget's spending is the month's daily totals of its category, money in (a refund) counted against money out, so
// the daily totals now keep the category of money in too (income and refunds): the summaries still sum it by kind,
// and their figures are unchanged. The triggers of migration 017 now also mark the months a write touched as stale,
// for the person's rollover categories only (a sync's statement adds one small grouped write).

import { countedRows } from './017-daily-totals';

/** Money out and money in keep their category. */
const KEPT_BY_CATEGORY = "'spend', 'income'";

/** Adds the rows of `changed` to the daily totals and marks the months they touched stale for rollover categories. */
const followChanges = (changed: string) => `
    WITH counted AS (${countedRows(changed, KEPT_BY_CATEGORY)}
    ), added AS (
      INSERT INTO daily_totals AS d (user_id, date, kind, category, payee, amount, count)
      SELECT user_id, date, kind, category, payee, amount, count FROM counted
      ORDER BY user_id, date, kind, category, payee
      ON CONFLICT (user_id, date, kind, category, payee)
        DO UPDATE SET amount = d.amount + excluded.amount, count = d.count + excluded.count
    )
    INSERT INTO budget_stale AS s (user_id, category, month)
    SELECT c.user_id, c.category, date_trunc('month', min(c.date))::date FROM counted c
    WHERE c.kind IN ('spend', 'income')
      AND EXISTS (SELECT 1 FROM budget_rollovers r WHERE r.user_id = c.user_id AND r.category = c.category)
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (user_id, category) DO UPDATE SET month = least(s.month, excluded.month);`;

export const up = `
CREATE TABLE budget_amounts (
  user_id   uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  category  text NOT NULL,
  month     date NOT NULL CHECK (extract(day FROM month) = 1),
  amount    numeric(14, 2) CHECK (amount >= 0),
  PRIMARY KEY (user_id, category, month)
);
CREATE TABLE budget_rollovers (
  user_id   uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  category  text NOT NULL,
  PRIMARY KEY (user_id, category)
);
CREATE TABLE budget_carries (
  user_id   uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  category  text NOT NULL,
  month     date NOT NULL,
  carried   numeric(16, 2) NOT NULL,
  PRIMARY KEY (user_id, category, month)
);
-- No foreign key: a person removed cascades to their transactions, whose trigger may still mark a month here.
CREATE TABLE budget_stale (
  user_id   uuid NOT NULL,
  category  text NOT NULL,
  month     date NOT NULL,
  PRIMARY KEY (user_id, category)
);

CREATE OR REPLACE FUNCTION daily_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN${followChanges('SELECT w.*, 1 AS sign FROM written w')}
  ELSIF TG_OP = 'DELETE' THEN${followChanges('SELECT g.*, -1 AS sign FROM gone g')}
  ELSE${followChanges('SELECT w.*, 1 AS sign FROM written w UNION ALL SELECT g.*, -1 AS sign FROM gone g')}
  END IF;
  DELETE FROM daily_totals WHERE count = 0;
  RETURN NULL;
END $$;

DELETE FROM daily_totals;
INSERT INTO daily_totals (user_id, date, kind, category, payee, amount, count)
SELECT user_id, date, kind, category, payee, amount, count
FROM (${countedRows('SELECT t.*, 1 AS sign FROM transactions t', KEPT_BY_CATEGORY)}) rebuilt;
`;
