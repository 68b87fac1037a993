-- Monitoring, second part (issue 28): what is watched is kept as a snapshot and compared after
-- every change to the data; each change raises one monitor_events row, and an alert for each
-- user who watched the company at that moment (and paid for it that month). Mail preferences,
-- daily digests and the billing of watches per company and month.

-- What is monitored of a watched company, as last seen: one value per kind (name, status,
-- address, legal_representative, registered_capital, officers, shareholders, gleif_parents,
-- beneficial_owners). A snapshot exists while someone watches the company.
CREATE TABLE monitor_snapshots (
  company_id integer PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
  state jsonb NOT NULL,
  -- Every company whose data the state was computed from: the company itself and each company
  -- of its ownership graph (MAX_DEPTH layers up). A change to any of them is a reason to look
  -- again; a change anywhere else cannot change this state.
  ancestors integer[] NOT NULL,
  -- The last company_history row that existed when the state was taken: rows after it name
  -- the source of a change.
  history_mark bigint NOT NULL DEFAULT 0,
  -- The company data version (data_versions) read before the state was: a snapshot taken while
  -- another transaction changed the data (PostgreSQL) is compared again by the next detection
  -- run when the version moved since (every import and every change to companies moves it), so
  -- no change slips between; `verified` once a run has seen it.
  data_version bigint NOT NULL DEFAULT 0,
  verified boolean NOT NULL DEFAULT false,
  taken_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX monitor_snapshots_ancestors_idx ON monitor_snapshots USING gin (ancestors);
CREATE INDEX monitor_snapshots_unverified_idx ON monitor_snapshots (company_id) WHERE NOT verified;

-- Companies whose data changed since the last detection run, written by the triggers below in
-- the changing transaction, only for companies some snapshot depends on. `ownership`: their
-- shareholders changed (what changes the beneficial owners of the companies below them).
-- No foreign key: a deleted company still makes the companies below it change.
CREATE TABLE monitor_dirty (
  company_id integer PRIMARY KEY,
  ownership boolean NOT NULL DEFAULT false
);

CREATE FUNCTION monitor_mark(ids integer[], ownership boolean) RETURNS void LANGUAGE sql AS $$
  INSERT INTO monitor_dirty (company_id, ownership)
  SELECT DISTINCT id, ownership FROM unnest(ids) AS id
   WHERE id IS NOT NULL AND EXISTS (SELECT 1 FROM monitor_snapshots s WHERE s.ancestors @> ARRAY[id])
  ON CONFLICT (company_id) DO UPDATE SET ownership = monitor_dirty.ownership OR EXCLUDED.ownership
$$;

-- Each trigger reads its statement's rows (a transition table named changed_rows) once, and
-- does nothing at all while nobody watches anything (seeding, a first bulk import).
CREATE FUNCTION monitor_companies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM monitor_snapshots) THEN
    PERFORM monitor_mark(ARRAY(SELECT id FROM changed_rows), TG_OP = 'DELETE');
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER monitor_companies_updated AFTER UPDATE ON companies
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_companies_changed();
CREATE TRIGGER monitor_companies_deleted AFTER DELETE ON companies
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_companies_changed();

-- Holdings: the held company changed its shareholders (ownership).
CREATE FUNCTION monitor_holdings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM monitor_snapshots) THEN
    PERFORM monitor_mark(ARRAY(SELECT company_id FROM changed_rows), true);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER monitor_holdings_inserted AFTER INSERT ON shareholdings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_holdings_changed();
CREATE TRIGGER monitor_holdings_updated AFTER UPDATE ON shareholdings
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_holdings_changed();
CREATE TRIGGER monitor_holdings_deleted AFTER DELETE ON shareholdings
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_holdings_changed();

