import { type StoredUser, serializeSessionCookie } from '@kyc/auth';
import { checkMobilePhone, checkPassword, checkUsername } from '@kyc/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totp } from '../src/lib/totp';
import {
  DEMO_ACCOUNTS,
  DEMO_ACTIVATION_TOKEN,
  DEMO_MFA_SECRET,
  DEMO_PASSWORD,
} from '../src/seed/accounts';
import {
  authHeaders,
  backends,
  cookieHeader,
  freshAddress,
  login,
  loginAs,
  SITE_ORIGIN,
  startService,
  type TestService,
} from './helpers';

const now = () => Math.floor(Date.now() / 1000);

describe.each(backends)('account endpoints on $name', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(backend);
  });
  afterAll(async () => {
    await service?.close();
  });

  describe('POST /webapi/saas/user/login', () => {
    it('logs in by login name: the stored user of SPEC §3 and the @kyc/auth session cookie', async () => {
      const response = await login(service.app, {
        loginName: 'demo_formal',
        password: DEMO_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      const user = response.json().user as StoredUser;
      expect(user).toMatchObject({
        loginName: 'demo_formal',
        acctType: 1,
        compRoleIds: 1,
        mainUserFlag: 'Y',
      });
      for (const field of [
        'uuid',
        'accessToken',
        'accessSecretKey',
        'loginId',
        'category',
        'type',
        'endDate',
        'payType',
        'permissionList',
        'reversalPermissionList',
        'showCredit',
        'canUpgrade',
        'duplicateOrderRemind',
        'securityPolicy',
        'refreshIntervalSec',
        'serviceCorpPersAuthList',
        'corpNationList',
      ]) {
        expect(user).toHaveProperty(field);
      }
      expect(response.headers['set-cookie']).toBe(serializeSessionCookie(user));
      expect(JSON.stringify(response.json())).not.toMatch(/password|scrypt/i);
    });

    it('logs in by mobile phone', async () => {
      const response = await login(service.app, { phone: '13800000003', password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.loginName).toBe('demo_trial');
    });

    it('gives every demo account a session', async () => {
      for (const account of DEMO_ACCOUNTS.filter((a) => !a.mfa && !a.inactive)) {
        const user = await loginAs(service.app, account.loginName);
        expect(user.acctType).toBe(account.profile.acctType);
      }
    });

    it.each([
      [{}, { loginName: checkUsername(''), password: checkPassword('') }],
      [{ loginName: 'li wei', password: 'x' }, { loginName: checkUsername('li wei') }],
      [{ phone: '23800000000', password: 'x' }, { phone: checkMobilePhone('23800000000') }],
      [{ loginName: 'demo_formal', password: '' }, { password: checkPassword('') }],
      [
        { loginName: 'demo_formal', password: DEMO_PASSWORD, totpCode: '12' },
        { totpCode: '验证码错误或已过期' },
      ],
    ])('answers bad input %j with 400 and the validators’ messages', async (body, errors) => {
      const response = await login(service.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors });
    });

    it('gives the English messages for ?lang=en and Accept-Language: en', async () => {
      const byQuery = await login(service.app, {}, { url: '/webapi/saas/user/login?lang=en' });
      expect(byQuery.json().errors).toEqual({
        loginName: checkUsername('', { locale: 'en' }),
        password: checkPassword('', { locale: 'en' }),
      });
      const byHeader = await login(
        service.app,
        { phone: '1', password: 'a' },
        { headers: { 'accept-language': 'en-US,en;q=0.9' } },
      );
      expect(byHeader.json().errors.phone).toBe(checkMobilePhone('1', { locale: 'en' }));
    });

    it('answers a malformed or non-object body with 400 and no stack trace', async () => {
      for (const payload of ['{"loginName":', '[1,2]', '"text"']) {
        const response = await login(
          service.app,
          {},
          { payload, headers: { 'content-type': 'application/json' } },
        );
        expect(response.statusCode).toBe(400);
        expect(response.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
      }
    });

    it('refuses a body over the 64 KB limit with 413', async () => {
      const response = await login(service.app, {
        loginName: 'demo_formal',
        password: 'x'.repeat(70_000),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    });

    it('answers a wrong password and an unknown account alike: 401', async () => {
      const wrong = await login(service.app, { loginName: 'demo_trial', password: 'Wrong1234' });
      const unknown = await login(service.app, { loginName: 'nobody_here', password: 'Wrong1234' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('locks an account after five failures, even for the right password', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await login(service.app, { loginName: 'demo_company', password: `Wrong${i}abc` }))
            .statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 423]);
      const right = await login(service.app, {
        loginName: 'demo_company',
        password: DEMO_PASSWORD,
      });
      expect(right.statusCode).toBe(423);
      expect(right.json().code).toBe('ACCOUNT_LOCKED');
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      // By phone it is the same account, so it is locked too.
      expect(
        (await login(service.app, { phone: '13800000006', password: DEMO_PASSWORD })).statusCode,
      ).toBe(423);
    });

    it('throttles one address after twenty failures across accounts', async () => {
      const remoteAddress = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await login(
          service.app,
          { loginName: `stranger_${i}`, password: 'Nope1234' },
          { remoteAddress },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 19).every((status) => status === 401)).toBe(true);
      expect(statuses[19]).toBe(429);
      expect(statuses[20]).toBe(429);
      const right = await login(
        service.app,
        { loginName: 'demo_trial', password: DEMO_PASSWORD },
        { remoteAddress },
      );
      expect(right.statusCode).toBe(429);
    });

    it('tells an account that is not activated to activate, whatever password it gives', async () => {
      for (const password of [DEMO_PASSWORD, 'Other123']) {
        const response = await login(service.app, { loginName: 'demo_inactive', password });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE' });
        expect(response.json().message).toContain('激活');
      }
      const english = await login(
        service.app,
        { loginName: 'demo_inactive', password: DEMO_PASSWORD },
        { headers: { 'accept-language': 'en' } },
      );
      expect(english.json().message).toMatch(/not activated/);
    });

    it('refuses a login posted from another site', async () => {
      const response = await login(
        service.app,
        { loginName: 'demo_trial', password: DEMO_PASSWORD },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(response.statusCode).toBe(403);
      const own = await login(
        service.app,
        { loginName: 'demo_trial', password: DEMO_PASSWORD },
        { headers: { origin: SITE_ORIGIN } },
      );
      expect(own.statusCode).toBe(200);
    });
  });

  describe('MFA at login', () => {
    it('asks for the code, refuses a wrong one, accepts the right one once', async () => {
      const body = { loginName: 'demo_mfa', password: DEMO_PASSWORD };
      const first = await login(service.app, body);
      expect(first.statusCode).toBe(401);
      expect(first.json().code).toBe('MFA_REQUIRED');
      expect(first.headers['set-cookie']).toBeUndefined();
      const code = totp(DEMO_MFA_SECRET, now());
      const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const wrong = await login(service.app, { ...body, totpCode: wrongCode });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe('MFA_INVALID');
      const right = await login(service.app, { ...body, totpCode: code });
      expect(right.statusCode).toBe(200);
      const replay = await login(service.app, { ...body, totpCode: code });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().code).toBe('MFA_INVALID');
    });

    it('binds MFA: setup gives a secret and otpauth URI, verify needs a current code', async () => {
      const user = await loginAs(service.app, 'demo_formal_90');
      const headers = authHeaders(user);
      const setup = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/mfa/setup',
        headers,
        payload: { password: DEMO_PASSWORD },
      });
      expect(setup.statusCode).toBe(200);
      const { secret, otpauthUri } = setup.json();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUri).toBe(
        `otpauth://totp/KYC:demo_formal_90?secret=${secret}&issuer=KYC&algorithm=SHA1&digits=6&period=30`,
      );
      const bad = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/mfa/verify',
        headers,
        payload: { code: '000000' === totp(secret, now()) ? '111111' : '000000' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.code).toBe('验证码错误或已过期');
      const malformed = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/mfa/verify',
        headers,
        payload: { code: 'abc' },
      });
      expect(malformed.statusCode).toBe(400);
      const good = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/mfa/verify',
        headers,
        payload: { code: totp(secret, now()) },
      });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toEqual({ bound: true });
      const again = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/mfa/setup',
        headers,
        payload: { password: DEMO_PASSWORD },
      });
      expect(again.statusCode).toBe(409);
      const me = await service.app.inject({ url: '/webapi/saas/user/me', headers });
      expect(me.json().mfaBound).toBe(true);
      const next = await login(service.app, {
        loginName: 'demo_formal_90',
        password: DEMO_PASSWORD,
      });
      expect(next.json().code).toBe('MFA_REQUIRED');
    });

    it('needs a session to bind MFA', async () => {
      expect(
        (await service.app.inject({ method: 'POST', url: '/webapi/saas/user/mfa/setup' }))
          .statusCode,
      ).toBe(401);
      expect(
        (
          await service.app.inject({
            method: 'POST',
            url: '/webapi/saas/user/mfa/verify',
            payload: { code: '123456' },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('authentication of account requests', () => {
    let user: StoredUser;
    beforeAll(async () => {
      user = await loginAs(service.app, 'demo_trial_covid');
    });

    it('accepts the three SPEC §7 headers', async () => {
      const response = await service.app.inject({
        url: '/webapi/saas/user/me',
        headers: authHeaders(user),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toEqual(user);
      expect(response.json().mfaBound).toBe(false);
    });

    it('accepts the session cookie', async () => {
      const response = await service.app.inject({
        url: '/webapi/saas/user/me',
        headers: cookieHeader(user),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.uuid).toBe(user.uuid);
    });

    it.each([
      ['no credentials', {}],
      ['two of the three headers', { 'pro-client-id': 'x', 'pro-access-token': 'y' }],
      ['a wrong secret', 'secret'],
      ['a wrong client id', 'uuid'],
      ['a malformed cookie', { cookie: 'kyc_session=a___b' }],
    ])('answers %s with 401', async (_, variant) => {
      let headers: Record<string, string>;
      if (variant === 'secret')
        headers = { ...authHeaders(user), 'pro-access-secret-key': 'f'.repeat(48) };
      else if (variant === 'uuid')
        headers = { ...authHeaders(user), 'pro-client-id': '00000000-0000-4000-8000-000000000001' };
      else headers = variant as Record<string, string>;
      const response = await service.app.inject({ url: '/webapi/saas/user/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    });

    it('takes cookie-authenticated writes only from the site’s own origin', async () => {
      const post = (headers: Record<string, string>) =>
        service.app.inject({
          method: 'POST',
          url: '/webapi/saas/user/op-log/save',
          headers,
          payload: { opType: 'view', relId: 'x' },
        });
      expect((await post(cookieHeader(user))).statusCode).toBe(403);
      expect(
        (await post({ ...cookieHeader(user), origin: 'https://evil.example' })).statusCode,
      ).toBe(403);
      expect(
        (await post({ ...cookieHeader(user), referer: 'https://evil.example/page' })).statusCode,
      ).toBe(403);
      expect((await post({ ...cookieHeader(user), origin: SITE_ORIGIN })).statusCode).toBe(200);
      expect(
        (await post({ ...cookieHeader(user), referer: `${SITE_ORIGIN}/live-search` })).statusCode,
      ).toBe(200);
      // Header credentials cannot be sent by another site's form, so they need no origin.
      expect((await post(authHeaders(user))).statusCode).toBe(200);
    });
  });

  describe('logout', () => {
    it('ends the session and clears the session and alive cookies', async () => {
      const user = await loginAs(service.app, 'demo_individual');
      const response = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/logout',
        headers: authHeaders(user),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toEqual([
        'kyc_session=; Max-Age=0; Secure; Path=/; SameSite=Strict',
        'kyc_alive=; Max-Age=0; Secure; Path=/; SameSite=Strict',
      ]);
      const after = await service.app.inject({
        url: '/webapi/saas/user/me',
        headers: authHeaders(user),
      });
      expect(after.statusCode).toBe(401);
    });

    it('needs a session', async () => {
      expect(
        (await service.app.inject({ method: 'POST', url: '/webapi/saas/user/logout' })).statusCode,
      ).toBe(401);
    });
  });

  describe('alive check (security policy ADV)', () => {
    it('keeps an ADV session open and ends it after two missed checks', async () => {
      const user = await loginAs(service.app, 'demo_adv');
      const headers = authHeaders(user);
      const alive = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/alive',
        headers,
      });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ alive: true, refreshIntervalSec: 60, securityPolicy: 'ADV' });
      await service.db.query(
        "UPDATE sessions SET last_alive_at = now() - interval '151 seconds' WHERE user_id = (SELECT id FROM users WHERE login_name = 'demo_adv')",
      );
      // The clock was moved in the database behind the service's back: drop its cached copy.
      const { rows } = await service.db.query<{ id: number }>(
        "SELECT id FROM users WHERE login_name = 'demo_adv'",
      );
      service.app.sessions.forgetUser(rows[0]?.id as number);
      const idle = await service.app.inject({ url: '/webapi/saas/user/me', headers });
      expect(idle.statusCode).toBe(401);
      expect(idle.json().code).toBe('SESSION_IDLE');
    });

    it('does not end other policies’ sessions', async () => {
      const user = await loginAs(service.app, 'demo_expired');
      await service.db.query(
        "UPDATE sessions SET last_alive_at = now() - interval '30 days' WHERE user_id = (SELECT id FROM users WHERE login_name = 'demo_expired')",
      );
      expect(
        (await service.app.inject({ url: '/webapi/saas/user/me', headers: authHeaders(user) }))
          .statusCode,
      ).toBe(200);
    });

    it('needs a session', async () => {
      expect(
        (await service.app.inject({ method: 'POST', url: '/webapi/saas/user/alive' })).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /webapi/saas/user/activate', () => {
    const activate = (payload: Record<string, unknown>) =>
      service.app.inject({ method: 'POST', url: '/webapi/saas/user/activate', payload });

    it('validates the token and the new password', async () => {
      const response = await activate({ token: '', password: 'abc' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        token: '激活链接无效',
        password: checkPassword('abc'),
      });
    });

    it('refuses an unknown token', async () => {
      const response = await activate({ token: 'not-a-token', password: 'NewPass123' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.token).toBe('激活链接无效或已使用');
    });

    it('refuses an expired token', async () => {
      await service.db.query(
        `INSERT INTO users (uuid, login_name, active, activation_token_hash, activation_expires_at)
         VALUES ('expired-uuid', 'expired_invite', false, encode(sha256('old-token'::bytea), 'hex'), now() - interval '1 day')`,
      );
      const response = await activate({ token: 'old-token', password: 'NewPass123' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.token).toBe('激活链接已过期，请联系管理员重新发送');
    });

    it('activates once with the one-time token; then the password logs in', async () => {
      const response = await activate({ token: DEMO_ACTIVATION_TOKEN, password: 'Fresh1234' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ activated: true, loginName: 'demo_inactive' });
      const again = await activate({ token: DEMO_ACTIVATION_TOKEN, password: 'Other1234' });
      expect(again.statusCode).toBe(400);
      expect(
        (await login(service.app, { loginName: 'demo_inactive', password: 'Fresh1234' }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('operation log', () => {
    it('records operations (SPEC §7) and lists them newest first', async () => {
      const user = await loginAs(service.app, 'demo_trial');
      const headers = authHeaders(user);
      for (const [opType, relId] of [
        ['search', 'abc'],
        ['view_enterprise', 'def'],
      ]) {
        const saved = await service.app.inject({
          method: 'POST',
          url: '/webapi/saas/user/op-log/save',
          headers,
          payload: { opType, relId },
        });
        expect(saved.statusCode).toBe(200);
        expect(saved.json().ok).toBe(true);
      }
      const noRel = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/op-log/save',
        headers,
        payload: { opType: 'logout_click' },
      });
      expect(noRel.statusCode).toBe(200);
      const list = await service.app.inject({
        url: '/webapi/saas/user/op-log/list?limit=3',
        headers,
      });
      expect(
        list
          .json()
          .items.map((item: { opType: string; relId: string | null }) => [item.opType, item.relId]),
      ).toEqual([
        ['logout_click', null],
        ['view_enterprise', 'def'],
        ['search', 'abc'],
      ]);
    });

    it.each([
      [{}, 'opType'],
      [{ opType: '' }, 'opType'],
      [{ opType: 'x'.repeat(65) }, 'opType'],
      [{ opType: 'view', relId: 'x'.repeat(201) }, 'relId'],
      [{ opType: 5 }, 'opType'],
    ])('answers %j with 400 on %s', async (payload, field) => {
      const user = await loginAs(service.app, 'demo_trial');
      const response = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/op-log/save',
        headers: authHeaders(user),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    });

    it('needs a session', async () => {
      const response = await service.app.inject({
        method: 'POST',
        url: '/webapi/saas/user/op-log/save',
        payload: { opType: 'x' },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
