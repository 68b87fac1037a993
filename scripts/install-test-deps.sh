#!/usr/bin/env bash
# Machine prerequisites of the test suite, from Debian's packages (run as root; idempotent):
# - Chromium, driven by playwright-core for the browser, accessibility and Lighthouse tests;
# - PostgreSQL, so that apps/api's integration suite also runs against a real server
#   (it always runs against the embedded PGlite too). Started on 127.0.0.1:5432 with the
#   role and database that TEST_DATABASE_URL names in .ci/run.
set -euo pipefail
need=()
command -v chromium >/dev/null || need+=(chromium)
command -v pg_ctlcluster >/dev/null || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main >/dev/null
pg_ctlcluster "$version" main status >/dev/null 2>&1 || pg_ctlcluster "$version" main start
as_postgres() { su postgres -c "$1"; }
as_postgres "psql -tAc \"SELECT 1 FROM pg_roles WHERE rolname='kyc'\"" | grep -q 1 ||
  as_postgres "psql -qc \"CREATE ROLE kyc LOGIN PASSWORD 'kyc'\""
as_postgres "psql -tAc \"SELECT 1 FROM pg_database WHERE datname='kyc_test'\"" | grep -q 1 ||
  as_postgres "createdb -O kyc kyc_test"
echo "chromium: $(chromium --version 2>/dev/null | head -n 1); postgresql $version on 127.0.0.1:5432"
