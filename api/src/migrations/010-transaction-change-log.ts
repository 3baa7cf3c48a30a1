// A narrow, indexed log of the rows written, so that GET /transactions/changes reads its page from an index instead
// of every row of the person (migration 009's read scanned 200,000 rows for a pull of 10: 170 to 600 ms; 3 to 33 ms
// through the log, bench/changes.ts).
// change_seq itself stays unindexed: every update writes it, and an index on it (a B-tree, or a BRIN on PostgreSQL 15)
// would end migration 007's heap-only updates. The log is another table, so the rows of transactions keep them.
//
// Each statement that inserts or updates rows appends one entry per row, (person, the row's change number, its id),
// in one INSERT from its transition table. PostgreSQL allows transition tables only on a trigger of one event, hence
// two triggers over one function. A row written twice in one transaction of the person's writes has one number:
// its second entry is the first one (ON CONFLICT DO NOTHING). A row written again later leaves its earlier entry
// behind; a read joins each entry to the row with the same number, so only the latest one matches, and the daily
// job deletes the others (TransactionChangesRepository.pruneLog). Removals stay in transaction_removals.
export const up = `
CREATE TABLE transaction_change_log (
  user_id     uuid NOT NULL,
  change_seq  bigint NOT NULL,
  id          bigint NOT NULL,
  PRIMARY KEY (user_id, change_seq, id)
);

CREATE FUNCTION transactions_log_writes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_change_log (user_id, change_seq, id)
  SELECT w.user_id, w.change_seq, w.id FROM written w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER transactions_log_inserts AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION transactions_log_writes();
CREATE TRIGGER transactions_log_updates AFTER UPDATE ON transactions
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION transactions_log_writes();

INSERT INTO transaction_change_log (user_id, change_seq, id) SELECT user_id, change_seq, id FROM transactions;
`;
