-- The public API (/v1): keys, their secrets, the price list, the ledger of billed calls,
-- idempotent POSTs, rate and quota counters, and the sandbox's fixed companies.

-- A key belongs to the user who created it; its calls spend that user's balance. The secret
-- is never stored: `api_key_secrets` keeps its SHA-256, and a rotation adds a new secret while
-- the old one stays valid until `valid_until` (the grace period the user picked).
CREATE TABLE api_keys (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('test', 'live')),
  -- What the list shows of the current secret: `kyc_test_` or `kyc_live_` and 6 characters.
  prefix text NOT NULL,
  scopes text[] NOT NULL,
  -- CIDR blocks the key may be used from; empty: any address.
  allowed_cidrs text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id, id DESC);

CREATE TABLE api_key_secrets (
  secret_hash text PRIMARY KEY,
  key_id integer NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- NULL for the current secret; a rotated-out secret works until then.
  valid_until timestamptz
);
CREATE INDEX api_key_secrets_key_idx ON api_key_secrets (key_id);

-- What one successful call of each operation costs, in fen (CNY cents). A post-pay account
-- is invoiced the sum each month; a prepaid one spends its API balance.
CREATE TABLE api_prices (
  operation text PRIMARY KEY,
  sort integer NOT NULL,
  price_fen integer NOT NULL CHECK (price_fen >= 0),
  currency text NOT NULL DEFAULT 'CNY'
);
INSERT INTO api_prices (operation, sort, price_fen) VALUES
  ('searchCompanies', 1, 20),
  ('getCompany', 2, 50),
  ('listShareholders', 3, 50),
  ('listOfficers', 4, 50),
  ('listInvestments', 5, 50),
  ('getBeneficialOwners', 6, 200),
  ('createReport', 7, 0),
  ('getReport', 8, 0),
  ('getReportPdf', 9, 0),
  ('verifyReport', 10, 0),
  ('getUsage', 11, 0);

-- A prepaid account's balance for API calls, in fen. Reports ordered through the API are paid
-- like reports ordered on the site (credits, or an invoice for post-pay accounts).
ALTER TABLE users ADD COLUMN api_balance_fen integer NOT NULL DEFAULT 0 CHECK (api_balance_fen >= 0);

-- One row per billed call, written in the same transaction as the balance it took: the ledger,
-- the usage page and /v1/usage add up these rows. Calls of test keys (the sandbox) are kept
-- too, at price 0 and billing `sandbox`, so developers see them on the usage page's test view.
CREATE TABLE api_ledger (
  id bigserial PRIMARY KEY,
  request_id text NOT NULL UNIQUE,
  key_id integer NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  operation text NOT NULL,
  price_fen integer NOT NULL,
  currency text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('test', 'live')),
  billing text NOT NULL CHECK (billing IN ('prepaid', 'invoice', 'sandbox')),
  -- The Asia/Shanghai calendar day of the call, the day usage is reported under.
  day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_ledger_user_day_idx ON api_ledger (user_id, mode, day);

-- Monthly API invoices of post-pay accounts: the amount grows with each billed call.
CREATE TABLE api_invoices (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month text NOT NULL,
  amount_fen bigint NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT 'CNY',
  PRIMARY KEY (user_id, month)
);

-- POSTs with an Idempotency-Key: the first stores `running`, then its answer in the same
-- transaction as the work; a repeat replays the answer, a different body gets 422.
CREATE TABLE api_idempotency (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idem_key text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  status integer,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idem_key)
);

-- Calls counted per key and window (a second for the rate, a Shanghai day for the quota),
-- in the database so that every API process on one PostgreSQL counts the same calls.
CREATE TABLE api_rate_counters (
  key_id integer NOT NULL REFERENCES api_keys (id) ON DELETE CASCADE,
  window_kind text NOT NULL CHECK (window_kind IN ('second', 'day')),
  window_start bigint NOT NULL,
  calls integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key_id, window_kind, window_start)
);

-- The sandbox: a fixed, documented set of companies that only test keys see (and live keys and
-- the workspace never do).
ALTER TABLE companies ADD COLUMN sandbox boolean NOT NULL DEFAULT false;
ALTER TABLE persons ADD COLUMN sandbox boolean NOT NULL DEFAULT false;

-- Reports ordered with a test key are generated like any other and never charged.
ALTER TABLE report_orders DROP CONSTRAINT report_orders_billing_check;
ALTER TABLE report_orders ADD CONSTRAINT report_orders_billing_check
  CHECK (billing IN ('credits', 'invoice', 'sandbox'));
