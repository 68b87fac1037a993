import { serializeSessionCookie } from '@kyc/auth';
import { checkMobilePhone, checkPassword, checkUsername } from '@kyc/validators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createSession,
  deleteSession,
  findUser,
  refreshInterval,
  storedUser,
  touchSession,
} from '../auth/session';
import { clearFailures, lockedSeconds, recordFailure, refuseWhileLocked } from '../auth/throttle';
import {
  accountSecurity,
  errorResponse,
  storedUserSchema,
  validationResponse,
} from '../http/schemas';
import { fieldChecks, optionalText, requiredText } from '../lib/checks';
import { logoutCookies } from '../lib/cookies';
import { HttpError, ValidationError } from '../lib/http-error';
import { text } from '../lib/locale';
import { hashPassword, sha256, verifyPassword } from '../lib/secrets';
import { newTotpSecret, otpauthUri, verifyTotp } from '../lib/totp';
import { unreadCount } from '../monitoring/alerts';

interface LoginBody {
  loginName?: string;
  phone?: string;
  password: string;
  totpCode?: string;
}

const TOTP_CODE = {
  type: 'string',
  pattern: '^\\d{6}$',
  description: 'Six-digit RFC 6238 code.',
} as const;

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function totpMessage(locale: FastifyRequest['locale']): string {
  return text(locale, '验证码错误或已过期', 'Wrong or expired verification code');
}

function locked(request: FastifyRequest, seconds: number, byAccount: boolean): HttpError {
  const minutes = Math.ceil(seconds / 60);
  return byAccount
    ? new HttpError(
        423,
        'ACCOUNT_LOCKED',
        text(
          request.locale,
          `登录失败次数过多，账号已锁定，请${minutes}分钟后再试`,
          `Too many failed logins: the account is locked for ${minutes} min`,
        ),
        { 'retry-after': String(seconds) },
      )
    : new HttpError(
        429,
        'TOO_MANY_ATTEMPTS',
        text(
          request.locale,
          `登录尝试过于频繁，请${minutes}分钟后再试`,
          `Too many login attempts from this address; try again in ${minutes} min`,
        ),
        { 'retry-after': String(seconds) },
      );
}

