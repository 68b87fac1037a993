// Prints the public API's document (/v1/openapi.json) to standard output, exactly as the service
// serves it, without a database on disk or a port: the app is built on an empty in-memory PGlite
// (the document depends on the routes alone). @kyc/api-client generates its types from this.
//   tsx --conditions=@kyc/source scripts/v1-openapi.ts [siteOrigin]
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { v1Document } from '../src/http/openapi-documents';

const siteOrigin = process.argv[2] ?? 'http://localhost:3000';
const db = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ db, siteOrigin, allowedOrigins: [siteOrigin], reports: false });
await app.ready();
process.stdout.write(`${JSON.stringify(v1Document(app, siteOrigin), null, 2)}\n`);
await app.close();
await db.close();
