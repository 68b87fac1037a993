import { randomBytes } from 'node:crypto';
import type { StoredUser } from '@kyc/auth';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type AppOptions, buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import { DEMO_PASSWORD } from '../src/seed/accounts';
import { seedDatabase } from '../src/seed/seed';

/** A database the suite runs on: always the embedded one, and PostgreSQL when CI gives one. */
export interface Backend {
  name: string;
  /** Opens a fresh, migrated, empty database (a new schema on the server). */
  open(): Promise<{ db: Db; reopen: () => Promise<Db>; drop: () => Promise<void> }>;
}

export const TEST_COMPANIES = 600;
export const SITE_ORIGIN = 'http://localhost:3000';

const serverUrl = process.env.TEST_DATABASE_URL;

export const backends: Backend[] = [
  {
    name: 'PGlite',
    async open() {
      const db = await openDatabase({ dataDir: 'memory://' });
      return { db, reopen: async () => db, drop: async () => {} };
    },
  },
  ...(serverUrl
    ? [
        {
          name: 'PostgreSQL',
          async open() {
            const schema = `t_${randomBytes(6).toString('hex')}`;
            const db = await openDatabase({ databaseUrl: serverUrl, schema });
            return {
              db,
              reopen: () => openDatabase({ databaseUrl: serverUrl, schema }),
              async drop() {
                const admin = await openPostgres(serverUrl);
                await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
                await admin.close();
              },
            };
          },
        },
      ]
    : []),
];

/** A seeded service for one test file. */
export interface TestService {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

export async function startService(
  backend: Backend,
  options: Partial<AppOptions> = {},
): Promise<TestService> {
  const { db, drop } = await backend.open();
  await seedDatabase(db, { companies: TEST_COMPANIES });
  // The caches are on as in production, so that the tests also show they never serve a
  // logged-out session, a stale MFA state or another query's results.
  const app = await buildApp({
    db,
    allowedOrigins: [SITE_ORIGIN],
    searchCacheMs: 30_000,
    sessionCacheMs: 5_000,
    ...options,
  });
  // Searches answer from SQL until the in-memory index is built; the suites test the index,
  // which answers in production (test/search.test.ts holds the two to the same answers).
  await app.companySearch.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      await drop();
    },
  };
}

let addressCounter = 0;
/** A distinct client address, so that one test's failed logins do not throttle another's. */
export function freshAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

export async function login(
  app: FastifyInstance,
  body: Record<string, unknown>,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/webapi/saas/user/login',
    payload: body,
    remoteAddress: freshAddress(),
    ...extra,
  });
}

/** Logs a demo account in and returns its stored-user record. */
export async function loginAs(
  app: FastifyInstance,
  loginName: string,
  password = DEMO_PASSWORD,
): Promise<StoredUser> {
  const response = await login(app, { loginName, password });
  if (response.statusCode !== 200)
    throw new Error(`login ${loginName}: ${response.statusCode} ${response.body}`);
  return response.json().user as StoredUser;
}

/** The SPEC §7 headers of a stored user. */
export function authHeaders(user: StoredUser): Record<string, string> {
  return {
    'pro-client-id': user.uuid as string,
    'pro-access-token': user.accessToken as string,
    'pro-access-secret-key': user.accessSecretKey as string,
  };
}

/** The session cookie header of a stored user. */
export function cookieHeader(user: StoredUser): Record<string, string> {
  return { cookie: `kyc_session=${user.uuid}___${user.accessToken}___${user.accessSecretKey}` };
}
