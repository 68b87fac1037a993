import { randomInt } from 'node:crypto';
import type { Locale } from '@kyc/validators';
import type { Db, Queryable } from '../db/types';
import { text } from '../lib/locale';
import { appendAudit } from '../teams/audit';
import { balanceOf, takeCredits } from '../teams/credits';

export type ReportKindCode = 'company' | 'ubo';
export const REPORT_KIND_CODES: readonly ReportKindCode[] = ['company', 'ubo'];
export type OrderStatus = 'received' | 'generating' | 'ready' | 'failed';
/** `sandbox`: ordered with a test key of the API, never charged. */
export type Billing = 'credits' | 'invoice' | 'sandbox';

/** Verification codes avoid letters and digits that read alike (0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh eight-character verification code, e.g. `K7P2M9QX`. */
export function newVerifyCode(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** `YYYYMMDD` of the Asia/Shanghai calendar day, whatever the machine's zone. */
export function shanghaiDay(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
}

export interface ReportKindRow {
  code: ReportKindCode;
  report_type: string;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  credits: number;
  price: number;
  currency: string;
}

/** The catalogue, in its display order. */
export async function reportKinds(db: Queryable): Promise<ReportKindRow[]> {
  const { rows } = await db.query<ReportKindRow>(
    `SELECT code, report_type, name_zh, name_en, description_zh, description_en, credits,
            price::float8 AS price, currency FROM report_kinds ORDER BY sort`,
  );
  return rows;
}

/** Why an order was refused: the route turns each into a 404 or a 409 with words. */
export type OrderRefusal =
  | { refused: 'company' }
  | { refused: 'kind' }
  | { refused: 'credits'; balance: number; cost: number }
  | { refused: 'cap'; balance: number; cost: number; cap: number; spent: number; teamId: number };

export interface PlaceOrder {
  userId: number;
  keyNo: string;
  kind: ReportKindCode;
  language: 'zh-CN' | 'en';
  billing: Billing;
}

/**
 * Stores an order, its payment and its generation job in one transaction. A prepaid order
 * takes its credits through `takeCredits` (the team's pool within the member's monthly cap, or
 * the account's own balance), which checks and takes them in one statement, so concurrent
 * orders can never spend one credit twice: on PostgreSQL the second waits for the first's row
 * lock and then finds the balance too low; PGlite runs one transaction at a time. A post-pay
 * order is invoiced instead. The audit trail gets the order in the same transaction.
 *
 * @example
 * const placed = await placeOrder(db, { userId, keyNo, kind: 'ubo', language: 'en', billing: 'credits' });
 * if ('refused' in placed) console.log(placed.refused);
 */
export async function placeOrder(
  db: Db,
  order: PlaceOrder,
  options: {
    ignoreCap?: boolean;
    /** More work for the same transaction once the order is stored (an idempotent POST's answer). */
    within?: (tx: Queryable, id: number) => Promise<void>;
  } = {},
): Promise<{ id: number; reportNo: string } | OrderRefusal> {
  return db.transaction(async (tx) => {
    const placed = await placeOrderIn(tx, order, options);
    if (!('refused' in placed)) await options.within?.(tx, placed.id);
    return placed;
  });
}

/**
 * `placeOrder` inside the caller's transaction (an approval stores its decision and the order
 * together). Nothing is written when it answers a refusal.
 */
export async function placeOrderIn(
  tx: Queryable,
  order: PlaceOrder,
  options: { ignoreCap?: boolean } = {},
): Promise<{ id: number; reportNo: string } | OrderRefusal> {
  const company = (
    await tx.query<{ id: number }>('SELECT id FROM companies WHERE key_no = $1', [order.keyNo])
  ).rows[0];
  if (!company) return { refused: 'company' } as const;
  const kind = (
    await tx.query<{ credits: number; price: string; currency: string }>(
      'SELECT credits, price, currency FROM report_kinds WHERE code = $1',
      [order.kind],
    )
  ).rows[0];
  if (!kind) return { refused: 'kind' } as const;

  const credits = order.billing === 'credits' ? kind.credits : 0;
  if (credits > 0) {
    const taken = await takeCredits(tx, order.userId, credits, options);
    if (!taken.taken) {
      const { taken: _, ...refusal } = taken;
      return refusal;
    }
  }
  const day = shanghaiDay();
  const { rows: numbered } = await tx.query<{ n: string }>(
    "SELECT nextval('report_order_no_seq')::text AS n",
  );
  const reportNo = `KYC${day}${String(numbered[0]?.n).padStart(6, '0')}`;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO report_orders (report_no, verify_code, user_id, company_id, kind, language, billing,
       credits, price, currency)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      reportNo,
      newVerifyCode(),
      order.userId,
      company.id,
      order.kind,
      order.language,
      order.billing,
      credits,
      kind.price,
      kind.currency,
    ],
  );
  const id = rows[0]?.id as number;
  if (order.billing === 'invoice') {
    await tx.query(
      `INSERT INTO invoices (invoice_no, user_id, order_id, amount, currency)
       VALUES ('INV' || $1 || lpad(nextval('invoice_no_seq')::text, 6, '0'), $2, $3, $4, $5)`,
      [day, order.userId, id, kind.price, kind.currency],
    );
  }
  await tx.query('INSERT INTO report_jobs (order_id) VALUES ($1)', [id]);
  await appendAudit(tx, {
    userId: order.userId,
    action: 'report.order',
    target: order.keyNo,
    detail: `${reportNo} ${order.kind} ${order.billing === 'credits' ? `${credits} credits` : 'invoice'}`,
  });
  return { id, reportNo };
}

