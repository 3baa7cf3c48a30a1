// What changed in a person's transactions since a client's copy (GET /transactions/changes), as Plaid's
// transactions/sync tells us: every row carries the number of the last change that wrote it (change_seq), every
// removed row leaves its id and number behind (transaction_removals), and the numbers are the person's own, one per
// transaction of their writes (user_change_sequences), taken under the person's write lock, so they commit in order:
// a reader that has seen number N has seen every change before it.
//
// Triggers keep the numbers whatever the statement: a row inserted or updated takes the number of its transaction
// (set by DataAccess.transactionFor in `finance.seq_<user>`), and a statement-level trigger records the removed rows
// (a cascade from an account or an item included) in one INSERT. A write outside such a transaction (a seed, a
// migration) takes a number of its own, so the copy of a client still learns of it. change_seq is not indexed: an
// indexed column written by every update would end the heap-only updates of migration 007; a read of the changes
// scans the person's rows through their date index.
export const up = `
CREATE TABLE user_change_sequences (
  user_id         uuid PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  last_seq        bigint NOT NULL DEFAULT 0,
  -- Removals up to this number are forgotten: a cursor before it is too old to be brought up to date.
  pruned_through  bigint NOT NULL DEFAULT 0
);

-- The number of the person's transaction of writes, or a new one for a write outside it (stored for the rest of it).
CREATE FUNCTION change_seq_of(person uuid) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  setting text := 'finance.seq_' || replace(person::text, '-', '');
  seq bigint := nullif(current_setting(setting, true), '')::bigint;
BEGIN
  IF seq IS NULL THEN
    INSERT INTO user_change_sequences AS s (user_id, last_seq) VALUES (person, 1)
      ON CONFLICT (user_id) DO UPDATE SET last_seq = s.last_seq + 1
      RETURNING last_seq INTO seq;
    PERFORM set_config(setting, seq::text, true);
  END IF;
  RETURN seq;
END $$;

ALTER TABLE transactions ADD COLUMN change_seq bigint NOT NULL DEFAULT 0;

CREATE FUNCTION transactions_stamp_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := coalesce(
    nullif(current_setting('finance.seq_' || replace(NEW.user_id::text, '-', ''), true), '')::bigint,
    change_seq_of(NEW.user_id));
  RETURN NEW;
END $$;
CREATE TRIGGER transactions_stamp_change BEFORE INSERT OR UPDATE ON transactions
  FOR EACH ROW EXECUTE FUNCTION transactions_stamp_change();

CREATE TABLE transaction_removals (
  user_id         uuid NOT NULL,
  -- The removed row's id (transactions.id: never reused), so that removals and rows share one order.
  id              bigint NOT NULL,
  transaction_id  text NOT NULL,
  change_seq      bigint NOT NULL,
  removed_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, id)
);
CREATE INDEX transaction_removals_seq ON transaction_removals (user_id, change_seq, id);
CREATE INDEX transaction_removals_removed_at ON transaction_removals (removed_at);

CREATE FUNCTION transactions_record_removals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_removals (user_id, id, transaction_id, change_seq)
  SELECT g.user_id, g.id, g.transaction_id, change_seq_of(g.user_id) FROM gone g;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_record_removals AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION transactions_record_removals();

INSERT INTO user_change_sequences (user_id, last_seq) SELECT user_id, 0 FROM users;
`;
