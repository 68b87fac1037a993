-- Real data in and out (issue 27): GLEIF golden copies and BODS 0.4 statements imported,
-- every change they make kept as history, each import recorded.

-- Where a company's record comes from ('seed', 'gleif', 'bods') and what GLEIF says beyond the
-- columns the product already had. The whole GLEIF record (every non-empty column, by its
-- published name) is kept in `gleif_record`, so nothing in the file is lost and a later
-- golden copy is compared column by column.
ALTER TABLE companies ADD COLUMN source text NOT NULL DEFAULT 'seed';
ALTER TABLE companies ADD COLUMN legal_name_lang text;
-- [{ name, lang, type }]: GLEIF's other and transliterated names, BODS alternate names.
ALTER TABLE companies ADD COLUMN other_names jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE companies ADD COLUMN headquarters_address text;
ALTER TABLE companies ADD COLUMN legal_form_code text;
ALTER TABLE companies ADD COLUMN entity_status text;
ALTER TABLE companies ADD COLUMN managing_lou text;
ALTER TABLE companies ADD COLUMN gleif_record jsonb;
-- The date the source gives for its record (GLEIF Registration.LastUpdateDate, BODS statementDate).
ALTER TABLE companies ADD COLUMN source_updated_at timestamptz;
CREATE INDEX companies_source_idx ON companies (source) WHERE source <> 'seed';

-- One row per import of one file, failed ones included (their reason in `error`).
CREATE TABLE imports (
  id serial PRIMARY KEY,
  -- 'gleif-lei' (LEI-CDF 3.1), 'gleif-rr' (RR-CDF 2.1) or 'bods' (BODS 0.4).
  format text NOT NULL,
  source text NOT NULL,
  file_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('done', 'failed')),
  rows_read integer NOT NULL DEFAULT 0,
  added integer NOT NULL DEFAULT 0,
  changed integer NOT NULL DEFAULT 0,
  unchanged integer NOT NULL DEFAULT 0,
  rejected integer NOT NULL DEFAULT 0,
  error text,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now()
);

-- Each rejected row of an import: its line in the file and why.
CREATE TABLE import_rejections (
  import_id integer NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  line integer NOT NULL,
  reason text NOT NULL
);
CREATE INDEX import_rejections_import_idx ON import_rejections (import_id, line);

-- Every change an import made to a company: the field (a GLEIF column by its published name,
-- a parent relationship, a BODS field), its value before and after (NULL when absent), the
-- date the source gives for it and when this service saw it.
CREATE TABLE company_history (
  id bigserial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  import_id integer NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  field text NOT NULL,
  before text,
  after text,
  source text NOT NULL,
  source_date timestamptz,
  seen_at timestamptz NOT NULL
);
CREATE INDEX company_history_company_idx ON company_history (company_id, id DESC);

-- GLEIF level-2 relationships (RR-CDF 2.1), by LEI: the parent need not be imported (its LEI
-- is kept and joined when it is). Accounting consolidation is not a shareholding, so these
-- never enter `shareholdings` nor the beneficial-owner arithmetic.
CREATE TABLE lei_relationships (
  child_lei text NOT NULL,
  relationship_type text NOT NULL,
  parent_lei text NOT NULL,
  relationship_status text,
  start_date date,
  end_date date,
  registration_status text,
  last_update timestamptz,
  record jsonb NOT NULL,
  PRIMARY KEY (child_lei, relationship_type)
);
CREATE INDEX lei_relationships_parent_idx ON lei_relationships (parent_lei);

-- Which row a BODS record (recordId) became, so that later statements about the same record
-- update it and relationships find their parties.
CREATE TABLE bods_records (
  record_id text PRIMARY KEY,
  record_type text NOT NULL CHECK (record_type IN ('entity', 'person', 'relationship')),
  company_id integer REFERENCES companies (id) ON DELETE CASCADE,
  person_id integer REFERENCES persons (id) ON DELETE CASCADE,
  -- The last statement applied (its content, for the unchanged check) and its date.
  statement jsonb NOT NULL,
  statement_date date
);

-- Statements already applied: a statement seen again (the same file imported twice) changes nothing.
-- Keyed with the record: published examples reuse statement ids across records.
-- Removed with their record (a re-seed truncates companies, and with them the records).
CREATE TABLE bods_statements (
  statement_id text NOT NULL,
  record_id text NOT NULL REFERENCES bods_records (record_id) ON DELETE CASCADE,
  PRIMARY KEY (statement_id, record_id)
);

-- BODS shareholdings and control carry where they came from and their dates.
ALTER TABLE shareholdings ADD COLUMN bods_record_id text;
ALTER TABLE shareholdings ADD COLUMN start_date date;
CREATE INDEX shareholdings_bods_idx ON shareholdings (bods_record_id) WHERE bods_record_id IS NOT NULL;
-- A role that gives control by other means than equity (BODS interests such as board member,
-- trustee or other influence, when declared as beneficial ownership or control).
ALTER TABLE executives ADD COLUMN is_control boolean NOT NULL DEFAULT false;
ALTER TABLE executives ADD COLUMN bods_record_id text;
ALTER TABLE executives ADD COLUMN start_date date;
CREATE INDEX executives_bods_idx ON executives (bods_record_id) WHERE bods_record_id IS NOT NULL;

-- An indirect interest as declared (BODS `directOrIndirect: indirect`): the share a person holds
-- through intermediaries whose own links the declaration may not quantify. Counted for the
-- person only when the chains of direct holdings do not already reach them through another
-- company (see explainBeneficialOwners), so nothing is counted twice.
CREATE TABLE declared_interests (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES persons (id) ON DELETE CASCADE,
  percent numeric(7, 4),
  is_control boolean NOT NULL DEFAULT false,
  bods_record_id text NOT NULL,
  start_date date
);
CREATE INDEX declared_interests_company_idx ON declared_interests (company_id);
CREATE INDEX declared_interests_bods_idx ON declared_interests (bods_record_id);
