// Room in each page of transactions for the person's corrections. A rule or a bulk change rewrites up to every row of
// a person (37,000 in the bench), and a row rewritten on a full page moves to another page: every index of the table
// gets a new entry for it and the old one stays until a vacuum (PGlite never runs one by itself). With half of each
// page free the new version stays on its page (a heap-only tuple: no index touched, the old version pruned when the
// page is next read). Measured on PGlite, 37,000 rows: about 4 s of CPU per change before, 1 s after. The table is rewritten at once (CLUSTER, in the order of the reads: a
// person's rows newest first), so that rows stored before this migration have the room too.
export const up = `
ALTER TABLE transactions SET (fillfactor = 50);
CLUSTER transactions USING transactions_user_date_idx;
`;