/** Login, logout, current user, alive check, activation, MFA and the operation log. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.post<{ Body: LoginBody }>(
    '/webapi/saas/user/login',
    {
      preValidation: fieldChecks({
        loginName: (value, locale, all) =>
          all.phone === undefined || value !== undefined
            ? checkUsername(value, { locale })
            : undefined,
        phone: (value, locale) =>
          value === undefined ? undefined : checkMobilePhone(value, { locale }),
        password: (value, locale) =>
          typeof value === 'string' && value !== '' ? undefined : checkPassword('', { locale }),
        totpCode: (value, locale) =>
          value === undefined || (typeof value === 'string' && /^\d{6}$/.test(value))
            ? undefined
            : totpMessage(locale),
      }),
      schema: {
        tags: ['account'],
        operationId: 'login',
        security: [],
        summary:
          'Log in with a login name or mobile phone and a password, then a TOTP code when MFA is bound',
        description:
          'Sets the session cookie exactly as @kyc/auth serializes it and returns the stored user. ' +
          'Five failures lock the account for 15 minutes (423); twenty from one address answer 429. ' +
          'A user with MFA bound gets 401 MFA_REQUIRED until totpCode is sent.',
        body: {
          type: 'object',
          properties: {
            loginName: { type: 'string', maxLength: 50 },
            phone: { type: 'string', maxLength: 11 },
            password: { type: 'string', minLength: 1, maxLength: 128 },
            totpCode: TOTP_CODE,
          },
          required: ['password'],
        },
        response: {
          200: { type: 'object', properties: { user: storedUserSchema }, required: ['user'] },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
          423: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      // Login sets the cookie: a cross-site page must not log the browser into another account.
      if (request.headers.origin) app.assertSameSite(request);
      const { loginName, phone, password, totpCode } = request.body;
      const address = request.ip;
      const addressLock = await lockedSeconds(db, 'address', address);
      if (addressLock > 0) throw locked(request, addressLock, false);
      const user = await findUser(db, phone ? { phone } : { loginName: loginName ?? '' });
      const accountKey = user
        ? `user:${user.id}`
        : `name:${(phone ?? loginName ?? '').toLowerCase()}`;
      const accountLock = await lockedSeconds(db, 'account', accountKey);
      if (accountLock > 0) throw locked(request, accountLock, true);

      const fail = async (error: HttpError) => {
        const accountLocked = await recordFailure(db, 'account', accountKey);
        const addressLocked = await recordFailure(db, 'address', address);
        if (accountLocked) throw locked(request, 15 * 60, true);
        if (addressLocked) throw locked(request, 15 * 60, false);
        throw error;
      };
      // An account that is not activated has no password yet: whatever was typed, the useful
      // answer is how to activate it (a wrong-password message would send the user in circles).
      if (user && !user.active && user.removed_at) {
        throw new HttpError(
          403,
          'ACCOUNT_REMOVED',
          text(
            request.locale,
            '该账号已被团队管理员移除，请联系团队管理员',
            'This account was removed from its team: ask the team’s admin',
          ),
        );
      }
      if (user && !user.active) {
        throw new HttpError(
          403,
          'ACCOUNT_INACTIVE',
          text(
            request.locale,
            '账号尚未激活，请先通过激活链接设置密码',
            'This account is not activated yet: open the activation link you received to choose a password',
          ),
        );
      }
      const passwordOk = await verifyPassword(password, user?.password_hash ?? null);
      if (!user || !passwordOk) {
        return fail(
          new HttpError(
            401,
            'INVALID_CREDENTIALS',
            text(request.locale, '用户名或密码错误', 'Wrong login name or password'),
          ),
        );
      }
      if (user.mfa_secret) {
        if (!totpCode) {
          throw new HttpError(
            401,
            'MFA_REQUIRED',
            text(request.locale, '请输入动态验证码', 'Enter the code from your authenticator app'),
          );
        }
        const step = verifyTotp(
          user.mfa_secret,
          totpCode,
          nowSeconds(),
          Number(user.mfa_last_step ?? -1),
        );
        if (step === undefined)
          return fail(new HttpError(401, 'MFA_INVALID', totpMessage(request.locale)));
        // Spends the code's time step in one statement: of concurrent logins with the same code
        // only the first moves mfa_last_step past it; the others find it already spent.
        const spent = await db.query(
          `UPDATE users SET mfa_last_step = $2
            WHERE id = $1 AND (mfa_last_step IS NULL OR mfa_last_step < $2) RETURNING id`,
          [user.id, step],
        );
        if (spent.rows.length === 0)
          return fail(new HttpError(401, 'MFA_INVALID', totpMessage(request.locale)));
      }
      await clearFailures(db, 'account', accountKey);
      const session = await createSession(db, user.id);
      const record = storedUser(user, session.token, session.secretKey);
      const cookie = serializeSessionCookie(record);
      if (cookie) reply.header('set-cookie', cookie);
      return { user: record };
    },
  );

  app.post(
    '/webapi/saas/user/logout',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['account'],
        operationId: 'logout',
        summary: 'End the session and clear the session and alive cookies',
        security: accountSecurity,
        response: {
          200: { type: 'object', properties: { ok: { type: 'boolean' } } },
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      await deleteSession(
        db,
        (request.account as NonNullable<typeof request.account>).credentials,
        app.sessions,
      );
      reply.header('set-cookie', logoutCookies());
      return { ok: true };
    },
  );

  app.post(
    '/webapi/saas/user/logout-all',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['account'],
        operationId: 'logoutEverywhere',
        summary: 'Sign out everywhere: end every session of the user, this one included',
        description:
          'Every browser and API client signed in as this user must sign in again; the session and alive ' +
          'cookies of this browser are cleared.',
        security: accountSecurity,
        response: {
          200: {
            type: 'object',
            properties: { ok: { type: 'boolean' }, ended: { type: 'integer' } },
            required: ['ok', 'ended'],
          },
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.account as NonNullable<typeof request.account>;
      const { rows } = await db.query('DELETE FROM sessions WHERE user_id = $1 RETURNING 1', [
        user.id,
      ]);
      app.sessions.forgetUser(user.id);
      reply.header('set-cookie', logoutCookies());
      return { ok: true, ended: rows.length };
    },
  );

  app.get(
    '/webapi/saas/user/me',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['account'],
        operationId: 'getCurrentUser',
        summary: 'The current user: the stored-user record, with MFA state and unread alerts',
        security: accountSecurity,
        response: {
          200: {
            type: 'object',
            properties: {
              user: storedUserSchema,
              mfaBound: { type: 'boolean' },
              alerts: {
                type: 'object',
                description:
                  'Monitoring alerts not read yet (the account navigation’s count, read with every page).',
                properties: { unread: { type: 'integer' } },
                required: ['unread'],
              },
            },
            required: ['user', 'mfaBound', 'alerts'],
          },
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const { user, credentials } = request.account as NonNullable<typeof request.account>;
      return {
        user: storedUser(user, credentials.token, credentials.secretKey),
        mfaBound: user.mfa_secret !== null,
        alerts: { unread: await unreadCount(app.db, user.id) },
      };
    },
  );

  app.post(
    '/webapi/saas/user/alive',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['account'],
        operationId: 'keepAlive',
        summary: 'User-alive check (security policy ADV): keeps the session open',
        description:
          'An ADV session that misses two checks in a row (2 × refreshIntervalSec + 30 s) ends: 401 SESSION_IDLE.',
        security: accountSecurity,
        response: {
          200: {
            type: 'object',
            properties: {
              alive: { type: 'boolean' },
              refreshIntervalSec: { type: 'integer' },
              securityPolicy: { type: 'string' },
            },
          },
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const { user, credentials } = request.account as NonNullable<typeof request.account>;
      await touchSession(db, credentials, app.sessions);
      return {
        alive: true,
        refreshIntervalSec: refreshInterval(user),
        securityPolicy: String(user.profile.securityPolicy ?? ''),
      };
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/webapi/saas/user/activate',
    {
      preValidation: fieldChecks({
        token: requiredText('激活链接无效', 'The activation link is not valid', 200),
        password: (value, locale) => checkPassword(value, { locale }),
      }),
      schema: {
        tags: ['account'],
        operationId: 'activateAccount',
        security: [],
        summary: 'Activate an account with its one-time token and choose a password',
        description:
          'Ten failed activations from one address within 15 minutes answer 429 for 15 minutes.',
        body: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 200 },
            password: { type: 'string', maxLength: 128 },
          },
          required: ['token', 'password'],
        },
        response: {
          200: {
            type: 'object',
            properties: { activated: { type: 'boolean' }, loginName: { type: 'string' } },
          },
          400: validationResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      // Refused addresses stop here, before any work; a token is looked up before the password
      // is hashed (scrypt is deliberately slow), so guessing tokens costs the service little.
      await refuseWhileLocked(db, 'activate', request.ip, request.locale, 'TOO_MANY_ATTEMPTS', [
        '激活尝试过于频繁，请稍后再试',
        'Too many activation attempts; try again later',
      ]);
      const tokenHash = sha256(token);
      const found = await db.query<{ id: number; expired: boolean }>(
        `SELECT id, activation_expires_at <= now() AS expired FROM users
          WHERE activation_token_hash = $1 AND NOT active`,
        [tokenHash],
      );
      const target = found.rows[0];
      const refuse = async (zh: string, en: string) => {
        await recordFailure(db, 'activate', request.ip);
        throw new ValidationError({ token: text(request.locale, zh, en) });
      };
      if (!target)
        return refuse(
          '激活链接无效或已使用',
          'The activation link is not valid or was already used',
        );
      if (target.expired)
        return refuse('激活链接已过期，请联系管理员重新发送', 'The activation link has expired');
      const passwordHash = await hashPassword(password);
      // The token is spent in one statement, so of two concurrent uses only one wins.
      const { rows } = await db.query<{ login_name: string }>(
        `UPDATE users SET active = true, password_hash = $3,
                activation_token_hash = NULL, activation_expires_at = NULL
          WHERE id = $1 AND activation_token_hash = $2 AND NOT active
            AND (activation_expires_at IS NULL OR activation_expires_at > now())
          RETURNING login_name`,
        [target.id, tokenHash, passwordHash],
      );
      const row = rows[0];
      if (!row)
        return refuse(
          '激活链接无效或已使用',
          'The activation link is not valid or was already used',
        );
      app.sessions.forgetUser(target.id);
      return { activated: true, loginName: row.login_name };
    },
  );

  app.post<{ Body: { password: string } }>(
    '/webapi/saas/user/mfa/setup',
    {
      onRequest: app.requireAccount,
      preValidation: fieldChecks({
        password: (value, locale) =>
          typeof value === 'string' && value !== '' ? undefined : checkPassword('', { locale }),
      }),
      schema: {
        tags: ['mfa'],
        operationId: 'startMfaSetup',
        summary:
          'Start binding an authenticator: the password again, then a new secret and its otpauth:// URI for a QR code',
        description:
          'The password is asked again so that a stolen session cannot bind its own authenticator; wrong ' +
          'passwords count towards the account lock-out (423). The secret takes effect only after /mfa/verify ' +
          'accepts a code from it. 409 when MFA is already bound.',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: { password: { type: 'string', minLength: 1, maxLength: 128 } },
          required: ['password'],
        },
        response: {
          200: {
            type: 'object',
            properties: { secret: { type: 'string' }, otpauthUri: { type: 'string' } },
            required: ['secret', 'otpauthUri'],
          },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
          423: errorResponse,
        },
      },
    },
    async (request) => {
      const { user } = request.account as NonNullable<typeof request.account>;
      if (user.mfa_secret)
        throw new HttpError(
          409,
          'MFA_ALREADY_BOUND',
          text(request.locale, '已绑定多因素认证', 'MFA is already bound'),
        );
      const accountKey = `user:${user.id}`;
      const wait = await lockedSeconds(db, 'account', accountKey);
      if (wait > 0) throw locked(request, wait, true);
      if (!(await verifyPassword(request.body.password, user.password_hash))) {
        if (await recordFailure(db, 'account', accountKey)) throw locked(request, 15 * 60, true);
        throw new ValidationError({
          password: text(request.locale, '密码不正确', 'The password is not correct'),
        });
      }
      const secret = newTotpSecret();
      await db.query('UPDATE users SET mfa_pending_secret = $2 WHERE id = $1', [user.id, secret]);
      app.sessions.forgetUser(user.id);
      return { secret, otpauthUri: otpauthUri(secret, user.login_name) };
    },
  );

  app.post<{ Body: { code: string } }>(
    '/webapi/saas/user/mfa/verify',
    {
      onRequest: app.requireAccount,
      preValidation: fieldChecks({
        code: (value, locale) =>
          typeof value === 'string' && /^\d{6}$/.test(value) ? undefined : totpMessage(locale),
      }),
      schema: {
        tags: ['mfa'],
        operationId: 'finishMfaSetup',
        summary: 'Finish binding: a current code from the new secret binds MFA to the account',
        security: accountSecurity,
        body: { type: 'object', properties: { code: TOTP_CODE }, required: ['code'] },
        response: {
          200: { type: 'object', properties: { bound: { type: 'boolean' } } },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { user } = request.account as NonNullable<typeof request.account>;
      // Read fresh: the pending secret may have been set through another process a moment ago.
      const pending = await db.query<{ mfa_pending_secret: string | null }>(
        'SELECT mfa_pending_secret FROM users WHERE id = $1',
        [user.id],
      );
      const secret = pending.rows[0]?.mfa_pending_secret;
      if (!secret)
        throw new HttpError(
          409,
          'MFA_NOT_STARTED',
          text(request.locale, '请先获取绑定二维码', 'Start with /mfa/setup'),
        );
      const step = verifyTotp(secret, request.body.code, nowSeconds());
      if (step === undefined) throw new ValidationError({ code: totpMessage(request.locale) });
      await db.query(
        'UPDATE users SET mfa_secret = mfa_pending_secret, mfa_pending_secret = NULL, mfa_last_step = $2 WHERE id = $1',
        [user.id, step],
      );
      app.sessions.forgetUser(user.id);
      return { bound: true };
    },
  );

  app.post<{ Body: { opType: string; relId?: string | null } }>(
    '/webapi/saas/user/op-log/save',
    {
      onRequest: app.requireAccount,
      preValidation: fieldChecks({
        opType: requiredText('请提供操作类型', 'opType is required', 64),
        relId: optionalText(200),
      }),
      schema: {
        tags: ['account'],
        operationId: 'saveOperation',
        summary: 'Record a user operation (SPEC §7)',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: {
            opType: { type: 'string', maxLength: 64 },
            relId: { type: ['string', 'null'], maxLength: 200 },
          },
          required: ['opType'],
        },
        response: {
          200: { type: 'object', properties: { ok: { type: 'boolean' }, id: { type: 'integer' } } },
          400: validationResponse,
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => {
      const { user } = request.account as NonNullable<typeof request.account>;
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO op_logs (user_id, op_type, rel_id) VALUES ($1, $2, $3) RETURNING id',
        [user.id, request.body.opType, request.body.relId ?? null],
      );
      return { ok: true, id: rows[0]?.id };
    },
  );

  app.get<{ Querystring: { limit: number; before?: number } }>(
    '/webapi/saas/user/op-log/list',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['account'],
        operationId: 'listOperations',
        summary: "The current user's operations, newest first, a page at a time",
        description:
          "The next page is asked for with `before` set to the answer's `nextBefore`; no `nextBefore` means there is nothing older.",
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
            before: {
              type: 'integer',
              minimum: 1,
              maximum: 2147483647,
              description: 'Only operations older than this id.',
            },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              items: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'integer' },
                    opType: { type: 'string' },
                    relId: { type: ['string', 'null'] },
                    createdAt: { type: 'string' },
                    companyName: {
                      type: ['string', 'null'],
                      description: 'When relId is a company keyNo: its name (local, else English).',
                    },
                    companyNameEn: { type: ['string', 'null'] },
                  },
                  required: ['id', 'opType', 'relId', 'createdAt', 'companyName', 'companyNameEn'],
                },
              },
              nextBefore: { type: 'integer' },
            },
            required: ['items'],
          },
          400: validationResponse,
          401: errorResponse,
        },
      },
    },
    async (request) => {
      const { user } = request.account as NonNullable<typeof request.account>;
      const { limit, before } = request.query;
      // One row more than asked says whether an older page exists.
      const { rows } = await db.query<{ id: number }>(
        `SELECT o.id, o.op_type AS "opType", o.rel_id AS "relId",
                to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
                coalesce(c.name_zh, c.name_en) AS "companyName", c.name_en AS "companyNameEn"
           FROM op_logs o LEFT JOIN companies c ON c.key_no = o.rel_id
          WHERE o.user_id = $1 AND o.id < $3 ORDER BY o.id DESC LIMIT $2`,
        [user.id, limit + 1, before ?? 2147483647],
      );
      const items = rows.slice(0, limit);
      return rows.length > limit ? { items, nextBefore: items.at(-1)?.id } : { items };
    },
  );
}