/** An order as the API answers it. */
export interface ReportOrder {
  id: number;
  reportNo: string;
  verifyCode: string;
  kind: ReportKindCode;
  keyNo: string;
  companyName: string | null;
  companyNameEn: string;
  language: 'zh-CN' | 'en';
  status: OrderStatus;
  failureReason: string | null;
  billing: Billing;
  credits: number;
  price: number | null;
  currency: string;
  invoiceNo: string | null;
  createdAt: string;
  readyAt: string | null;
  pages: number | null;
  bytes: number | null;
  sha256: string | null;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ORDER_SELECT = `
  SELECT o.id, o.report_no AS "reportNo", o.verify_code AS "verifyCode", o.kind, c.key_no AS "keyNo",
         c.name_zh AS "companyName", c.name_en AS "companyNameEn", o.language, o.status,
         o.failure_code AS "failureCode", o.billing, o.credits, o.price::float8 AS price, o.currency,
         i.invoice_no AS "invoiceNo", ${ISO('o.created_at')} AS "createdAt",
         ${ISO('o.ready_at')} AS "readyAt", o.pages, o.bytes, o.file_sha256 AS sha256
    FROM report_orders o
    JOIN companies c ON c.id = o.company_id
    LEFT JOIN invoices i ON i.order_id = o.id`;

type OrderRow = Omit<ReportOrder, 'failureReason'> & { failureCode: string | null };

/** Why a job failed, in words; the codes are the worker's (`FAILURE_CODES`). */
function failureReason(code: string | null, billing: Billing, locale: Locale | undefined) {
  if (!code) return null;
  const refund =
    billing === 'sandbox'
      ? ''
      : billing === 'credits'
        ? text(locale, '所用额度已退回。', ' The credits were returned.')
        : text(locale, '对应账单已作废。', ' Its invoice was voided.');
  const reason =
    code === 'COMPANY_GONE'
      ? text(
          locale,
          '该企业的数据已不可用，报告无法生成。',
          'The company’s data is no longer available.',
        )
      : text(
          locale,
          '报告生成失败，请重新下单。',
          'The report could not be generated; please order it again.',
        );
  return `${reason}${refund}`;
}

function present(row: OrderRow, locale: Locale | undefined, pricesVisible: boolean): ReportOrder {
  const { failureCode, ...order } = row;
  return {
    ...order,
    price: pricesVisible ? order.price : null,
    failureReason: failureReason(failureCode, order.billing, locale),
  };
}

/** One of the user's orders, or undefined when it is not theirs. */
export async function findOrder(
  db: Queryable,
  userId: number,
  id: number,
  locale: Locale | undefined,
  pricesVisible: boolean,
): Promise<ReportOrder | undefined> {
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.user_id = $1 AND o.id = $2`, [
    userId,
    id,
  ]);
  return rows[0] && present(rows[0], locale, pricesVisible);
}

/** The user's orders, newest first; `nextBefore` asks for the page after. */
export async function listOrders(
  db: Queryable,
  userId: number,
  options: { limit: number; before?: number; locale: Locale | undefined; pricesVisible: boolean },
): Promise<{ items: ReportOrder[]; nextBefore: number | null }> {
  const { rows } = await db.query<OrderRow>(
    `${ORDER_SELECT} WHERE o.user_id = $1 AND o.id < $3 ORDER BY o.id DESC LIMIT $2`,
    [userId, options.limit + 1, options.before ?? 2147483647],
  );
  const items = rows
    .slice(0, options.limit)
    .map((row) => present(row, options.locale, options.pricesVisible));
  return { items, nextBefore: rows.length > options.limit ? (items.at(-1)?.id ?? null) : null };
}

/** The user's credit balance: their team's pool, or their own credits outside a team. */
export const creditBalance = balanceOf;
