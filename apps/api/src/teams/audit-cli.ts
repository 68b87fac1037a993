// `npm run audit:check -w @kyc/api`: recomputes every audit chain of the database the service
// would use (DATABASE_URL, else the embedded one in DATA_DIR) and names the first altered row of
// each broken chain. Exit code 0 when every chain is intact, 1 otherwise.
import { openDatabase } from '../db/open';
import { auditChains, checkAuditChain } from './audit';

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
});
let broken = 0;
try {
  for (const chain of await auditChains(db)) {
    const result = await checkAuditChain(db, chain);
    const name = chain === 0 ? 'accounts outside a team' : `team ${chain}`;
    if (result.ok) {
      console.log(`${name}: ${result.checked} rows, chain intact`);
    } else {
      broken += 1;
      const row = result.firstAltered;
      console.log(
        `${name}: ALTERED at row ${row?.id} (${row?.action}, ${row?.createdAt}), after ${result.checked} intact rows`,
      );
    }
  }
} finally {
  await db.close();
}
process.exit(broken === 0 ? 0 : 1);
