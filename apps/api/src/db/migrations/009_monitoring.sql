-- Monitoring (issue 28): what each user watches, and the change events computed for watched
-- companies after every change to the data. Alerts, mail, webhooks and portfolios build on
-- these two tables in later migrations.

-- A user watches one company, or a whole shared list (then every company in it, as the list
-- changes). Exactly one of company_id and list_id is set.
CREATE TABLE watches (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  list_id integer REFERENCES team_lists (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((company_id IS NULL) <> (list_id IS NULL))
);
CREATE UNIQUE INDEX watches_company_uq ON watches (user_id, company_id) WHERE company_id IS NOT NULL;
CREATE UNIQUE INDEX watches_list_uq ON watches (user_id, list_id) WHERE list_id IS NOT NULL;
CREATE INDEX watches_company_idx ON watches (company_id) WHERE company_id IS NOT NULL;
CREATE INDEX watches_list_idx ON watches (list_id) WHERE list_id IS NOT NULL;

-- One change to one watched company, computed once for everyone who watches it. `seq` is the
-- order events were recorded in: /v1/events pages by it and webhooks deliver in it.
-- `kind`: name, status, address, legal_representative, registered_capital, officers,
-- shareholders, gleif_parents, beneficial_owners. For beneficial_owners raised by a change
-- above the company, `chain` names the companies from the one that changed down to this one.
CREATE TABLE monitor_events (
  seq bigserial PRIMARY KEY,
  -- The public id (evt_ + 24 hex): what webhooks and /v1/events name an event by.
  event_id text NOT NULL UNIQUE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL,
  before jsonb,
  after jsonb,
  -- [{ keyNo, name }] from the company that changed down to the watched one, or NULL.
  chain jsonb,
  source text NOT NULL,
  -- The date the source gives for the change, when it gives one.
  source_date timestamptz,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX monitor_events_company_idx ON monitor_events (company_id, seq);

-- Watching is priced per company and month, like an API call (prepaid balance or invoice):
-- billed once for each company a user watches in each Asia/Shanghai month.
INSERT INTO api_prices (operation, sort, price_fen) VALUES ('watchCompany', 20, 10);
