// The service's start from the environment (src/server.ts runs it). Environment:
//   API_PORT (3001), HOST (127.0.0.1), DATABASE_URL (else the embedded PGlite in DATA_DIR,
//   default apps/api/data/pglite), ALLOWED_ORIGINS (comma-separated), TRUST_PROXY, SEED_COMPANIES, SEARCH_CACHE_MS
//   (30000; 0 turns the live-search cache off), SEARCH_INDEX (on; off answers live search with SQL only),
//   SESSION_CACHE_MS (5000; 0 reads every time), SITE_ORIGIN (the site's public origin, printed in
//   reports as the /verifydoc address; default the first allowed origin), LOG_LEVEL, SMTP_URL (invitations;
//   without it each message is written to MAIL_DIR, default `mail` beside DATA_DIR: apps/api/data/mail,
//   the folder printed at the first message and each invitation's link printed, whatever LOG_LEVEL),
//   WEBHOOK_ALLOW_LOCAL (true: webhooks may go to http: URLs and private or loopback hosts; development only).
import { dirname, join } from 'node:path';
import { type AppOptions, buildApp, DEFAULT_ALLOWED_ORIGINS } from './app';
import { ensureSandbox } from './companies/sandbox';
import { DEFAULT_DATA_DIR, openDatabase } from './db/open';
import { DEFAULT_COMPANIES, isEmpty, seedDatabase } from './seed/seed';

/**
 * Starts the service as `npm start` does, from the environment above; `overrides` replace what
 * the environment gives (the benchmark uses them to measure the API with and without metering).
 */
export async function serve(overrides: Partial<AppOptions> = {}): Promise<void> {
  const env = process.env;
  const port = Number(env.API_PORT ?? 3001);
  const host = env.HOST ?? '127.0.0.1';
  const allowedOrigins = env.ALLOWED_ORIGINS
    ? env.ALLOWED_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
    : DEFAULT_ALLOWED_ORIGINS;
  // Behind the site's /webapi proxy the client address arrives in X-Forwarded-For from loopback.
  const trustProxy =
    env.TRUST_PROXY === undefined
      ? '127.0.0.1'
      : env.TRUST_PROXY === 'true'
        ? true
        : env.TRUST_PROXY === 'false'
          ? false
          : env.TRUST_PROXY;

  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  if (await isEmpty(db)) {
    const companies = Number(env.SEED_COMPANIES ?? DEFAULT_COMPANIES);
    console.log(`Empty database: seeding ${companies} companies and the demo accounts…`);
    await seedDatabase(db, { companies });
  }
  // The API's sandbox (test keys) is there on every database, seeded or not.
  await ensureSandbox(db);
  const app = await buildApp({
    db,
    allowedOrigins,
    siteOrigin: env.SITE_ORIGIN,
    mailDir: env.MAIL_DIR ?? join(dirname(env.DATA_DIR ?? DEFAULT_DATA_DIR), 'mail'),
    trustProxy,
    searchCacheMs: Number(env.SEARCH_CACHE_MS ?? 30_000),
    searchIndex: env.SEARCH_INDEX !== 'off',
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 5_000),
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL ?? 'info' },
    webhooks: { allowLocal: env.WEBHOOK_ALLOW_LOCAL === 'true' },
    // Plain lines on stdout, which npm start passes through: where mail went, invitation links.
    notice: (line) => console.log(line),
    ...overrides,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  app.log.info(`KYC API on http://${host}:${port} (${db.kind}); OpenAPI at /webapi/openapi.json`);
}
