// Prints the account service's document (/webapi/openapi.json) to standard output, exactly as the
// service serves it, without a database on disk or a port: the app is built on an empty in-memory
// PGlite (the document depends on the routes alone). @kyc/site-kit generates the types of the
// /webapi answers from this (packages/site-kit/scripts/generate-webapi-types.mjs).
//   tsx --conditions=@kyc/source scripts/webapi-openapi.ts
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { webapiDocument } from '../src/http/openapi-documents';

const siteOrigin = 'http://localhost:3000';
const db = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({ db, siteOrigin, allowedOrigins: [siteOrigin], reports: false });
await app.ready();
process.stdout.write(`${JSON.stringify(webapiDocument(app), null, 2)}\n`);
await app.close();
await db.close();
