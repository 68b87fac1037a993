-- What a user asked for on the service-selection page: a purchase of a package at the price
-- shown to them, or a call from their account manager (users who may not see prices). The
-- price and currency are kept as they were at that moment; the price is NULL when the user
-- could not see it.
CREATE TABLE service_requests (
  id serial PRIMARY KEY,
  -- Readable and unique: SR-<Asia/Shanghai date>-<id, at least 4 digits>.
  reference text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package_code text NOT NULL REFERENCES service_packages (code),
  kind text NOT NULL CHECK (kind IN ('purchase', 'account-manager')),
  price numeric(12, 2),
  currency text NOT NULL,
  note text CHECK (char_length(note) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A purchase always records the price it was made at.
  CHECK (kind <> 'purchase' OR price IS NOT NULL)
);
CREATE INDEX service_requests_user_idx ON service_requests (user_id, id DESC);
