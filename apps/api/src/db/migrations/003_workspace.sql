-- The analyst's workspace (search that narrows and sorts, share counts, sources and dates).
-- Share count (股本) of a joint-stock company: its registered capital at the mainland's usual
-- par value of 1 yuan a share. Limited-liability companies have no shares, so it stays NULL.
ALTER TABLE companies ADD COLUMN share_count bigint;
UPDATE companies SET share_count = capital_amount WHERE company_type LIKE '股份有限公司%';
-- Registered capital in yuan, so that companies registered in other currencies sort with
-- mainland ones; the rates are the seed's (src/seed/generate.ts CNY_RATE).
ALTER TABLE companies ADD COLUMN capital_cny numeric GENERATED ALWAYS AS (
  capital_amount * CASE capital_currency
    WHEN 'USD' THEN 7.2 WHEN 'HKD' THEN 0.92 WHEN 'SGD' THEN 5.4 WHEN 'GBP' THEN 9.1 ELSE 1 END
) STORED;
-- When this copy of the register record was taken: every block of the company page says
-- "as of" this moment.
ALTER TABLE companies ADD COLUMN refreshed_at timestamptz NOT NULL DEFAULT now();

-- A person's other roles (officers' networks on the company page).
CREATE INDEX executives_person_idx ON executives (person_id);
-- Sorted searches without a name (filters only) and the SQL path's ordered re-reads.
CREATE INDEX companies_established_idx ON companies (established DESC NULLS LAST, score DESC, id);
CREATE INDEX companies_capital_idx ON companies (capital_cny DESC NULLS LAST, score DESC, id);
