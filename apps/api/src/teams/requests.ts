import type { Queryable } from '../db/types';
import { appendAudit } from './audit';

/** An order above the requester's cap, waiting for another admin (or decided). */
export interface OrderRequest {
  id: number;
  requesterId: number;
  requesterLoginName: string;
  keyNo: string;
  companyName: string | null;
  companyNameEn: string;
  kind: string;
  language: 'zh-CN' | 'en';
  credits: number;
  status: 'pending' | 'approved' | 'declined';
  decidedBy: string | null;
  decidedAt: string | null;
  orderId: number | null;
  createdAt: string;
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const REQUEST_SELECT = `
  SELECT r.id, r.requester_id AS "requesterId", u.login_name AS "requesterLoginName",
         c.key_no AS "keyNo", c.name_zh AS "companyName", c.name_en AS "companyNameEn", r.kind,
         r.language, r.credits, r.status, d.login_name AS "decidedBy",
         ${ISO('r.decided_at')} AS "decidedAt", r.order_id AS "orderId", ${ISO('r.created_at')} AS "createdAt"
    FROM team_order_requests r
    JOIN users u ON u.id = r.requester_id
    JOIN companies c ON c.id = r.company_id
    LEFT JOIN users d ON d.id = r.decided_by`;

/**
 * Stores an order that is above the requester's monthly cap as a request for approval, and
 * its audit row, in one transaction.
 *
 * @example await createOrderRequest(tx, { teamId, requesterId, keyNo, kind: 'ubo', language: 'en', credits: 2 });
 */
export async function createOrderRequest(
  tx: Queryable,
  request: {
    teamId: number;
    requesterId: number;
    keyNo: string;
    kind: string;
    language: string;
    credits: number;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO team_order_requests (team_id, requester_id, company_id, kind, language, credits)
     SELECT $1, $2, c.id, $4, $5, $6 FROM companies c WHERE c.key_no = $3 RETURNING id`,
    [
      request.teamId,
      request.requesterId,
      request.keyNo,
      request.kind,
      request.language,
      request.credits,
    ],
  );
  const id = rows[0]?.id as number;
  await appendAudit(tx, {
    teamId: request.teamId,
    userId: request.requesterId,
    action: 'report.request',
    target: request.keyNo,
    detail: `request ${id}: ${request.kind}, ${request.credits} credits above the monthly cap`,
  });
  return id;
}

/** One request of a team, or undefined. */
export async function findOrderRequest(
  db: Queryable,
  teamId: number,
  id: number,
): Promise<OrderRequest | undefined> {
  const { rows } = await db.query<OrderRequest>(
    `${REQUEST_SELECT} WHERE r.team_id = $1 AND r.id = $2`,
    [teamId, id],
  );
  return rows[0];
}

/** A team's requests, newest first: all of them, or only one requester's. */
export async function listOrderRequests(
  db: Queryable,
  teamId: number,
  requesterId?: number,
): Promise<OrderRequest[]> {
  const { rows } = await db.query<OrderRequest>(
    `${REQUEST_SELECT} WHERE r.team_id = $1 AND ($2::int IS NULL OR r.requester_id = $2)
      ORDER BY r.id DESC LIMIT 100`,
    [teamId, requesterId ?? null],
  );
  return rows;
}

/**
 * Claims a pending request for a decision in one statement (of two admins deciding at once,
 * one wins); undefined when it is not pending any more.
 */
export async function claimOrderRequest(
  tx: Queryable,
  teamId: number,
  id: number,
  deciderId: number,
  status: 'approved' | 'declined',
): Promise<
  | { requesterId: number; keyNo: string; kind: string; language: string; credits: number }
  | undefined
> {
  const { rows } = await tx.query<{
    requesterId: number;
    keyNo: string;
    kind: string;
    language: string;
    credits: number;
  }>(
    `UPDATE team_order_requests r SET status = $4, decided_by = $3, decided_at = now()
       FROM companies c
      WHERE r.team_id = $1 AND r.id = $2 AND r.status = 'pending' AND c.id = r.company_id
      RETURNING r.requester_id AS "requesterId", c.key_no AS "keyNo", r.kind, r.language, r.credits`,
    [teamId, id, deciderId, status],
  );
  return rows[0];
}

/** Links an approved request to the order it became. */
export async function linkOrder(tx: Queryable, id: number, orderId: number): Promise<void> {
  await tx.query('UPDATE team_order_requests SET order_id = $2 WHERE id = $1', [id, orderId]);
}