-- Officers and declared interests: the company itself changed (its officers, its owners by
-- control or by declaration), not what it passes on to the companies below it.
CREATE FUNCTION monitor_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM monitor_snapshots) THEN
    PERFORM monitor_mark(ARRAY(SELECT company_id FROM changed_rows), false);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER monitor_executives_inserted AFTER INSERT ON executives
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_roles_changed();
CREATE TRIGGER monitor_executives_updated AFTER UPDATE ON executives
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_roles_changed();
CREATE TRIGGER monitor_executives_deleted AFTER DELETE ON executives
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_roles_changed();
CREATE TRIGGER monitor_declared_inserted AFTER INSERT ON declared_interests
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_roles_changed();
CREATE TRIGGER monitor_declared_updated AFTER UPDATE ON declared_interests
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_roles_changed();
CREATE TRIGGER monitor_declared_deleted AFTER DELETE ON declared_interests
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_roles_changed();

-- A person renamed: every company where they hold a role, shares or a declared interest.
CREATE FUNCTION monitor_persons_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM monitor_snapshots) THEN
    PERFORM monitor_mark(ARRAY(
      SELECT e.company_id FROM executives e WHERE e.person_id IN (SELECT id FROM changed_rows)
      UNION SELECT s.company_id FROM shareholdings s WHERE s.holder_person_id IN (SELECT id FROM changed_rows)
      UNION SELECT d.company_id FROM declared_interests d WHERE d.person_id IN (SELECT id FROM changed_rows)
    ), false);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER monitor_persons_updated AFTER UPDATE ON persons
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_persons_changed();

-- GLEIF consolidation parents: the child, by its LEI.
CREATE FUNCTION monitor_parents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM monitor_snapshots) THEN
    PERFORM monitor_mark(ARRAY(
      SELECT c.id FROM companies c WHERE c.lei IN (SELECT child_lei FROM changed_rows)
    ), false);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER monitor_parents_inserted AFTER INSERT ON lei_relationships
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_parents_changed();
CREATE TRIGGER monitor_parents_updated AFTER UPDATE ON lei_relationships
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_parents_changed();
CREATE TRIGGER monitor_parents_deleted AFTER DELETE ON lei_relationships
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION monitor_parents_changed();

-- One alert per user who watched the company (and paid for it that month) when the event was
-- recorded. The alerts page, /v1/events and webhooks read these rows (eventsForUser).
CREATE TABLE monitor_alerts (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seq bigint NOT NULL REFERENCES monitor_events (seq) ON DELETE CASCADE,
  read_at timestamptz,
  -- Set when an immediate mail took the alert (claimed before sending, cleared if sending fails).
  mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, seq)
);
CREATE INDEX monitor_alerts_unread_idx ON monitor_alerts (user_id, seq) WHERE read_at IS NULL;
CREATE INDEX monitor_alerts_unmailed_idx ON monitor_alerts (user_id, seq) WHERE mailed_at IS NULL;

-- Watching is billed per company, user and Asia/Shanghai month (yyyy-MM): one row per paid
-- month, written with its api_ledger row. Alerts go to users who paid for that month.
CREATE TABLE watch_billing (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  month text NOT NULL,
  -- 'sandbox': a sandbox company (what test keys watch), never charged.
  billing text NOT NULL CHECK (billing IN ('prepaid', 'invoice', 'sandbox')),
  price_fen integer NOT NULL,
  billed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, company_id, month)
);
-- A watch is billed without an API key: its ledger rows have none.
ALTER TABLE api_ledger ALTER COLUMN key_id DROP NOT NULL;

-- Alert mail per user: off, each alert at once, or a daily digest (the default, no row).
CREATE TABLE monitor_mail (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('off', 'instant', 'daily')),
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- A digest per user and Asia/Shanghai day, claimed before it is sent (so two processes never
-- send one twice) and given back if sending fails.
CREATE TABLE monitor_digests (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  alerts integer NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- Settings every process shares: the key that signs unsubscribe links.
CREATE TABLE monitor_settings (
  name text PRIMARY KEY,
  value text NOT NULL
);

-- Watching is a permission of its own (it spends money): every account that may see company
-- details and order reports may watch, as the admin and analyst roles do.
UPDATE users SET profile = jsonb_set(profile, '{permissionList}',
                                     (profile -> 'permissionList') || '"kyc:monitor:watch"'::jsonb)
 WHERE jsonb_typeof(profile -> 'permissionList') = 'array'
   AND (profile -> 'permissionList') ? 'kyc:report:order'
   AND NOT (profile -> 'permissionList') ? 'kyc:monitor:watch';
