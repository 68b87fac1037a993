import { isPostPay, type StoredUser } from '@kyc/auth';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedKey } from '../../keys/keys';
import { Problem } from '../../lib/problem';
import { apiBalance, usage } from '../../metering/ledger';
import { problemResponses } from './schemas';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range one usage request covers. */
export const MAX_USAGE_DAYS = 366;

/** Today's date in Asia/Shanghai, `YYYY-MM-DD`. */
export function shanghaiToday(now = Date.now()): string {
  return new Date(now + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * A usage range from a request: both ends `YYYY-MM-DD` real dates, from ≤ to, at most 366 days;
 * by default the current month up to today (Asia/Shanghai). Throws a 400 problem otherwise.
 */
export function usageRange(
  from: string | undefined,
  to: string | undefined,
): { from: string; to: string } {
  const today = shanghaiToday();
  const range = { from: from ?? `${today.slice(0, 8)}01`, to: to ?? today };
  const errors: Record<string, string> = {};
  for (const field of ['from', 'to'] as const) {
    const value = range[field];
    const date = new Date(`${value}T00:00:00Z`);
    if (
      !DAY.test(value) ||
      Number.isNaN(date.getTime()) ||
      date.toISOString().slice(0, 10) !== value
    )
      errors[field] = 'A date as YYYY-MM-DD';
  }
  if (Object.keys(errors).length === 0) {
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
    if (days < 0) errors.to = 'Not before from';
    else if (days >= MAX_USAGE_DAYS) errors.to = `At most ${MAX_USAGE_DAYS} days after from`;
  }
  if (Object.keys(errors).length > 0)
    throw new Problem('invalid-request', 'The date range is invalid.', { errors });
  return range;
}

/** Usage per day and operation, as /v1/usage and the usage page answer it. */
export const usageRowsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      day: { type: 'string' },
      operation: { type: 'string' },
      calls: { type: 'integer' },
      amount: { type: 'number' },
    },
    required: ['day', 'operation', 'calls', 'amount'],
  },
} as const;

export const usageTotalsSchema = {
  type: 'object',
  properties: { calls: { type: 'integer' }, amount: { type: 'number' } },
  required: ['calls', 'amount'],
} as const;

/** The account's usage, for /v1. */
export async function v1AccountRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { from?: string; to?: string } }>(
    '/usage',
    {
      config: { v1: { operation: 'getUsage' } },
      schema: {
        tags: ['account'],
        operationId: 'getUsage',
        summary: 'Billed calls and amounts per day and operation (the usage page’s numbers)',
        description:
          'Days are Asia/Shanghai calendar days. Only billed calls count: errors, empty look-ups and free operations ' +
          'are never billed. Every key of the account in the calling key’s mode is counted: a test key sees the ' +
          'sandbox’s calls (amount 0, never billed), a live key the billed ones.',
        querystring: {
          type: 'object',
          properties: {
            from: {
              type: 'string',
              maxLength: 10,
              description: 'YYYY-MM-DD; default the 1st of this month.',
            },
            to: {
              type: 'string',
              maxLength: 10,
              description: 'YYYY-MM-DD, inclusive; default today.',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              from: { type: 'string' },
              to: { type: 'string' },
              mode: { type: 'string', enum: ['test', 'live'] },
              currency: { type: 'string' },
              billing: { type: 'string', enum: ['prepaid', 'invoice'] },
              balance: {
                type: ['number', 'null'],
                description: 'The prepaid API balance; null for post-pay.',
              },
              rows: usageRowsSchema,
              totals: usageTotalsSchema,
            },
            required: ['from', 'to', 'mode', 'currency', 'billing', 'balance', 'rows', 'totals'],
            examples: [
              {
                from: '2026-11-01',
                to: '2026-11-26',
                mode: 'live',
                currency: 'CNY',
                billing: 'prepaid',
                balance: 98.3,
                rows: [
                  { day: '2026-11-26', operation: 'getBeneficialOwners', calls: 3, amount: 6 },
                ],
                totals: { calls: 3, amount: 6 },
              },
            ],
          },
          ...problemResponses(),
        },
      },
    },
    async (request) => {
      const key = request.apiKey as AuthenticatedKey;
      const range = usageRange(request.query.from, request.query.to);
      const postPay = isPostPay(key.profile as StoredUser);
      return {
        ...(await usage(app.db, key.userId, range.from, range.to, key.mode)),
        billing: postPay ? 'invoice' : 'prepaid',
        balance: postPay ? null : await apiBalance(app.db, key.userId),
      };
    },
  );
}
