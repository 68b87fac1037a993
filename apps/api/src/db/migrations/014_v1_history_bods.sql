-- /v1's company history and BODS export (issue 27: history and BODS out "through the API").
-- A history is priced like a company look-up; the BODS export computes the beneficial owners,
-- and is priced like them.
INSERT INTO api_prices (operation, sort, price_fen) VALUES
  ('getCompanyHistory', 12, 50),
  ('getOwnershipBods', 13, 200);
