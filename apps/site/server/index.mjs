// Production entry: `npm start` at the root runs this beside apps/api.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from '@kyc/site-kit/server/app.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(here, '..', process.env.SITE_BUILD_DIR ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

const build = await import(path.join(buildDir, 'server/index.js'));
const app = createSiteServer({
  build,
  clientDir: path.join(buildDir, 'client'),
  apiOrigin,
  analyticsOrigin: process.env.ANALYTICS_ORIGIN ?? apiOrigin,
});
app.listen(port, () => console.log(`site: http://localhost:${port}`));
