-- A counter that moves with every committed change to the company data. Processes that keep
-- a copy of that data in memory (the live-search index, src/companies/company-search.ts)
-- compare it with the version they copied, so that any number of API processes on one
-- PostgreSQL stay right when one of them, or `npm run seed`, replaces the companies. The
-- update is part of the changing transaction: it becomes visible exactly when the change does.
CREATE TABLE data_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO data_versions (name) VALUES ('companies');

CREATE FUNCTION bump_companies_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_versions SET version = version + 1, changed_at = now() WHERE name = 'companies';
  RETURN NULL;
END
$$;

CREATE TRIGGER companies_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_companies_version();
