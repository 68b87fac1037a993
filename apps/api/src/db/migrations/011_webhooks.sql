-- Webhooks (issue 28): endpoints API customers register through /v1/webhooks, one delivery per
-- (endpoint, event), and every attempt to send it. Events come from monitor_events (009) through
-- eventsForUser, the query /v1/events answers with, so both show the same events in one order.

-- An endpoint belongs to the user whose key registered it, in that key's mode: a test key's
-- endpoints get the sandbox companies' events, a live key's the register's.
CREATE TABLE webhook_endpoints (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('test', 'live')),
  url text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- Event kinds to send (monitor_events.kind), or {'*'} for all of them.
  events text[] NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  -- whsec_ + base64 of 32 random bytes, kept as is: the service must sign with it, so a hash
  -- would not do, and an encryption key would live beside it in the same service's settings.
  secret text NOT NULL,
  -- The seq of the last event fanned out to this endpoint: deliveries exist for every matching
  -- event up to it. Starts at the newest event when the endpoint is registered.
  cursor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id, mode, id);

-- One event to one endpoint, made exactly once (the unique pair) however many fan-outs run.
-- `state`: pending (to be sent at next_attempt_at), succeeded (a 2xx), failed (the retries ran
-- out). A dispatcher claims a due delivery by setting claimed_by/claimed_until in the statement
-- that finds it (FOR UPDATE SKIP LOCKED), so no two dispatchers send it at once; a claim left by
-- a dispatcher that died expires at claimed_until.
CREATE TABLE webhook_deliveries (
  id serial PRIMARY KEY,
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_seq bigint NOT NULL REFERENCES monitor_events (seq) ON DELETE CASCADE,
  -- The body every attempt sends, fixed when the delivery is made: a retry or a replay sends
  -- the same bytes, even after the company stopped being watched.
  payload text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  claimed_by text,
  claimed_until timestamptz,
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  UNIQUE (endpoint_id, event_seq)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, id)
  WHERE state = 'pending';
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC);

-- Every try to send a delivery: by the dispatcher (scheduled) or asked for (replay).
CREATE TABLE webhook_attempts (
  id bigserial PRIMARY KEY,
  delivery_id integer NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL,
  -- The receiver's HTTP status, or NULL when no answer came (then `error` says why).
  status_code integer,
  error text,
  duration_ms integer NOT NULL,
  replay boolean NOT NULL DEFAULT false
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (delivery_id, id);

-- The /v1 operations of monitoring and webhooks are free; watching itself is priced per company
-- and month (watchCompany, 009).
INSERT INTO api_prices (operation, sort, price_fen) VALUES
  ('listWatches', 21, 0),
  ('createWatch', 22, 0),
  ('deleteWatch', 23, 0),
  ('listEvents', 24, 0),
  ('listWebhooks', 25, 0),
  ('createWebhook', 26, 0),
  ('getWebhook', 27, 0),
  ('updateWebhook', 28, 0),
  ('deleteWebhook', 29, 0),
  ('listWebhookDeliveries', 30, 0),
  ('replayWebhookDelivery', 31, 0);
