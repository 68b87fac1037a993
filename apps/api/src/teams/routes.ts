import { hasPermission, type StoredUser, serializeSessionCookie } from '@kyc/auth';
import { checkEmail, checkPassword, checkUsername } from '@kyc/validators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, requirePermission } from '../auth/permissions';
import { requireCurrentPlan } from '../auth/plan';
import { createSession, newUserUuid, storedUser, type UserRow } from '../auth/session';
import { accountSecurity, errorResponse, storedUserSchema } from '../http/schemas';
import { fieldChecks, requiredText } from '../lib/checks';
import { HttpError, ValidationError } from '../lib/http-error';
import { text } from '../lib/locale';
import { hashPassword } from '../lib/secrets';
import { otpauthUri } from '../lib/totp';
import type { Mailer } from '../mail/mailer';
import { placeOrderIn } from '../reports/orders';
import type { ReportWorker } from '../reports/worker';
import { currentPackageCode } from '../service/routes';
import { appendAudit, checkAuditChain, listAudit, toCsv } from './audit';
import {
  addToList,
  createList,
  listItems,
  removeFromList,
  visibleList,
  visibleLists,
} from './lists';
import { deleteNote, editNote, findNote, notesOn, writeNote } from './notes';
import { claimOrderRequest, findOrderRequest, linkOrder, listOrderRequests } from './requests';
import { isTeamRole, ROLE_TABLE, TEAM_PERMISSIONS, TEAM_ROLES, type TeamRole } from './roles';
import {
  acceptInvitation,
  changeRole,
  createInvitation,
  ensureTeam,
  INVITATION_DAYS,
  invitationByToken,
  invitationMfaKey,
  listInvitations,
  listMembers,
  type Membership,
  membershipOf,
  removeMember,
  revokeInvitation,
  seatsUsed,
  setCap,
  setRequireMfa,
} from './team';

export interface TeamRouteOptions {
  mailer: Mailer;
  /** The site's origin, for the invitation link. */
  siteOrigin: string;
  worker?: ReportWorker | undefined;
}

const loose = (description: string, properties: Record<string, unknown> = {}) => ({
  type: 'object',
  description,
  additionalProperties: true,
  properties,
});

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

const keyNoSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;

