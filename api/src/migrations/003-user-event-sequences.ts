// A person's events are numbered by a counter of their own, taken under its row lock in the transaction that records
// the event: a second transaction that records an event for the same person waits until the first one commits, so the
// numbers commit in order. (A global serial is handed out at insert and committed in any order: a stream that had
// read event 8 would never see a 7 committed after it.) The old ids carry over, so a client's Last-Event-ID stays valid.
export const up = `
CREATE TABLE user_event_sequences (
  user_id   uuid PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  last_seq  bigint NOT NULL
);
ALTER TABLE user_events ADD COLUMN seq bigint;
UPDATE user_events SET seq = id;
INSERT INTO user_event_sequences (user_id, last_seq) SELECT user_id, max(seq) FROM user_events GROUP BY user_id;
-- (its index on (user_id, id) goes with it)
ALTER TABLE user_events DROP COLUMN id;
ALTER TABLE user_events ALTER COLUMN seq SET NOT NULL;
ALTER TABLE user_events ADD PRIMARY KEY (user_id, seq);
CREATE INDEX user_events_created_at ON user_events (created_at);
`;
