-- Teams (issue 26): a customer's people work as one. The main user's organisation is a team
-- with one credit pool; members hold a role (src/teams/roles.ts is the table of what each role
-- may do) and a monthly cap on what they may spend from the pool.
CREATE TABLE teams (
  id serial PRIMARY KEY,
  name text NOT NULL,
  owner_user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  package_code text NOT NULL,
  seat_limit integer NOT NULL,
  -- The pool every member's orders are paid from; never below zero.
  credits integer NOT NULL DEFAULT 0 CHECK (credits >= 0),
  require_mfa boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A user belongs to at most one team. `spent` is what the member took from the pool in
-- `spent_month` (yyyy-MM, Asia/Shanghai); a new month starts from zero.
CREATE TABLE team_members (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  role text NOT NULL,
  monthly_cap integer CHECK (monthly_cap IS NULL OR monthly_cap >= 0),
  spent integer NOT NULL DEFAULT 0,
  spent_month text NOT NULL DEFAULT '',
  joined_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_members_team_idx ON team_members (team_id);

-- An invitation is a link valid for 7 days; its token is stored hashed and spent in one
-- statement, so a link works once.
CREATE TABLE team_invitations (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  invited_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_invitations_team_idx ON team_invitations (team_id, id DESC);

-- An order above the member's cap waits here for another admin.
CREATE TABLE team_order_requests (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  requester_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  kind text NOT NULL,
  language text NOT NULL,
  credits integer NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'declined')),
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz,
  order_id integer REFERENCES report_orders (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_order_requests_team_idx ON team_order_requests (team_id, id DESC);

-- Named lists of companies, shared with the whole team or with chosen members.
CREATE TABLE team_lists (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  name text NOT NULL,
  shared_with_team boolean NOT NULL DEFAULT true,
  created_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_lists_team_idx ON team_lists (team_id);

CREATE TABLE team_list_shares (
  list_id integer NOT NULL REFERENCES team_lists (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (list_id, user_id)
);

CREATE TABLE team_list_items (
  list_id integer NOT NULL REFERENCES team_lists (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  added_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, company_id)
);

-- Notes on a company: for the whole team (list_id null) or inside a list (seen by those who
-- see the list). An edit keeps the earlier text in team_note_versions; a delete keeps a mark.
CREATE TABLE team_notes (
  id serial PRIMARY KEY,
  team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
  list_id integer REFERENCES team_lists (id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  deleted_by integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX team_notes_company_idx ON team_notes (team_id, company_id);

CREATE TABLE team_note_versions (
  id serial PRIMARY KEY,
  note_id integer NOT NULL REFERENCES team_notes (id) ON DELETE CASCADE,
  body text NOT NULL,
  written_at timestamptz NOT NULL,
  replaced_at timestamptz NOT NULL DEFAULT now()
);

-- The audit trail: append-only (a trigger refuses UPDATE and DELETE), each row chained to the
-- one before it in its team's chain (team 0: accounts outside a team) by a SHA-256 over its
-- content and the previous row's hash, so an altered row is found by recomputing the chain.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  chain integer NOT NULL,
  -- No foreign keys: the trail outlives the rows it speaks of, and must never be rewritten.
  team_id integer,
  user_id integer,
  action text NOT NULL,
  target text NOT NULL DEFAULT '',
  detail text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX audit_log_chain_idx ON audit_log (chain, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;

CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

-- A member removed from a team: switched off (active false) and told so at login.
ALTER TABLE users ADD COLUMN removed_at timestamptz;
