// The split wholes a sync's follow-up finds among the rows it stored (SplitsRepository.followWholes): a person's
// wholes, few beside their rows, found through an index of their own. Without it the planner reaches them through the
// person's rows, and its estimate of how many a person has is the last ANALYZE's: for a person whose first sync is
// still storing its first 200,000 rows (in one transaction, so nothing analyzes them) it is a handful, and it joins
// the wholes to their parts by reading the person's rows once for each of them, 200,000 times 200,000 (a second bank
// person's first sync on PGlite did not end in 10 minutes). The index is as small as the wholes are few, and the
// planner's estimate of it is its size: it is read for the wholes whatever the statistics say.
export const up = `
CREATE INDEX transactions_split_wholes_idx ON transactions (user_id, transaction_id)
  WHERE split IS NOT NULL AND split_of IS NULL;
`;
