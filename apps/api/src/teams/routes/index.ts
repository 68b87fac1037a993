import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { teamAuditRoutes } from './audit';
import { teamCreditRoutes } from './credits';
import { teamListRoutes } from './lists';
import { teamMemberRoutes } from './members';
import { type TeamRouteOptions, teamMembership } from './shared';

export { type TeamRouteOptions, teamMembership } from './shared';

/**
 * The team, its members, invitations, credits and approvals, shared lists, notes and the audit
 * trail: one plugin, whose hook makes a main user's team before its routes' permission checks.
 */
export async function teamRoutes(app: FastifyInstance, options: TeamRouteOptions): Promise<void> {
  const membership = (request: FastifyRequest) => teamMembership(app, request);

  // A main user's team is made at their first team request, before the route's permission
  // check reads the profile that making it rewrites (this plugin's routes only).
  app.addHook('preHandler', async (request) => {
    if (!request.account) return;
    try {
      await membership(request);
    } catch (error) {
      if (!(error instanceof HttpError && error.code === 'NO_TEAM')) throw error;
    }
  });

  await teamMemberRoutes(app, options);
  await teamCreditRoutes(app, options);
  await teamAuditRoutes(app);
  await teamListRoutes(app);
}
