// What changed for a person, in order: the event stream's source. The id is the stream's resume point (Last-Event-ID),
// so events are kept for a while after they are sent (a reconnect within that time misses nothing).
export const up = `
CREATE TABLE user_events (
  id          bigserial PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  type        text NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_events_user_id_id ON user_events (user_id, id);
`;
