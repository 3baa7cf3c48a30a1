// Balances in the past, for net worth over time (GET /accounts/balance-history).
//
// balance_history: one row per bank account and day, the bank's balances as written by a sync (accounts/get after a
// sync that changed transactions), by Sync now (balance/get) and by a link (accounts/get). A second write on the same
// day replaces the day's row: the day's latest wins. The day is the UTC day of the write (domain/balance-days.ts says
// why), the currency the account's at that time. Only what the bank said is stored: the days before an account's
// first row are walked back from it through the account's transactions when they are read, and an account kept by
// hand (no item, migration 012) is its opening balance moved by its transactions, computed the same way
// (BalanceHistoryRepository says why), so every row here is a recorded one and needs no mark telling it from a
// reconstructed one. The accounts' balances stored now are its first rows, each on the day its account's balances
// were last written (updated_at, which only a write of the bank's balances moves on a bank's account): a person
// linked before this migration has a history from their last sync.
//
// account_day_sums: what a walk back reads instead of the transactions, the sum of the amounts (and the number) of
// each account's transactions by day, apart for the ones added by hand (a bank's balance does not hold them; an
// account kept by hand has only those), of the transactions that move a balance: not a part of a split (its whole
// counts) and not pending (a bank's current balance leaves them out until they post, when the posted one replaces the
// pending one). A walk then reads at most a row a day and account: 17 to 28 ms a request at 200,000 transactions on
// PostgreSQL, 40 to 55 ms on PGlite (bench/balance-history.ts). Summing the transactions themselves at each read took
// 1.4 s and 2.2 s there, through a covering index: an index-only scan still reads every table page the visibility map
// does not vouch for, which is every page of a person's new rows until a vacuum passes (on PGlite, only the app's own
// autovacuum after large writes: db/pglite-autovacuum.ts), and a PGlite statement holds every request of its process.
//
// Triggers keep the sums, in the statement that writes the rows, whatever writes them (a sync, a person's edit, a
// split, a cascade from an account, an item or a person): the rows written are added, the rows they replace or that
// go are taken away, and a day's sum with no transaction left is deleted. So the sums are the transactions as they are
// at every commit, as the rows' own aggregate would be. Inserts and deletes come in bulk (a first sync, 1,000 rows a
// statement; a cascade), so a statement-level trigger sums each statement's transition table at once. Updates are
// nearly all corrections (category, name, notes, exclusion, transfer, rule: a bulk edit, a rule or a category's
// deletion touches up to every row, 5,000 a statement) that move no balance; only a sync's modified rows move one,
// a few at a time. So updates have a row-level trigger on the columns that move a balance, fired only for a row whose
// balance-moving values changed: a correction pays nothing, where a statement-level trigger cost every UPDATE its
// transition tables and their sum, 7 to 9 % of the statement's CPU time at 10,000 to 50,000 rows on PostgreSQL,
// corrections included. A statement changing every amount pays more this way (46 to 61 % against 7 to 9 %,
// bench/balance-history.ts), which no path makes: a sync modifies a few rows. No foreign key: the rows follow their
// transactions through the triggers, cascades included (a key would race the cascade that deletes the account). A
// day sum is one person's, and the API writes a person's transactions under their write lock
// (DataAccess.transactionFor), so two of its statements never update one person's sums at once.
export const up = `
CREATE TABLE balance_history (
  account_pk        bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  day               date NOT NULL,
  user_id           uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  balance_current   numeric(16, 2),
  balance_available numeric(16, 2),
  balance_limit     numeric(16, 2),
  iso_currency_code text,
  recorded_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_pk, day)
);

INSERT INTO balance_history (account_pk, day, user_id, balance_current, balance_available, balance_limit,
                             iso_currency_code, recorded_at)
SELECT id, (updated_at AT TIME ZONE 'UTC')::date, user_id, balance_current, balance_available, balance_limit,
       iso_currency_code, updated_at
FROM accounts WHERE NOT kept_by_hand;

CREATE TABLE account_day_sums (
  user_id       uuid NOT NULL,
  account_pk    bigint NOT NULL,
  by_hand       boolean NOT NULL,
  date          date NOT NULL,
  amount        numeric NOT NULL,
  transactions  integer NOT NULL,
  PRIMARY KEY (user_id, account_pk, by_hand, date)
);

-- Adds the moves of a statement (amounts and numbers of transactions, negative for rows gone) to the day sums, and
-- deletes the sums they leave without a transaction.
CREATE FUNCTION account_day_sums_add(
  user_ids uuid[], account_pks bigint[], by_hands boolean[], dates date[], amounts numeric[], counts integer[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_day_sums AS s (user_id, account_pk, by_hand, date, amount, transactions)
  SELECT * FROM unnest(user_ids, account_pks, by_hands, dates, amounts, counts)
  ON CONFLICT (user_id, account_pk, by_hand, date) DO UPDATE
    SET amount = s.amount + EXCLUDED.amount, transactions = s.transactions + EXCLUDED.transactions;
  DELETE FROM account_day_sums s
  USING unnest(user_ids, account_pks, by_hands, dates) AS k (user_id, account_pk, by_hand, date)
  WHERE s.transactions = 0
    AND (s.user_id, s.account_pk, s.by_hand, s.date) = (k.user_id, k.account_pk, k.by_hand, k.date);
END $$;

-- A statement's rows written (+) or gone (-), by person, account, by hand and day. Only the transition table of the
-- trigger's own event is read (plpgsql plans a statement when it first runs it).
CREATE FUNCTION transactions_sum_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM account_day_sums_add(array_agg(m.user_id), array_agg(m.account_pk), array_agg(m.manual),
                                 array_agg(m.date), array_agg(m.amount), array_agg(m.n))
    FROM (SELECT w.user_id, w.account_pk, w.manual, w.date, sum(w.amount) AS amount, count(*)::int AS n
          FROM written w WHERE w.split_of IS NULL AND NOT w.pending
          GROUP BY 1, 2, 3, 4) m;
  ELSE
    PERFORM account_day_sums_add(array_agg(m.user_id), array_agg(m.account_pk), array_agg(m.manual),
                                 array_agg(m.date), array_agg(m.amount), array_agg(m.n))
    FROM (SELECT g.user_id, g.account_pk, g.manual, g.date, -sum(g.amount) AS amount, -count(*)::int AS n
          FROM gone g WHERE g.split_of IS NULL AND NOT g.pending
          GROUP BY 1, 2, 3, 4) m;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_sum_day_inserts AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION transactions_sum_days();
CREATE TRIGGER transactions_sum_day_deletes AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION transactions_sum_days();

-- An updated row that moved a balance: its old values out of their day, its new ones into theirs; an amount changed
-- on the same day (the usual change a bank makes) is one update of that day's sum.
CREATE FUNCTION transactions_sum_day_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  left_on_day integer;
BEGIN
  IF OLD.split_of IS NULL AND NOT OLD.pending THEN
    IF NEW.split_of IS NULL AND NOT NEW.pending
       AND (NEW.user_id, NEW.account_pk, NEW.manual, NEW.date) = (OLD.user_id, OLD.account_pk, OLD.manual, OLD.date) THEN
      UPDATE account_day_sums SET amount = amount + (NEW.amount - OLD.amount)
      WHERE user_id = OLD.user_id AND account_pk = OLD.account_pk AND by_hand = OLD.manual AND date = OLD.date;
      RETURN NULL;
    END IF;
    UPDATE account_day_sums SET amount = amount - OLD.amount, transactions = transactions - 1
    WHERE user_id = OLD.user_id AND account_pk = OLD.account_pk AND by_hand = OLD.manual AND date = OLD.date
    RETURNING transactions INTO left_on_day;
    IF left_on_day = 0 THEN
      DELETE FROM account_day_sums
      WHERE user_id = OLD.user_id AND account_pk = OLD.account_pk AND by_hand = OLD.manual AND date = OLD.date;
    END IF;
  END IF;
  IF NEW.split_of IS NULL AND NOT NEW.pending THEN
    INSERT INTO account_day_sums AS s (user_id, account_pk, by_hand, date, amount, transactions)
    VALUES (NEW.user_id, NEW.account_pk, NEW.manual, NEW.date, NEW.amount, 1)
    ON CONFLICT (user_id, account_pk, by_hand, date) DO UPDATE
      SET amount = s.amount + EXCLUDED.amount, transactions = s.transactions + 1;
  END IF;
  RETURN NULL;
END $$;
-- Fired only when a column that moves a balance is set (UPDATE OF) and, for a row counted before or after, one of
-- them changed (WHEN, checked before the row is queued): a correction queues nothing.
CREATE TRIGGER transactions_sum_day_updates
  AFTER UPDATE OF user_id, account_pk, manual, date, amount, pending, split_of ON transactions
  FOR EACH ROW
  WHEN ((OLD.split_of IS NULL AND NOT OLD.pending OR NEW.split_of IS NULL AND NOT NEW.pending)
        AND (OLD.user_id, OLD.account_pk, OLD.manual, OLD.date, OLD.amount, OLD.pending, OLD.split_of IS NULL)
            IS DISTINCT FROM
            (NEW.user_id, NEW.account_pk, NEW.manual, NEW.date, NEW.amount, NEW.pending, NEW.split_of IS NULL))
  EXECUTE FUNCTION transactions_sum_day_of_row();

INSERT INTO account_day_sums (user_id, account_pk, by_hand, date, amount, transactions)
SELECT user_id, account_pk, manual, date, sum(amount), count(*)
FROM transactions WHERE split_of IS NULL AND NOT pending
GROUP BY 1, 2, 3, 4;
`;
