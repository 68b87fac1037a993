// Production entry: `npm start` at the root runs this beside apps/api. One server answers for
// both apps at the same URLs: the desktop app (apps/site) and, when built, the mobile app
// (apps/mobile-site), chosen per request by user agent (packages/site-kit/server). It runs on
// every core (SITE_WORKERS processes, default one per core; site-kit server/cluster.mjs):
// `kill -HUP <pid>` loads a new build without dropping a request.
import { availableParallelism } from 'node:os';
import { createSiteServer } from '@kyc/site-kit/server/app.mjs';
import { BUILD_DIRS, loadApp } from '@kyc/site-kit/server/apps.mjs';
import { serveOnEveryCore } from '@kyc/site-kit/server/cluster.mjs';

const port = Number(process.env.PORT ?? 3000);
const apiOrigin = process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const workers = Number(process.env.SITE_WORKERS) || availableParallelism();

await serveOnEveryCore({
  port,
  workers,
  createApp: async () =>
    createSiteServer({
      apps: {
        desktop: await loadApp(BUILD_DIRS.desktop),
        mobile: await loadApp(BUILD_DIRS.mobile, { optional: true }),
      },
      apiOrigin,
      analyticsOrigin: process.env.ANALYTICS_ORIGIN ?? apiOrigin,
    }),
  onListening: () =>
    console.log(
      `site: http://localhost:${port} (${workers} workers; kill -HUP ${process.pid} reloads)`,
    ),
});
