// Recurring payments and income (issue 35): the streams found in a person's corrected transactions, the provider's
// own streams (Plaid's /transactions/recurring/get), and the person's choices about each (ARCHITECTURE.md, Insights
// and budgets).
//
// - recurring_key(): the payee a transaction belongs to for streams: the person's name for it, else the merchant,
//   else the bank's description, lower case with everything but letters taken out ("EQUINOX 0211" and
//   "Equinox #0345" are one payee). The index finds one payee's rows when a change touches it.
// - recurring_streams: one row a stream, its figures as last computed and the person's choices (confirmed,
//   dismissed, their name, subscription or not). Its stream_id stays as long as the stream keeps any of its
//   transactions, so the choices survive syncs and recomputes. source: detected here, given by the provider only, or
//   both. A stream no longer found is removed, unless the person chose something about it (found = false keeps it).
// - recurring_state: how far into the person's change log (migration 010) the streams were computed: a refresh
//   recomputes the payees of the rows written or removed since (services/recurring-service.ts), and the pending
//   payees, those of the rows a provider's stream named or stopped naming since.
// - provider_streams: the provider's streams of each item, replaced at each sync.
export const up = `
CREATE FUNCTION recurring_key(display_name text, merchant_name text, name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN btrim(regexp_replace(lower(coalesce(nullif(display_name, ''), nullif(merchant_name, ''), nullif(name, ''), '')),
                              '[^a-z]+', ' ', 'g'));
CREATE INDEX transactions_recurring_key_idx ON transactions (user_id, recurring_key(display_name, merchant_name, name));

CREATE TABLE recurring_streams (
  user_id          uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  stream_id        uuid NOT NULL,
  payee_key        text NOT NULL,
  direction        text NOT NULL CHECK (direction IN ('outflow', 'inflow')),
  source           text NOT NULL CHECK (source IN ('detected', 'provider', 'both')),
  provider_stream  text,
  payee            text NOT NULL,
  category         text NOT NULL,
  account_id       text,
  frequency        text NOT NULL CHECK (frequency IN ('WEEKLY', 'BIWEEKLY', 'MONTHLY', 'ANNUALLY')),
  average_cents    bigint NOT NULL,
  last_cents       bigint NOT NULL,
  low_cents        bigint NOT NULL,
  high_cents       bigint NOT NULL,
  first_date       date NOT NULL,
  last_date        date NOT NULL,
  next_date        date NOT NULL,
  occurrences      integer NOT NULL,
  skipped          integer NOT NULL,
  steady           boolean NOT NULL,
  price_from_cents bigint,
  price_to_cents   bigint,
  price_since      date,
  transaction_ids  bigint[] NOT NULL,
  found            boolean NOT NULL DEFAULT true,
  confirmed        boolean NOT NULL DEFAULT false,
  dismissed        boolean NOT NULL DEFAULT false,
  custom_name      text,
  subscription     boolean,
  PRIMARY KEY (user_id, stream_id)
);
CREATE INDEX recurring_streams_key_idx ON recurring_streams (user_id, payee_key);

CREATE TABLE recurring_state (
  user_id       uuid PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  change_seq    bigint NOT NULL,
  pending_keys  text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE provider_streams (
  user_id          uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  item_pk          bigint NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  stream_id        text NOT NULL,
  direction        text NOT NULL CHECK (direction IN ('outflow', 'inflow')),
  frequency        text NOT NULL,
  status           text NOT NULL,
  transaction_ids  text[] NOT NULL,
  PRIMARY KEY (user_id, stream_id)
);
CREATE INDEX provider_streams_item_idx ON provider_streams (item_pk);
`;
