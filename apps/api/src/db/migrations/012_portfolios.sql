-- Portfolios (issue 28): a file of up to 10 000 customers uploaded in one go, matched to
-- companies, reviewed, then made into a shared list that is watched. The upload and every
-- row's outcome are kept, so the review survives a reload and the list is made from what the
-- user saw. Uploading and reviewing write only here: nothing is billed before watching.
CREATE TABLE portfolio_uploads (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  -- 'csv' or 'xlsx', as read from the file's first bytes.
  format text NOT NULL,
  file_sha256 text NOT NULL,
  -- Which header named each recognised column: { name: '企业名称', uscc: 'USCC', … }.
  columns jsonb NOT NULL,
  row_count integer NOT NULL,
  -- How long matching took (ms), for the README's figure and the review page.
  match_ms integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the list was made from it and watched: the upload is then read-only.
  list_id integer REFERENCES team_lists (id) ON DELETE SET NULL,
  watched_at timestamptz
);
CREATE INDEX portfolio_uploads_user_idx ON portfolio_uploads (user_id, id DESC);

-- One row of the file. `row_no` is its line in the file (the header is line 1). `outcome`:
-- matched (company_id, matched_by uscc | reg_no | lei | name), ambiguous (candidates, best
-- first) or unmatched. For an ambiguous row the user picks a candidate (chosen_company_id) or
-- leaves it out (left_out).
CREATE TABLE portfolio_rows (
  upload_id integer NOT NULL REFERENCES portfolio_uploads (id) ON DELETE CASCADE,
  row_no integer NOT NULL,
  -- What the file said: { name, uscc, regNo, lei, jurisdiction, reference } (only those given).
  input jsonb NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('matched', 'ambiguous', 'unmatched')),
  company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  matched_by text,
  score integer,
  -- [{ id, score }] for ambiguous rows, best first (at most 5).
  candidates jsonb NOT NULL DEFAULT '[]'::jsonb,
  chosen_company_id integer REFERENCES companies (id) ON DELETE SET NULL,
  left_out boolean NOT NULL DEFAULT false,
  PRIMARY KEY (upload_id, row_no)
);
CREATE INDEX portfolio_rows_outcome_idx ON portfolio_rows (upload_id, outcome, row_no);
