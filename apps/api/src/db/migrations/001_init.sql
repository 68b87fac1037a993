-- Accounts. The stored-user fields the site reads (SPEC §3) live in `profile`; what the
-- service decides on (credentials, activation, MFA, lock-out) has its own columns.
CREATE TABLE users (
  id serial PRIMARY KEY,
  uuid text NOT NULL UNIQUE,
  login_name text NOT NULL UNIQUE,
  phone text UNIQUE,
  email text,
  password_hash text,
  active boolean NOT NULL DEFAULT true,
  activation_token_hash text UNIQUE,
  activation_expires_at timestamptz,
  mfa_secret text,
  mfa_pending_secret text,
  mfa_last_step bigint,
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per login: the token is looked up by its hash, the secret compared in constant time.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  secret_hash text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_alive_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Failed logins per key ('account:<name>' or 'address:<ip>') in the current window.
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

CREATE TABLE companies (
  id serial PRIMARY KEY,
  key_no text NOT NULL UNIQUE,
  name_zh text,
  name_en text NOT NULL,
  jurisdiction text NOT NULL,
  reg_no text NOT NULL,
  uscc text,
  lei text,
  company_type text NOT NULL,
  registered_capital text,
  capital_amount numeric,
  capital_currency text,
  status text NOT NULL,
  established date,
  address text,
  legal_representative text,
  lei_registered_at date,
  lei_next_renewal date,
  lei_status text,
  score integer NOT NULL DEFAULT 0,
  -- Lower-cased names for the substring re-check, and their one- and two-character grams
  -- for the GIN index that finds candidates (see src/search/grams.ts).
  search_text text NOT NULL,
  grams text[] NOT NULL
);
-- fastupdate off: company data changes in bulk (seeding), and PGlite runs no autovacuum to
-- empty GIN's pending list, which every search would otherwise scan row by row.
CREATE INDEX companies_grams_idx ON companies USING gin (grams) WITH (fastupdate = off);
CREATE INDEX companies_score_idx ON companies (score DESC, id);
CREATE INDEX companies_reg_no_idx ON companies (reg_no text_pattern_ops);
CREATE INDEX companies_uscc_idx ON companies (uscc text_pattern_ops);
CREATE INDEX companies_lei_idx ON companies (lei text_pattern_ops);

CREATE TABLE persons (
  id serial PRIMARY KEY,
  key_no text NOT NULL UNIQUE,
  name_zh text,
  name_en text NOT NULL,
  nationality text NOT NULL
);

CREATE TABLE executives (
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  position_zh text NOT NULL,
  position_en text NOT NULL,
  PRIMARY KEY (company_id, person_id, position_en)
);

-- Who holds shares of whom: a person or a company holds part of a company.
CREATE TABLE shareholdings (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  holder_company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  holder_person_id integer REFERENCES persons (id) ON DELETE CASCADE,
  percent numeric(7, 4) NOT NULL,
  subscribed_capital text,
  CHECK ((holder_company_id IS NULL) <> (holder_person_id IS NULL))
);
CREATE INDEX shareholdings_company_idx ON shareholdings (company_id);
CREATE INDEX shareholdings_holder_company_idx ON shareholdings (holder_company_id);
CREATE INDEX shareholdings_holder_person_idx ON shareholdings (holder_person_id);

-- Issued reports that a reader can verify with the report number and its code.
CREATE TABLE reports (
  report_no text PRIMARY KEY,
  verify_code_hash text NOT NULL,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  report_type text NOT NULL,
  language text NOT NULL,
  issued_at timestamptz NOT NULL,
  pages integer NOT NULL
);

-- Demo requests and registrations from the public pages.
CREATE TABLE leads (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  name text NOT NULL,
  company text,
  email text NOT NULL,
  phone text,
  country text,
  message text,
  locale text,
  address text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE op_logs (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  op_type text NOT NULL,
  rel_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX op_logs_user_idx ON op_logs (user_id, id DESC);

-- Analytics beacons (SPEC §7 `/s.gif`), stored as received.
CREATE TABLE beacons (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  app_name text,
  event text,
  rs text,
  entity text,
  uid text,
  us text,
  platform text,
  did text,
  temp_did text,
  ref text,
  origin_url text,
  t text,
  address text,
  user_agent text
);

CREATE TABLE service_packages (
  code text PRIMARY KEY,
  sort integer NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  description_zh text NOT NULL,
  description_en text NOT NULL,
  pay_type text NOT NULL,
  price numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  period text NOT NULL,
  features jsonb NOT NULL
);
INSERT INTO service_packages VALUES
  ('TRIAL', 1, '试用版', 'Trial', '30天免费体验核心查询', 'Core search free for 30 days', 'P', 0, 'CNY', '30d',
   '["live-search","enterprise-details"]'),
  ('STANDARD', 2, '标准版', 'Standard', '企业信息、股权结构与受益所有人', 'Company data, equity structure and UBO', 'P', 19800, 'CNY', '1y',
   '["live-search","enterprise-details","ubo-map","equity-map","op-log"]'),
  ('PROFESSIONAL', 3, '专业版', 'Professional', '团队协作、关系图谱与报告', 'Team collaboration, relationship maps and reports', 'P', 59800, 'CNY', '1y',
   '["live-search","enterprise-details","ubo-map","equity-map","relationship-map","team","reports"]'),
  ('API_PAYG', 4, 'API 按量付费', 'API pay-as-you-go', '实时数据接口，按调用计费', 'Real-time data API, billed per call', 'A', 0.50, 'CNY', 'call',
   '["api","ubo-data","real-time"]');
