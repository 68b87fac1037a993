-- Imports at COPY speed (issue 35): rows are staged with COPY and merged set-wise.
-- `source_hash` is a digest of the record as last imported (GLEIF: every non-empty column by
-- name, see `recordHash` in src/imports/gleif.ts): a row of a later file with the same digest
-- is unchanged and is skipped without being read back or rewritten. NULL for rows imported
-- before it existed: those are compared column by column once and get their digest then.
ALTER TABLE companies ADD COLUMN source_hash text;
ALTER TABLE lei_relationships ADD COLUMN source_hash text;
-- When a whole golden copy (`npm run import -- --full`) no longer had the record that the one
-- before it had: GLEIF no longer publishes it. NULL while it is published.
ALTER TABLE companies ADD COLUMN gleif_unpublished_at timestamptz;
-- Whether the file was imported as a whole golden copy, and how many records it unpublished.
ALTER TABLE imports ADD COLUMN full_copy boolean NOT NULL DEFAULT false;
ALTER TABLE imports ADD COLUMN unpublished integer NOT NULL DEFAULT 0;
