// GET /transactions names each answer by the person's change number alone (migration 009; TransactionsRepository
// .changeSeq): one row read, so a client's copy is confirmed (304) in the same time at 200 rows or 200,000. The
// number already moves with every write of a transaction; an answer also shows what the rows point to, which changes
// without a transaction written: an account's id, name and mask and its institution (the compact form lists every
// account of the person, and the rows index that list), and a category's name (a search matches it). Each such change
// takes a number here too, as a write of a transaction would (change_seq_of: once per transaction of writes). A
// balance is not in an answer, so a sync that only refreshes balances leaves the number, and the clients' copies,
// alone. A number taken with no row written gives GET /transactions/changes an empty page: its cursor moves on.
export const up = `
CREATE FUNCTION number_answer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM change_seq_of(CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END);
  RETURN NULL;
END $$;

CREATE TRIGGER accounts_number_changes AFTER INSERT OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION number_answer_change();
CREATE TRIGGER accounts_number_renames AFTER UPDATE ON accounts
  FOR EACH ROW WHEN (OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.name IS DISTINCT FROM NEW.name
                     OR OLD.mask IS DISTINCT FROM NEW.mask OR OLD.item_id IS DISTINCT FROM NEW.item_id)
  EXECUTE FUNCTION number_answer_change();
CREATE TRIGGER items_number_renames AFTER UPDATE ON items
  FOR EACH ROW WHEN (OLD.institution_id IS DISTINCT FROM NEW.institution_id
                     OR OLD.institution_name IS DISTINCT FROM NEW.institution_name)
  EXECUTE FUNCTION number_answer_change();
CREATE TRIGGER categories_number_renames AFTER UPDATE ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION number_answer_change();
`;
