import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { requireCurrentPlan } from '../../auth/plan';
import { accountSecurity, errorResponse } from '../../http/schemas';
import { placeOrderIn } from '../../reports/orders';
import { appendAudit } from '../audit';
import { claimOrderRequest, findOrderRequest, linkOrder, listOrderRequests } from '../requests';
import {
  companyNotFound,
  fail,
  idParams,
  may,
  requestSchema,
  type TeamRouteOptions,
  teamRouteHelpers,
  userOf,
} from './shared';

/**
 * Orders above a member’s monthly cap: the requests, and another admin’s approval (paid from
 * the team’s pool) or refusal.
 */
export async function teamCreditRoutes(
  app: FastifyInstance,
  options: TeamRouteOptions,
): Promise<void> {
  const { db, membership, secured } = teamRouteHelpers(app);

  app.get(
    '/webapi/saas/team/requests',
    {
      ...secured,
      schema: {
        tags: ['team'],
        operationId: 'listOrderRequests',
        summary: 'Orders above a cap waiting for approval, and decided ones',
        description: 'Those who manage members see the team’s; others see their own.',
        security: accountSecurity,
        response: {
          200: { type: 'array', items: requestSchema },
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      return listOrderRequests(
        db,
        team.id,
        may(request, 'team:members:manage') ? undefined : userOf(request).id,
      );
    },
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post<{ Params: { id: number } }>(
      `/webapi/saas/team/requests/:id/${decision}`,
      {
        ...secured,
        preHandler: [requireCurrentPlan, requirePermission('team:members:manage')],
        schema: {
          tags: ['team'],
          operationId: decision === 'approve' ? 'approveOrderRequest' : 'declineOrderRequest',
          summary:
            decision === 'approve'
              ? 'Approve an order above its requester’s cap: it is placed and paid from the pool'
              : 'Decline an order above its requester’s cap',
          description:
            'Another admin decides: 403 SELF_APPROVAL for the requester. 409 NOT_PENDING once decided' +
            (decision === 'approve'
              ? '; 409 INSUFFICIENT_CREDITS when the pool is too low (it stays pending).'
              : '.'),
          security: accountSecurity,
          params: idParams,
          response: {
            200: requestSchema,
            401: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request) => {
        const { team } = await membership(request);
        const decider = userOf(request).id;
        const id = request.params.id;
        const existing = await findOrderRequest(db, team.id, id);
        if (!existing) throw fail(404, 'NOT_FOUND', request, '找不到该申请', 'No such request');
        if (existing.requesterId === decider)
          throw fail(
            403,
            'SELF_APPROVAL',
            request,
            '不能审批自己的申请，请由其他管理员处理',
            'You cannot decide on your own request: another admin must',
          );
        await db.transaction(async (tx) => {
          const claimed = await claimOrderRequest(
            tx,
            team.id,
            id,
            decider,
            decision === 'approve' ? 'approved' : 'declined',
          );
          if (!claimed)
            throw fail(
              409,
              'NOT_PENDING',
              request,
              '该申请已处理',
              'This request was already decided',
            );
          if (decision === 'approve') {
            const placed = await placeOrderIn(
              tx,
              {
                userId: claimed.requesterId,
                keyNo: claimed.keyNo,
                kind: claimed.kind as 'company' | 'ubo',
                language: claimed.language as 'zh-CN' | 'en',
                billing: 'credits',
              },
              { ignoreCap: true },
            );
            if ('refused' in placed) {
              if (placed.refused === 'credits')
                throw fail(
                  409,
                  'INSUFFICIENT_CREDITS',
                  request,
                  `团队额度不足：该报告需要 ${placed.cost} 点，余额为 ${placed.balance} 点`,
                  `Not enough credits in the team’s pool: the report costs ${placed.cost}, the balance is ${placed.balance}`,
                );
              throw companyNotFound(request);
            }
            await linkOrder(tx, id, placed.id);
          }
          await appendAudit(tx, {
            teamId: team.id,
            userId: decider,
            action: decision === 'approve' ? 'report.approve' : 'report.decline',
            target: claimed.keyNo,
            detail: `request ${id} by ${existing.requesterLoginName}, ${claimed.credits} credits`,
          });
        });
        options.worker?.wake();
        return findOrderRequest(db, team.id, id);
      },
    );
  }
}