const memberSchema = loose('A member of the team', {
  userId: { type: 'integer' },
  loginName: { type: 'string' },
  email: { type: ['string', 'null'] },
  role: { type: 'string', enum: TEAM_ROLES },
  isOwner: { type: 'boolean' },
  monthlyCap: { type: ['integer', 'null'] },
  spentThisMonth: { type: 'integer' },
  joinedAt: { type: 'string' },
});
const requestSchema = loose('An order above the requester’s monthly cap, and its state', {
  id: { type: 'integer' },
  requesterLoginName: { type: 'string' },
  keyNo: { type: 'string' },
  kind: { type: 'string' },
  credits: { type: 'integer' },
  status: { type: 'string', enum: ['pending', 'approved', 'declined'] },
  decidedBy: { type: ['string', 'null'] },
  orderId: { type: ['integer', 'null'] },
});
const listSchema = loose('A shared list of companies', {
  id: { type: 'integer' },
  name: { type: 'string' },
  sharedWithTeam: { type: 'boolean' },
  sharedWith: { type: 'array', items: { type: 'integer' } },
  createdBy: { type: 'string' },
  companies: { type: 'integer' },
});
const noteSchema = loose('A note on a company; a deleted one keeps its mark without text', {
  id: { type: 'integer' },
  keyNo: { type: 'string' },
  author: { type: 'string' },
  body: { type: ['string', 'null'] },
  createdAt: { type: 'string' },
  editedAt: { type: ['string', 'null'] },
  deleted: { type: 'boolean' },
  history: { type: 'array', items: loose('An earlier text') },
});
const auditRowSchema = loose('One row of the audit trail', {
  id: { type: 'string' },
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
const okSchema = { type: 'object', properties: { ok: { type: 'boolean' } } } as const;

function userOf(request: FastifyRequest): UserRow {
  return (request.account as NonNullable<FastifyRequest['account']>).user;
}

function may(request: FastifyRequest, permission: string): boolean {
  return hasPermission(userOf(request).profile as StoredUser, permission);
}

function fail(status: number, code: string, request: FastifyRequest, zh: string, en: string) {
  return new HttpError(status, code, text(request.locale, zh, en));
}

function noTeam(request: FastifyRequest): HttpError {
  return fail(
    404,
    'NO_TEAM',
    request,
    '您的账号不属于任何团队',
    'Your account is not part of a team',
  );
}

function listNotFound(request: FastifyRequest): HttpError {
  return fail(404, 'NOT_FOUND', request, '找不到该名单', 'No such list');
}

function noteNotFound(request: FastifyRequest): HttpError {
  return fail(404, 'NOT_FOUND', request, '找不到该备注', 'No such note');
}

function companyNotFound(request: FastifyRequest): HttpError {
  return fail(404, 'COMPANY_NOT_FOUND', request, '找不到该企业', 'No such company');
}

const INVITATION_REFUSALS: Record<string, [number, string, string, string]> = {
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
function invitationRefusal(request: FastifyRequest, refusal: string): HttpError {
  const [status, code, zh, en] = INVITATION_REFUSALS[refusal] as [number, string, string, string];
  return fail(status, code, request, zh, en);
}

/** The six-digit code's field message when joining a team that requires MFA. */
function joinCodeMessage(request: FastifyRequest, refusal: 'mfa-code' | 'mfa-invalid'): string {
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

/** The team, its members, invitations, credits and approvals, shared lists, notes and the audit trail. */
export async function teamRoutes(app: FastifyInstance, options: TeamRouteOptions): Promise<void> {
  const { db } = app;

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

  async function readableList(request: FastifyRequest, listId: number) {
    const list = await visibleList(db, userOf(request).id, listId);
    if (!list) throw listNotFound(request);
    return list;
  }

  const secured = { onRequest: app.requireAccount };

  app.get(
    '/webapi/saas/team',
    {
      ...secured,
      schema: {
        tags: ['team'],
        operationId: 'getTeam',
        summary: 'The caller’s team: seats, credit pool, roles in words, members and invitations',
        description:
          'A main user’s team is made on first use (their credits become the pool). The credit pool is null ' +
          'unless the role may see prices and credits; members’ caps and pending invitations are listed for ' +
          'those who manage members. 404 NO_TEAM for an account outside a team.',
        security: accountSecurity,
        response: {
          200: loose('The team', {
            team: loose('Seats, pool and settings'),
            me: loose('The caller’s role and permissions'),
            roles: { type: 'array', items: loose('A role and what it may do') },
            permissions: { type: 'array', items: loose('A permission in words') },
            members: { type: 'array', items: memberSchema },
            invitations: { type: 'array', items: loose('A pending invitation') },
          }),
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { team, role, isOwner } = await membership(request);
      const manage = may(request, 'team:members:manage');
      const locale = request.locale;
      return {
        team: {
          id: team.id,
          name: team.name,
          packageCode: team.packageCode,
          seatLimit: team.seatLimit,
          seatsUsed: await seatsUsed(db, team.id),
          credits: may(request, 'kyc:price:view') ? team.credits : null,
          requireMfa: team.requireMfa,
        },
        me: {
          userId: userOf(request).id,
          role,
          isOwner,
          permissions: TEAM_PERMISSIONS.filter((p) => may(request, p.code)).map((p) => p.code),
        },
        roles: TEAM_ROLES.map((code) => ({
          code,
          name: text(locale, ROLE_TABLE[code].zh, ROLE_TABLE[code].en),
          grants: [...ROLE_TABLE[code].grants],
        })),
        permissions: TEAM_PERMISSIONS.map((p) => ({
          code: p.code,
          name: text(locale, p.zh, p.en),
        })),
        members: (await listMembers(db, team)).map((member) =>
          manage ? member : { ...member, monthlyCap: null, spentThisMonth: 0 },
        ),
        invitations: manage ? await listInvitations(db, team.id) : [],
      };
    },
  );

  app.post<{ Body: { email: string; role: TeamRole } }>(
    '/webapi/saas/team/invitations',
    {
      ...secured,
      preHandler: requirePermission('team:members:manage'),
      preValidation: fieldChecks({
        email: (value, locale) => checkEmail(value, { locale }),
        role: (value, locale) =>
          isTeamRole(value) ? undefined : text(locale, '请选择角色', 'Please choose a role'),
      }),
      schema: {
        tags: ['team'],
        operationId: 'inviteMember',
        summary: 'Invite a colleague by e-mail: a link valid for 7 days',
        description:
          'The message goes through SMTP (SMTP_URL), or is written as an .eml file in the data folder with its ' +
          'link logged. 409 SEAT_LIMIT when members and pending invitations fill the package’s seats, 409 ' +
          'ALREADY_MEMBER when the address belongs to a member.',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: {
            email: { type: 'string', maxLength: 254 },
            role: { type: 'string', enum: TEAM_ROLES },
          },
          required: ['email', 'role'],
          additionalProperties: false,
        },
        response: {
          201: loose('The invitation', {
            id: { type: 'integer' },
            email: { type: 'string' },
            role: { type: 'string' },
          }),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { team } = await membership(request);
      const user = userOf(request);
      const email = request.body.email.trim();
      const { role } = request.body;
      const invited = await db.transaction(async (tx) => {
        const result = await createInvitation(tx, {
          teamId: team.id,
          email,
          role,
          invitedBy: user.id,
        });
        if ('refused' in result) {
          if (result.refused === 'member')
            throw fail(
              409,
              'ALREADY_MEMBER',
              request,
              '该邮箱已是团队成员',
              'This address already belongs to a member',
            );
          throw fail(
            409,
            'SEAT_LIMIT',
            request,
            `团队席位已满（${result.seatLimit} 个），请升级套餐或移除成员`,
            `All ${result.seatLimit} seats of the team are taken: upgrade the package or remove a member`,
          );
        }
        const link = new URL('/team-join', options.siteOrigin);
        link.searchParams.set('token', result.token);
        const roleWords = ROLE_TABLE[role];
        // Sent inside the transaction: an invitation that could not be sent is not kept.
        await options.mailer.send({
          to: email,
          link: link.href,
          subject: `邀请您加入 ${team.name} 的 KYC 团队 / Join ${team.name}'s KYC team`,
          text: [
            `${user.login_name} 邀请您以「${roleWords.zh}」身份加入团队 ${team.name}。`,
            `请在 ${INVITATION_DAYS} 天内打开以下链接设置密码：`,
            link.href,
            '',
            `${user.login_name} invites you to join the team ${team.name} as ${roleWords.en}.`,
            `Open this link within ${INVITATION_DAYS} days to choose your password:`,
            link.href,
          ].join('\n'),
        });
        return result;
      });
      return reply.status(201).send({ id: invited.id, email, role });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/webapi/saas/team/invitations/:id',
    {
      ...secured,
      preHandler: requirePermission('team:members:manage'),
      schema: {
        tags: ['team'],
        operationId: 'revokeInvitation',
        summary: 'Withdraw a pending invitation: its link then answers 410 INVITATION_REVOKED',
        description:
          'Its seat is free again; the withdrawal goes into the audit trail (member.revoke). 404 for an ' +
          'invitation of another team or none, 409 NOT_PENDING once it was used, withdrawn or has expired.',
        security: accountSecurity,
        params: idParams,
        response: {
          200: loose('The withdrawn invitation', {
            id: { type: 'integer' },
            email: { type: 'string' },
            role: { type: 'string', enum: TEAM_ROLES },
          }),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      return db.transaction(async (tx) => {
        const result = await revokeInvitation(tx, {
          teamId: team.id,
          invitationId: request.params.id,
          by: userOf(request).id,
        });
        if (!('refused' in result)) return result;
        throw result.refused === 'not-found'
          ? fail(404, 'NOT_FOUND', request, '找不到该邀请', 'No such invitation')
          : fail(
              409,
              'NOT_PENDING',
              request,
              '该邀请已被使用、撤回或已过期',
              'This invitation was already used, withdrawn or has expired',
            );
      });
    },
  );

  app.patch<{ Body: { requireMfa: boolean } }>(
    '/webapi/saas/team',
    {
      ...secured,
      preHandler: requirePermission('team:members:manage'),
      schema: {
        tags: ['team'],
        operationId: 'updateTeam',
        summary: 'Require MFA to join the team, or stop requiring it',
        description:
          'While requireMfa is true, an invitee binds an authenticator as part of accepting the invitation, ' +
          'before the account is made, and signs in with its code from then on; members already in the team ' +
          'keep their sign-in as it is. A change goes into the audit trail (team.mfa.on, team.mfa.off).',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: { requireMfa: { type: 'boolean' } },
          required: ['requireMfa'],
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: { requireMfa: { type: 'boolean' }, changed: { type: 'boolean' } },
            required: ['requireMfa', 'changed'],
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      return db.transaction((tx) =>
        setRequireMfa(tx, {
          teamId: team.id,
          requireMfa: request.body.requireMfa,
          by: userOf(request).id,
        }),
      );
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/webapi/team/invitation',
    {
      schema: {
        tags: ['team'],
        operationId: 'readInvitation',
        summary: 'What an invitation link invites to, before it is used',
        security: [],
        querystring: {
          type: 'object',
          properties: {
            token: { type: 'string', minLength: 1, maxLength: 200 },
            lang: { type: 'string' },
          },
          required: ['token'],
        },
        response: {
          200: loose('The invitation', {
            teamName: { type: 'string' },
            email: { type: 'string' },
            role: { type: 'string' },
            roleName: { type: 'string' },
            requireMfa: { type: 'boolean' },
            expiresAt: { type: 'string' },
          }),
          404: errorResponse,
          410: errorResponse,
        },
      },
    },
    async (request) => {
      const found = await invitationByToken(db, request.query.token);
      if (found.state !== 'valid') throw invitationRefusal(request, found.state);
      return {
        teamName: found.teamName,
        email: found.email,
        role: found.role,
        roleName: text(request.locale, ROLE_TABLE[found.role].zh, ROLE_TABLE[found.role].en),
        requireMfa: found.requireMfa,
        expiresAt: found.expiresAt,
      };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/webapi/team/invitation/mfa',
    {
      preValidation: fieldChecks({
        token: requiredText('邀请链接无效', 'This invitation link is not valid', 200),
      }),
      schema: {
        tags: ['team'],
        operationId: 'invitationMfaKey',
        summary:
          'The authenticator key an invitee binds while joining a team that requires MFA (a QR code’s otpauth:// URI)',
        description:
          'Made on the first call and the same on the next ones while the invitation is pending, so a reload shows ' +
          'the key already scanned. The acceptance then carries a current code of it (totpCode) and the account is ' +
          'made with MFA bound. 410 INVITATION_USED / INVITATION_EXPIRED / INVITATION_REVOKED, 404 unknown.',
        security: [],
        body: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 200 } },
          required: ['token'],
        },
        response: {
          200: {
            type: 'object',
            properties: { secret: { type: 'string' }, otpauthUri: { type: 'string' } },
            required: ['secret', 'otpauthUri'],
          },
          404: errorResponse,
          410: errorResponse,
        },
      },
    },
    async (request) => {
      const key = await db.transaction((tx) => invitationMfaKey(tx, request.body.token));
      if (key.state !== 'valid') throw invitationRefusal(request, key.state);
      return { secret: key.secret, otpauthUri: otpauthUri(key.secret, key.email) };
    },
  );

  app.post<{ Body: { token: string; loginName: string; password: string; totpCode?: string } }>(
    '/webapi/team/invitation/accept',
    {
      preValidation: fieldChecks({
        token: requiredText('邀请链接无效', 'This invitation link is not valid', 200),
        loginName: (value, locale) => checkUsername(value, { locale }),
        password: (value, locale) => checkPassword(value, { locale }),
        totpCode: (value, locale) =>
          value === undefined || (typeof value === 'string' && /^\d{6}$/.test(value))
            ? undefined
            : text(locale, '请输入 6 位数字验证码', 'Enter the six-digit code'),
      }),
      schema: {
        tags: ['team'],
        operationId: 'acceptInvitation',
        summary: 'Use an invitation: choose a login name and password, join the team, sign in',
        description:
          'The link works once (410 INVITATION_USED after), for 7 days (410 INVITATION_EXPIRED), until withdrawn ' +
          '(410 INVITATION_REVOKED); 409 SEAT_LIMIT when the team has no free seat, 409 LOGIN_TAKEN for a login ' +
          'name in use. A team that requires MFA needs totpCode, a current code of the key from ' +
          '/webapi/team/invitation/mfa (400 on totpCode without it or when wrong; 409 MFA_SETUP_REQUIRED before ' +
          'that key was made): the account is made with MFA bound, and signing in asks for a code. Sets the ' +
          'session cookie.',
        security: [],
        body: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 200 },
            loginName: { type: 'string', maxLength: 50 },
            password: { type: 'string', maxLength: 128 },
            totpCode: {
              type: 'string',
              pattern: '^\\d{6}$',
              description: 'Six-digit RFC 6238 code of the invitation’s key.',
            },
          },
          required: ['token', 'loginName', 'password'],
        },
        response: {
          201: { type: 'object', properties: { user: storedUserSchema }, required: ['user'] },
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          410: errorResponse,
        },
      },
    },
    async (request, reply) => {
      if (request.headers.origin) app.assertSameSite(request);
      const { token, loginName, password, totpCode } = request.body;
      // The link is read before the password is hashed (scrypt is slow on purpose).
      const before = await invitationByToken(db, token);
      if (before.state !== 'valid') throw invitationRefusal(request, before.state);
      const passwordHash = await hashPassword(password);
      const joined = await db.transaction(async (tx) => {
        const result = await acceptInvitation(tx, {
          token,
          loginName: loginName.trim(),
          passwordHash,
          uuid: newUserUuid(),
          totpCode,
        });
        // Thrown, so the spent token is given back: only a use that joins spends it.
        if ('refused' in result) {
          if (result.refused === 'mfa-code' || result.refused === 'mfa-invalid')
            throw new ValidationError({ totpCode: joinCodeMessage(request, result.refused) });
          throw invitationRefusal(request, result.refused);
        }
        return result;
      });
      const { rows } = await db.query<UserRow>(
        `SELECT id, uuid, login_name, phone, email, password_hash, active, mfa_secret,
                mfa_pending_secret, mfa_last_step, profile FROM users WHERE id = $1`,
        [joined.userId],
      );
      const user = rows[0] as UserRow;
      const session = await createSession(db, user.id);
      const record = storedUser(user, session.token, session.secretKey);
      const cookie = serializeSessionCookie(record);
      if (cookie) reply.header('set-cookie', cookie);
      return reply.status(201).send({ user: record });
    },
  );

  app.patch<{ Params: { id: number }; Body: { role?: TeamRole; monthlyCap?: number | null } }>(
    '/webapi/saas/team/members/:id',
    {
      ...secured,
      preHandler: requirePermission('team:members:manage'),
      schema: {
        tags: ['team'],
        operationId: 'updateMember',
        summary: 'Change a member’s role or monthly credit cap (null: no cap)',
        description:
          'The role rewrites the member’s permissionList, reversalPermissionList, compRoleIds and showCredit. ' +
          'The owner’s role cannot change (409 OWNER).',
        security: accountSecurity,
        params: idParams,
        body: {
          type: 'object',
          properties: {
            role: { type: 'string', enum: TEAM_ROLES },
            monthlyCap: { type: ['integer', 'null'], minimum: 0, maximum: 1000000 },
          },
          additionalProperties: false,
        },
        response: {
          200: { type: 'array', items: memberSchema },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      const by = userOf(request).id;
      const userId = request.params.id;
      const { role, monthlyCap } = request.body;
      await db.transaction(async (tx) => {
        const results = [];
        if (role !== undefined)
          results.push(await changeRole(tx, { teamId: team.id, userId, role, by }));
        if (monthlyCap !== undefined)
          results.push(await setCap(tx, { teamId: team.id, userId, cap: monthlyCap, by }));
        for (const result of results) {
          if (!('refused' in result)) continue;
          if (result.refused === 'not-member')
            throw fail(404, 'NOT_FOUND', request, '找不到该成员', 'No such member');
          throw fail(
            409,
            'OWNER',
            request,
            '主账号的角色不能更改',
            'The main user’s role cannot change',
          );
        }
      });
      app.sessions.forgetUser(userId);
      return listMembers(db, team);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/webapi/saas/team/members/:id',
    {
      ...secured,
      preHandler: requirePermission('team:members:manage'),
      schema: {
        tags: ['team'],
        operationId: 'removeMember',
        summary: 'Remove a member: their account is switched off and every session ends at once',
        security: accountSecurity,
        params: idParams,
        response: {
          200: okSchema,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      const userId = request.params.id;
      await db.transaction(async (tx) => {
        const result = await removeMember(tx, { teamId: team.id, userId, by: userOf(request).id });
        if (!('refused' in result)) return;
        if (result.refused === 'not-member')
          throw fail(404, 'NOT_FOUND', request, '找不到该成员', 'No such member');
        throw result.refused === 'owner'
          ? fail(409, 'OWNER', request, '主账号不能被移除', 'The main user cannot be removed')
          : fail(409, 'SELF', request, '不能移除自己', 'You cannot remove yourself');
      });
      app.sessions.forgetUser(userId);
      return { ok: true };
    },
  );

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

  const auditQuery = {
    type: 'object',
    properties: {
      userId: { type: 'integer', minimum: 1, maximum: 2147483647 },
      action: { type: 'string', maxLength: 40 },
      from: { type: 'string', format: 'date' },
      to: { type: 'string', format: 'date' },
      before: { type: 'string', pattern: '^[0-9]{1,18}$' },
      limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
      lang: { type: 'string' },
    },
  } as const;
  type AuditQuery = {
    userId?: number;
    action?: string;
    from?: string;
    to?: string;
    before?: string;
    limit: number;
  };

  app.get<{ Querystring: AuditQuery }>(
    '/webapi/saas/team/audit',
    {
      ...secured,
      preHandler: requirePermission('team:audit:view'),
      schema: {
        tags: ['team'],
        operationId: 'listAudit',
        summary: 'The team’s audit trail, newest first, filtered by person, action and dates',
        description:
          'Dates are Asia/Shanghai days, inclusive. An action matches itself and its family (report: ' +
          'report.order, report.approve …). The next page: before = nextBefore.',
        security: accountSecurity,
        querystring: auditQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              items: { type: 'array', items: auditRowSchema },
              nextBefore: { type: ['string', 'null'] },
            },
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      return listAudit(db, team.id, request.query);
    },
  );

  app.get<{ Querystring: AuditQuery }>(
    '/webapi/saas/team/audit.csv',
    {
      ...secured,
      preHandler: [requirePermission('team:audit:view'), requirePermission('kyc:data:export')],
      schema: {
        tags: ['team'],
        operationId: 'exportAudit',
        summary: 'The filtered audit trail as CSV (at most 10 000 rows); the export is audited too',
        security: accountSecurity,
        querystring: auditQuery,
        response: {
          200: {
            description: 'CSV, UTF-8 with a byte-order mark',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { team } = await membership(request);
      const { items } = await listAudit(db, team.id, { ...request.query, limit: 10_000 });
      await db.transaction((tx) =>
        appendAudit(tx, {
          teamId: team.id,
          userId: userOf(request).id,
          action: 'export',
          target: 'audit',
          detail: `${items.length} rows`,
        }),
      );
      const csv = toCsv(
        ['id', 'time', 'user', 'action', 'target', 'detail'],
        items.map((row) => [
          row.id,
          row.createdAt,
          row.loginName,
          row.action,
          row.target,
          row.detail,
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit.csv"')
        .send(`\uFEFF${csv}`);
    },
  );

  app.get(
    '/webapi/saas/team/audit/check',
    {
      ...secured,
      preHandler: requirePermission('team:audit:view'),
      schema: {
        tags: ['team'],
        operationId: 'checkAudit',
        summary: 'Recompute the team’s hash chain and name the first altered row',
        security: accountSecurity,
        response: {
          200: {
            type: 'object',
            properties: {
              ok: { type: 'boolean' },
              checked: { type: 'integer' },
              firstAltered: {
                type: ['object', 'null'],
                properties: {
                  id: { type: 'string' },
                  createdAt: { type: 'string' },
                  action: { type: 'string' },
                },
              },
            },
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      return checkAuditChain(db, team.id);
    },
  );

  // Shared lists ---------------------------------------------------------------------------

  app.get(
    '/webapi/saas/team/lists',
    {
      ...secured,
      schema: {
        tags: ['team'],
        operationId: 'listTeamLists',
        summary: 'The shared lists the caller may see',
        security: accountSecurity,
        response: {
          200: { type: 'array', items: listSchema },
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      await membership(request);
      return visibleLists(db, userOf(request).id);
    },
  );

  app.post<{ Body: { name: string; sharedWithTeam?: boolean; sharedWith?: number[] } }>(
    '/webapi/saas/team/lists',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      preValidation: fieldChecks({
        name: requiredText('请输入名单名称', 'Please name the list', 80),
      }),
      schema: {
        tags: ['team'],
        operationId: 'createTeamList',
        summary: 'Create a named list, shared with the whole team or with chosen members',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 80 },
            sharedWithTeam: { type: 'boolean', default: true },
            sharedWith: {
              type: 'array',
              maxItems: 100,
              items: { type: 'integer', minimum: 1, maximum: 2147483647 },
            },
          },
          required: ['name'],
          additionalProperties: false,
        },
        response: { 201: listSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { team } = await membership(request);
      const userId = userOf(request).id;
      const id = await db.transaction((tx) =>
        createList(tx, {
          userId,
          teamId: team.id,
          name: request.body.name.trim(),
          sharedWithTeam: request.body.sharedWithTeam ?? true,
          sharedWith: request.body.sharedWith ?? [],
        }),
      );
      return reply.status(201).send(await visibleList(db, userId, id));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/webapi/saas/team/lists/:id',
    {
      ...secured,
      schema: {
        tags: ['team'],
        operationId: 'getTeamList',
        summary: 'A list and its companies (404 for anyone it is not shared with)',
        security: accountSecurity,
        params: idParams,
        response: {
          200: loose('The list and its companies', {
            list: listSchema,
            items: { type: 'array', items: loose('A company on the list') },
          }),
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const list = await readableList(request, request.params.id);
      return { list, items: await listItems(db, list.id) };
    },
  );

  app.post<{ Params: { id: number }; Body: { keyNo: string } }>(
    '/webapi/saas/team/lists/:id/items',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      schema: {
        tags: ['team'],
        operationId: 'addToTeamList',
        summary: 'Add a company to a list (from search results or the company page)',
        security: accountSecurity,
        params: idParams,
        body: {
          type: 'object',
          properties: { keyNo: keyNoSchema },
          required: ['keyNo'],
          additionalProperties: false,
        },
        response: {
          201: loose('The list and its companies'),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const list = await readableList(request, request.params.id);
      const added = await db.transaction((tx) =>
        addToList(tx, {
          listId: list.id,
          teamId: list.teamId,
          userId: userOf(request).id,
          keyNo: request.body.keyNo,
        }),
      );
      if (!added) throw companyNotFound(request);
      return reply
        .status(201)
        .send({ list: await readableList(request, list.id), items: await listItems(db, list.id) });
    },
  );

  app.delete<{ Params: { id: number; keyNo: string } }>(
    '/webapi/saas/team/lists/:id/items/:keyNo',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      schema: {
        tags: ['team'],
        operationId: 'removeFromTeamList',
        summary: 'Take a company off a list',
        security: accountSecurity,
        params: {
          type: 'object',
          properties: { ...idParams.properties, keyNo: keyNoSchema },
          required: ['id', 'keyNo'],
        },
        response: { 200: okSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const list = await readableList(request, request.params.id);
      const removed = await db.transaction((tx) =>
        removeFromList(tx, {
          listId: list.id,
          teamId: list.teamId,
          userId: userOf(request).id,
          keyNo: request.params.keyNo,
        }),
      );
      if (!removed) throw companyNotFound(request);
      return { ok: true };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/webapi/saas/team/lists/:id/export.csv',
    {
      ...secured,
      preHandler: requirePermission('kyc:data:export'),
      schema: {
        tags: ['team'],
        operationId: 'exportTeamList',
        summary: 'A list’s companies as CSV; the export is audited',
        security: accountSecurity,
        params: idParams,
        response: {
          200: {
            description: 'CSV, UTF-8 with a byte-order mark',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const list = await readableList(request, request.params.id);
      const items = await listItems(db, list.id);
      await db.transaction((tx) =>
        appendAudit(tx, {
          teamId: list.teamId,
          userId: userOf(request).id,
          action: 'export',
          target: `list ${list.id}`,
          detail: `${items.length} companies`,
        }),
      );
      const csv = toCsv(
        ['keyNo', 'name', 'nameEn', 'jurisdiction', 'addedBy', 'addedAt'],
        items.map((item) => [
          item.keyNo,
          item.name,
          item.nameEn,
          item.jurisdiction,
          item.addedBy,
          item.addedAt,
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="list-${list.id}.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );

  // Notes ----------------------------------------------------------------------------------

  app.get<{ Params: { id: number }; Querystring: { keyNo?: string } }>(
    '/webapi/saas/team/lists/:id/notes',
    {
      ...secured,
      schema: {
        tags: ['team'],
        operationId: 'listTeamListNotes',
        summary: 'Notes written inside a list (404 for anyone it is not shared with)',
        security: accountSecurity,
        params: idParams,
        querystring: {
          type: 'object',
          properties: { keyNo: keyNoSchema, lang: { type: 'string' } },
        },
        response: {
          200: { type: 'array', items: noteSchema },
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const list = await readableList(request, request.params.id);
      return notesOn(db, {
        teamId: list.teamId,
        listId: list.id,
        ...(request.query.keyNo ? { keyNo: request.query.keyNo } : {}),
      });
    },
  );

  app.get<{ Querystring: { keyNo: string } }>(
    '/webapi/saas/team/notes',
    {
      ...secured,
      schema: {
        tags: ['team'],
        operationId: 'listTeamNotes',
        summary: 'The team’s notes on a company, with author and time, oldest first',
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: { keyNo: keyNoSchema, lang: { type: 'string' } },
          required: ['keyNo'],
        },
        response: {
          200: { type: 'array', items: noteSchema },
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      return notesOn(db, { teamId: team.id, listId: null, keyNo: request.query.keyNo });
    },
  );

  app.post<{ Body: { keyNo: string; body: string; listId?: number } }>(
    '/webapi/saas/team/notes',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      preValidation: fieldChecks({
        keyNo: requiredText('请选择企业', 'Please choose a company', 64),
        body: requiredText('请输入备注内容', 'Please write the note', 4000),
      }),
      schema: {
        tags: ['team'],
        operationId: 'writeTeamNote',
        summary: 'Write a note on a company, for the team or inside a list',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: {
            keyNo: keyNoSchema,
            body: { type: 'string', maxLength: 4000 },
            listId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          },
          required: ['keyNo', 'body'],
          additionalProperties: false,
        },
        response: { 201: noteSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { team } = await membership(request);
      const listId = request.body.listId ?? null;
      if (listId !== null) await readableList(request, listId);
      const id = await db.transaction((tx) =>
        writeNote(tx, {
          teamId: team.id,
          userId: userOf(request).id,
          keyNo: request.body.keyNo,
          listId,
          body: request.body.body.trim(),
        }),
      );
      if (id === undefined) throw companyNotFound(request);
      return reply.status(201).send(await findNote(db, team.id, id));
    },
  );

  /** A note the caller may see: the team's, or one inside a list shared with them. */
  async function readableNote(request: FastifyRequest, id: number) {
    const { team } = await membership(request);
    const note = await findNote(db, team.id, id);
    if (!note) throw noteNotFound(request);
    if (note.listId !== null && !(await visibleList(db, userOf(request).id, note.listId)))
      throw noteNotFound(request);
    return { team, note };
  }

  const noteRefusal = (request: FastifyRequest, refused: string) =>
    refused === 'missing'
      ? noteNotFound(request)
      : refused === 'deleted'
        ? fail(409, 'NOTE_DELETED', request, '该备注已删除', 'This note was deleted')
        : forbidden(request, 'team:members:manage');

  app.patch<{ Params: { id: number }; Body: { body: string } }>(
    '/webapi/saas/team/notes/:id',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      preValidation: fieldChecks({
        body: requiredText('请输入备注内容', 'Please write the note', 4000),
      }),
      schema: {
        tags: ['team'],
        operationId: 'editTeamNote',
        summary: 'Edit one’s own note; the earlier text is kept in its history',
        description: 'Only the author may edit (403 otherwise); a deleted note answers 409.',
        security: accountSecurity,
        params: idParams,
        body: {
          type: 'object',
          properties: { body: { type: 'string', maxLength: 4000 } },
          required: ['body'],
          additionalProperties: false,
        },
        response: {
          200: noteSchema,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await readableNote(request, request.params.id);
      const result = await db.transaction((tx) =>
        editNote(tx, {
          teamId: team.id,
          userId: userOf(request).id,
          id: request.params.id,
          body: request.body.body.trim(),
        }),
      );
      if ('refused' in result) {
        if (result.refused === 'not-author')
          throw fail(
            403,
            'NOT_AUTHOR',
            request,
            '只能编辑自己写的备注',
            'Only its author may edit a note',
          );
        throw noteRefusal(request, result.refused);
      }
      return findNote(db, team.id, request.params.id);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/webapi/saas/team/notes/:id',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      schema: {
        tags: ['team'],
        operationId: 'deleteTeamNote',
        summary: 'Delete a note (its author, or an admin): a mark with who and when stays',
        security: accountSecurity,
        params: idParams,
        response: {
          200: noteSchema,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await readableNote(request, request.params.id);
      const result = await db.transaction((tx) =>
        deleteNote(tx, {
          teamId: team.id,
          userId: userOf(request).id,
          id: request.params.id,
          asAdmin: may(request, 'team:members:manage'),
        }),
      );
      if ('refused' in result) throw noteRefusal(request, result.refused);
      return findNote(db, team.id, request.params.id);
    },
  );
}
