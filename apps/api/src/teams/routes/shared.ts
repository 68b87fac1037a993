import { hasPermission, type StoredUser } from '@kyc/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../auth/session';
import { HttpError } from '../../lib/http-error';
import { text } from '../../lib/locale';
import type { Mailer } from '../../mail/mailer';
import type { ReportWorker } from '../../reports/worker';
import { currentPackageCode } from '../../service/routes';
import { visibleList } from '../lists';
import { TEAM_ROLES } from '../roles';
import { ensureTeam, type Membership, membershipOf } from '../team';

export interface TeamRouteOptions {
  mailer: Mailer;
  /** The site's origin, for the invitation link. */
  siteOrigin: string;
  worker?: ReportWorker | undefined;
}

export const loose = (description: string, properties: Record<string, unknown> = {}) => ({
  type: 'object',
  description,
  additionalProperties: true,
  properties,
});

/** The same, with every property listed always present (nullable ones are null). */
export const complete = <const P extends Record<string, unknown>>(
  description: string,
  properties: P,
) => ({
  ...loose(description, properties),
  required: Object.keys(properties) as (keyof P & string)[],
});

export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

export const keyNoSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const memberSchema = complete('A member of the team', {
  userId: { type: 'integer' },
  loginName: { type: 'string' },
  email: { type: ['string', 'null'] },
  role: { type: 'string', enum: TEAM_ROLES },
  isOwner: { type: 'boolean' },
  monthlyCap: { type: ['integer', 'null'] },
  spentThisMonth: { type: 'integer' },
  joinedAt: { type: 'string' },
});
export const requestSchema = complete('An order above the requester’s monthly cap, and its state', {
  id: { type: 'integer' },
  requesterId: { type: 'integer' },
  requesterLoginName: { type: 'string' },
  keyNo: { type: 'string' },
  companyName: { type: ['string', 'null'] },
  companyNameEn: { type: 'string' },
  kind: { type: 'string' },
  language: { type: 'string', enum: ['zh-CN', 'en'] },
  credits: { type: 'integer' },
  status: { type: 'string', enum: ['pending', 'approved', 'declined'] },
  decidedBy: { type: ['string', 'null'] },
  decidedAt: { type: ['string', 'null'] },
  orderId: { type: ['integer', 'null'] },
  createdAt: { type: 'string' },
});
export const listSchema = complete('A shared list of companies', {
  id: { type: 'integer' },
  name: { type: 'string' },
  sharedWithTeam: { type: 'boolean' },
  sharedWith: { type: 'array', items: { type: 'integer' } },
  createdBy: { type: 'string' },
  createdAt: { type: 'string' },
  companies: { type: 'integer' },
});
export const listItemSchema = complete('A company on the list', {
  keyNo: { type: 'string' },
  name: { type: ['string', 'null'] },
  nameEn: { type: 'string' },
  jurisdiction: { type: 'string' },
  addedBy: { type: 'string' },
  addedAt: { type: 'string' },
});
export const listWithItemsSchema = complete('The list and its companies', {
  list: listSchema,
  items: { type: 'array', items: listItemSchema },
});
export const noteSchema = complete(
  'A note on a company; a deleted one keeps its mark without text',
  {
    id: { type: 'integer' },
    keyNo: { type: 'string' },
    listId: { type: ['integer', 'null'] },
    authorId: { type: 'integer' },
    author: { type: 'string' },
    body: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    editedAt: { type: ['string', 'null'] },
    deleted: { type: 'boolean' },
    deletedAt: { type: ['string', 'null'] },
    deletedBy: { type: ['string', 'null'] },
    history: {
      type: 'array',
      items: complete('An earlier text', {
        body: { type: 'string' },
        writtenAt: { type: 'string' },
        replacedAt: { type: 'string' },
      }),
    },
  },
);
export const auditRowSchema = complete('One row of the audit trail', {
  id: { type: 'string' },
  userId: { type: ['integer', 'null'] },
  loginName: { type: ['string', 'null'] },
  action: { type: 'string' },
  target: { type: 'string' },
  targetName: {
    type: ['string', 'null'],
    description: 'The company’s name when the target is one.',
  },
  targetNameEn: { type: ['string', 'null'] },
  detail: { type: 'string' },
  createdAt: { type: 'string' },
});
export const invitationSchema = complete('A pending invitation', {
  id: { type: 'integer' },
  email: { type: 'string' },
  role: { type: 'string', enum: TEAM_ROLES },
  invitedBy: { type: 'string' },
  expiresAt: { type: 'string' },
  createdAt: { type: 'string' },
});
export const okSchema = { type: 'object', properties: { ok: { type: 'boolean' } } } as const;

export function userOf(request: FastifyRequest): UserRow {
  return (request.account as NonNullable<FastifyRequest['account']>).user;
}

