-- Ordered reports: a catalogue, a credit balance per account, orders with their status, the
-- job table that generates them (it outlives any process) and invoices for post-pay accounts.

-- What may be ordered. Prices are per report; `credits` is what a prepaid account spends.
CREATE TABLE report_kinds (
  code text PRIMARY KEY,
  sort integer NOT NULL,
  -- The `reports.report_type` an issued report of this kind carries (verification shows it).
  report_type text NOT NULL,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  description_zh text NOT NULL,
  description_en text NOT NULL,
  credits integer NOT NULL CHECK (credits > 0),
  price numeric(12, 2) NOT NULL,
  currency text NOT NULL
);
INSERT INTO report_kinds VALUES
  ('company', 1, 'KYC_STANDARD', '企业信用报告', 'Company report',
   '工商登记信息、股东、高管、对外投资、股权结构与受益所有人摘要',
   'Register data, shareholders, officers, investments, ownership structure and a summary of beneficial owners',
   1, 200, 'CNY'),
  ('ubo', 2, 'UBO', '受益所有人报告', 'Beneficial-ownership report',
   '股权穿透图与每位受益所有人的认定依据、持股链条与比例',
   'The ownership map and, for each beneficial owner, the rule that applies and every chain with its percentages',
   2, 500, 'CNY');

-- Prepaid accounts spend credits; an order takes them in the same statement that checks them.
ALTER TABLE users ADD COLUMN credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0);

-- Ordered report numbers continue after the seeded ones (KYC + date + 6 digits).
CREATE SEQUENCE report_order_no_seq START 100001;

CREATE TABLE report_orders (
  id serial PRIMARY KEY,
  report_no text NOT NULL UNIQUE,
  -- Printed on the report itself and shown to the account that ordered it; `reports` keeps
  -- only its hash for verification.
  verify_code text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL REFERENCES report_kinds (code),
  language text NOT NULL CHECK (language IN ('zh-CN', 'en')),
  status text NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'generating', 'ready', 'failed')),
  failure_code text,
  billing text NOT NULL CHECK (billing IN ('credits', 'invoice')),
  credits integer NOT NULL DEFAULT 0,
  price numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  pdf bytea,
  file_sha256 text,
  pages integer,
  bytes integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz
);
CREATE INDEX report_orders_user_idx ON report_orders (user_id, id DESC);

-- Work waiting for a generator. A generator claims a row by setting `locked_until`; when its
-- process dies the lease runs out and another (or the restarted one) takes the job again.
CREATE TABLE report_jobs (
  order_id integer PRIMARY KEY REFERENCES report_orders (id) ON DELETE CASCADE,
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Post-pay accounts (payType A) are invoiced per order.
CREATE SEQUENCE invoice_no_seq START 1;
CREATE TABLE invoices (
  invoice_no text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id integer NOT NULL UNIQUE REFERENCES report_orders (id) ON DELETE CASCADE,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'void')),
  issued_at timestamptz NOT NULL DEFAULT now()
);

-- The issued file's fingerprint: an uploaded PDF is genuine only when its SHA-256 matches.
-- NULL for reports issued before files were kept (the seeded ones).
ALTER TABLE reports ADD COLUMN file_sha256 text;
