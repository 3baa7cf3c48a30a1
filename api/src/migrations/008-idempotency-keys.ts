// A retried POST /transactions (a double tap, a request sent again after a lost answer) carries the same
// Idempotency-Key: the first answer is kept for a day and given again, and nothing is created twice. The key is the
// person's: another person's same key is another key.
export const up = `
CREATE TABLE idempotency_keys (
  user_id       uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  response      text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
`;