export function may(request: FastifyRequest, permission: string): boolean {
  return hasPermission(userOf(request).profile as StoredUser, permission);
}

export function fail(
  status: number,
  code: string,
  request: FastifyRequest,
  zh: string,
  en: string,
) {
  return new HttpError(status, code, text(request.locale, zh, en));
}

export function noTeam(request: FastifyRequest): HttpError {
  return fail(
    404,
    'NO_TEAM',
    request,
    '您的账号不属于任何团队',
    'Your account is not part of a team',
  );
}

export function listNotFound(request: FastifyRequest): HttpError {
  return fail(404, 'NOT_FOUND', request, '找不到该名单', 'No such list');
}

export function noteNotFound(request: FastifyRequest): HttpError {
  return fail(404, 'NOT_FOUND', request, '找不到该备注', 'No such note');
}

export function companyNotFound(request: FastifyRequest): HttpError {
  return fail(404, 'COMPANY_NOT_FOUND', request, '找不到该企业', 'No such company');
}

export const INVITATION_REFUSALS: Record<string, [number, string, string, string]> = {
  used: [410, 'INVITATION_USED', '该邀请链接已被使用', 'This invitation was already used'],
  expired: [
    410,
    'INVITATION_EXPIRED',
    '该邀请链接已过期，请联系团队管理员重新邀请',
    'This invitation has expired: ask the team’s admin for a new one',
  ],
  revoked: [410, 'INVITATION_REVOKED', '该邀请已被撤回', 'This invitation was withdrawn'],
  unknown: [404, 'INVITATION_NOT_FOUND', '邀请链接无效', 'This invitation link is not valid'],
  seats: [
    409,
    'SEAT_LIMIT',
    '团队席位已满，请联系管理员升级套餐',
    'The team has no free seat: ask its admin to upgrade the package',
  ],
  'login-taken': [409, 'LOGIN_TAKEN', '该用户名已被使用', 'This login name is taken'],
  'mfa-setup': [
    409,
    'MFA_SETUP_REQUIRED',
    '该团队要求多因素认证：请先用身份验证器扫描邀请页面上的二维码',
    'This team requires multi-factor authentication: scan the QR code on the invitation page with your authenticator app first',
  ],
};

/** The answer to an invitation link that cannot be used, from INVITATION_REFUSALS. */
export function invitationRefusal(request: FastifyRequest, refusal: string): HttpError {
  const [status, code, zh, en] = INVITATION_REFUSALS[refusal] as [number, string, string, string];
  return fail(status, code, request, zh, en);
}

/** The six-digit code's field message when joining a team that requires MFA. */
export function joinCodeMessage(
  request: FastifyRequest,
  refusal: 'mfa-code' | 'mfa-invalid',
): string {
  return refusal === 'mfa-code'
    ? text(
        request.locale,
        '该团队要求多因素认证：请输入身份验证器应用显示的 6 位验证码',
        'This team requires multi-factor authentication: enter the six-digit code from your authenticator app',
      )
    : text(request.locale, '验证码错误或已过期', 'Wrong or expired verification code');
}

/**
 * The caller's team: a main user's is made on first use (their profile is read afresh, as
 * making it rewrites it). 404 NO_TEAM for an account outside a team. Shared with the routes
 * of other domains that act for a team (a portfolio made into a shared list).
 *
 * @example const { team, role } = await teamMembership(app, request);
 */
export async function teamMembership(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Membership> {
  const { db } = app;
  const user = userOf(request);
  const found = await membershipOf(db, user.id);
  if (found) return found;
  const made = await db.transaction((tx) =>
    ensureTeam(tx, user.id, currentPackageCode(user.profile)),
  );
  if (!made) throw noTeam(request);
  // Making the team rewrote the owner's profile from the admin role: this request and the
  // next ones read it afresh.
  app.sessions.forgetUser(user.id);
  const { rows } = await db.query<{ profile: Record<string, unknown> }>(
    'SELECT profile FROM users WHERE id = $1',
    [user.id],
  );
  user.profile = rows[0]?.profile ?? user.profile;
  user.team_id = made.team.id;
  return made;
}

/**
 * What every team route works with: the database, the caller's team (made on a main user's
 * first team request), a list the caller may read (404 otherwise) and the account check.
 *
 * @example const { membership, secured } = teamRouteHelpers(app);
 */
export function teamRouteHelpers(app: FastifyInstance) {
  const { db } = app;

  const membership = (request: FastifyRequest) => teamMembership(app, request);

  async function readableList(request: FastifyRequest, listId: number) {
    const list = await visibleList(db, userOf(request).id, listId);
    if (!list) throw listNotFound(request);
    return list;
  }

  const secured = { onRequest: app.requireAccount };

  return { db, membership, readableList, secured };
}
