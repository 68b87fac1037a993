// What /v1's hook (index.ts) and its route files share: the request's key, the route's
// operation, and charging a call. Its own module so that index.ts, which registers the route
// files, and the route files, which charge, do not import each other.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedKey, Scope } from '../../keys/keys';
import { Problem } from '../../lib/problem';
import { type BilledCall, billCall, billCallIfFound } from '../../metering/ledger';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A /v1 operation: its name in the price list, and the scope its key needs. */
    v1?: { operation: string; scope?: Scope; public?: boolean };
  }
  interface FastifyRequest {
    /** The API key of a /v1 request, set by the /v1 authentication hook. */
    apiKey: AuthenticatedKey | null;
  }
  interface FastifyInstance {
    /** Whether /v1 calls are limited and billed (false only in benchmarks). */
    v1Metering: boolean;
  }
}

/**
 * Bills a successful call of the route's operation to its key's account (a test key's call is
 * recorded at price 0: the sandbox is free). A prepaid account that cannot pay gets a 402
 * instead of the answer. One statement (`billCall`).
 *
 * @example
 * ```ts norun
 * const company = await findCompany(app.db, code);
 * await charge(app, request); // before answering: a 402 replaces the answer
 * return company;
 * ```
 */
export async function charge(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const call = billedCallOf(app, request);
  if (call) paid(await billCall(app.db, call));
}

/**
 * Runs a look-up and, when it finds its row, charges the call in the same statement
 * (`billCallIfFound`: one round trip for both); answers the row, or undefined (nothing charged).
 * A prepaid account that cannot pay gets a 402, as with `charge`.
 *
 * @example
 * ```ts norun
 * const row = await chargeIfFound(app, request, companyRecordQuery(code, false));
 * if (!row) throw notFound;
 * ```
 */
export async function chargeIfFound<Row>(
  app: FastifyInstance,
  request: FastifyRequest,
  lookup: { sql: string; params: unknown[] },
): Promise<Row | undefined> {
  const call = billedCallOf(app, request);
  if (!call) {
    const { rows } = await app.db.query<Row>(`${lookup.sql} LIMIT 1`, lookup.params);
    return rows[0];
  }
  const { row, billed } = await billCallIfFound<Row>(app.db, call, lookup);
  if (row) paid(billed);
  return row;
}

/** The call to bill for a request, or undefined when nothing is billed (no key, metering off). */
function billedCallOf(app: FastifyInstance, request: FastifyRequest): BilledCall | undefined {
  const key = request.apiKey;
  const operation = request.routeOptions.config?.v1?.operation;
  if (!key || !operation || !app.v1Metering) return undefined;
  return {
    requestId: request.id,
    keyId: key.keyId,
    userId: key.userId,
    operation,
    mode: key.mode,
    profile: key.profile,
  };
}

function paid(billed: 'billed' | 'free' | 'balance'): void {
  if (billed === 'balance')
    throw new Problem(
      'insufficient-balance',
      'The prepaid API balance cannot pay for this call. Top it up, or ask your account manager about post-pay.',
    );
}
