// Users, bank items, accounts, transactions and preferences. Every row below users carries user_id so that
// every query can be scoped to the caller with an index.
export const up = `
CREATE TABLE users (
  user_id           uuid PRIMARY KEY,
  provider          text NOT NULL,
  provider_sub      text NOT NULL,
  email             text,
  email_verified    boolean NOT NULL DEFAULT false,
  given_name        text,
  family_name       text,
  profile_completed boolean NOT NULL DEFAULT false,
  accounts_linked   boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_provider_sub_key UNIQUE (provider, provider_sub)
);

CREATE TABLE items (
  id                bigserial PRIMARY KEY,
  user_id           uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  plaid_item_id     text NOT NULL,
  institution_id    text NOT NULL,
  institution_name  text NOT NULL,
  access_token_enc  text NOT NULL,
  cursor            text,
  status            text NOT NULL DEFAULT 'good'
                    CHECK (status IN ('good', 'login_required', 'pending_expiration', 'error')),
  error_code        text,
  error_message     text,
  last_sync         timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT items_user_institution_key UNIQUE (user_id, institution_id),
  CONSTRAINT items_plaid_item_id_key UNIQUE (plaid_item_id)
);

CREATE TABLE accounts (
  id                bigserial PRIMARY KEY,
  item_id           bigint NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  user_id           uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  account_id        text NOT NULL,
  name              text NOT NULL,
  official_name     text,
  type              text NOT NULL,
  subtype           text,
  mask              text,
  balance_current   numeric(16, 2),
  balance_available numeric(16, 2),
  balance_limit     numeric(16, 2),
  iso_currency_code text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT accounts_account_id_key UNIQUE (account_id)
);
CREATE INDEX accounts_user_idx ON accounts (user_id);
CREATE INDEX accounts_item_idx ON accounts (item_id);

CREATE TABLE transactions (
  id                bigserial PRIMARY KEY,
  user_id           uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  item_id           bigint NOT NULL REFERENCES items (id) ON DELETE CASCADE,
  account_pk        bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  transaction_id    text NOT NULL,
  date              date NOT NULL,
  authorized_date   date,
  amount            numeric(16, 2) NOT NULL,
  iso_currency_code text,
  name              text,
  merchant_name     text,
  category          jsonb NOT NULL DEFAULT '[]'::jsonb,
  pfc_primary       text,
  pfc_detailed      text,
  payment_channel   text,
  pending           boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT transactions_transaction_id_key UNIQUE (transaction_id)
);
-- GET /transactions and every summary: one user's rows in a date range, newest first.
CREATE INDEX transactions_user_date_idx ON transactions (user_id, date DESC, id DESC);
-- Removing an account or an item deletes its transactions through these.
CREATE INDEX transactions_account_idx ON transactions (account_pk);
CREATE INDEX transactions_item_idx ON transactions (item_id);

CREATE TABLE user_preferences (
  user_id        uuid PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  column_config  jsonb NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now()
);
`;
