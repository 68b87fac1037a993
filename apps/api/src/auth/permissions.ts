import { hasPermission, type StoredUser } from '@kyc/auth';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';
import { TEAM_PERMISSIONS } from '../teams/roles';

/**
 * A preHandler refusing with 403 `FORBIDDEN` unless the account holds `permission` as
 * `@kyc/auth`'s `hasPermission` reads it (a reversal beats a grant). The message names the
 * missing permission, in words and by its code, so a refused member knows what to ask for.
 *
 * @example app.get('/webapi/saas/team/audit', { onRequest: app.requireAccount, preHandler: requirePermission('team:audit:view') }, handler)
 */
export function requirePermission(permission: string) {
  const words = TEAM_PERMISSIONS.find((entry) => entry.code === permission);
  return async (request: FastifyRequest): Promise<void> => {
    const profile = request.account?.user.profile as StoredUser | undefined;
    if (profile && hasPermission(profile, permission)) return;
    throw forbidden(request, permission, words);
  };
}

/** The 403 for a missing permission. */
export function forbidden(
  request: FastifyRequest,
  permission: string,
  words = TEAM_PERMISSIONS.find((entry) => entry.code === permission),
): HttpError {
  return new HttpError(
    403,
    'FORBIDDEN',
    text(
      request.locale,
      `您的角色没有此权限：${words?.zh ?? permission}（${permission}）`,
      `Your role lacks the permission: ${words?.en ?? permission} (${permission})`,
    ),
  );
}
