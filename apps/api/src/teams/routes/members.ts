import { serializeSessionCookie } from '@kyc/auth';
import { checkEmail, checkPassword, checkUsername } from '@kyc/validators';
import type { FastifyInstance } from 'fastify';
import { requirePermission } from '../../auth/permissions';
import { createSession, newUserUuid, storedUser, type UserRow } from '../../auth/session';
import { accountSecurity, errorResponse, storedUserSchema } from '../../http/schemas';
import { fieldChecks, requiredText } from '../../lib/checks';
import { ValidationError } from '../../lib/http-error';
import { text } from '../../lib/locale';
import { hashPassword } from '../../lib/secrets';
import { otpauthUri } from '../../lib/totp';
import { isTeamRole, ROLE_TABLE, TEAM_PERMISSIONS, TEAM_ROLES, type TeamRole } from '../roles';
import {
  acceptInvitation,
  changeRole,
  createInvitation,
  INVITATION_DAYS,
  invitationByToken,
  invitationMfaKey,
  listInvitations,
  listMembers,
  removeMember,
  revokeInvitation,
  seatsUsed,
  setCap,
  setRequireMfa,
} from '../team';
import {
  complete,
  fail,
  idParams,
  invitationRefusal,
  invitationSchema,
  joinCodeMessage,
  loose,
  may,
  memberSchema,
  okSchema,
  type TeamRouteOptions,
  teamRouteHelpers,
  userOf,
} from './shared';

/**
 * The team itself, its invitations (sent, read, accepted, withdrawn) and its members’ roles and
 * caps.
 */
export async function teamMemberRoutes(
  app: FastifyInstance,
  options: TeamRouteOptions,
): Promise<void> {
  const { db, membership, secured } = teamRouteHelpers(app);

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
          200: complete('The team', {
            team: complete('Seats, pool and settings', {
              id: { type: 'integer' },
              name: { type: 'string' },
              packageCode: { type: 'string' },
              seatLimit: { type: 'integer' },
              seatsUsed: { type: 'integer' },
              credits: {
                type: ['integer', 'null'],
                description: 'The credit pool; null unless the role may see prices and credits.',
              },
              requireMfa: { type: 'boolean' },
            }),
            me: complete('The caller’s role and permissions', {
              userId: { type: 'integer' },
              role: { type: 'string', enum: TEAM_ROLES },
              isOwner: { type: 'boolean' },
              permissions: { type: 'array', items: { type: 'string' } },
            }),
            roles: {
              type: 'array',
              items: complete('A role and what it may do', {
                code: { type: 'string', enum: TEAM_ROLES },
                name: { type: 'string' },
                grants: { type: 'array', items: { type: 'string' } },
              }),
            },
            permissions: {
              type: 'array',
              items: complete('A permission in words', {
                code: { type: 'string' },
                name: { type: 'string' },
              }),
            },
            members: { type: 'array', items: memberSchema },
            invitations: { type: 'array', items: invitationSchema },
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
          200: complete('The invitation', {
            teamName: { type: 'string' },
            email: { type: 'string' },
            role: { type: 'string', enum: TEAM_ROLES },
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
}
