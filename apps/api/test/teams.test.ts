import { execFile } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasPermission, type StoredUser } from '@kyc/auth';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open';
import type { Db } from '../src/db/types';
import { totp } from '../src/lib/totp';
import { createMailer, type Mailer, type MailMessage } from '../src/mail/mailer';
import { appendAudit } from '../src/teams/audit';
import {
  ROLE_TABLE,
  roleGrants,
  TEAM_PERMISSIONS,
  TEAM_ROLES,
  type TeamRole,
} from '../src/teams/roles';
import {
  authHeaders,
  backends,
  cookieHeader,
  freshAddress,
  loginAs,
  SITE_ORIGIN,
  startService,
  type TestService,
} from './helpers';

/** Keeps what the service sends, so a test can follow an invitation's link. */
class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
    return { messageId: `m${this.sent.length}` };
  }
  close() {}
  /** The token of the last invitation sent to `to`. */
  tokenFor(to: string): string {
    const message = [...this.sent].reverse().find((m) => m.to === to);
    const link = message?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) throw new Error(`no invitation to ${to}`);
    return new URL(link).searchParams.get('token') as string;
  }
}

let emailCounter = 0;
function freshEmail(): string {
  emailCounter += 1;
  return `colleague${emailCounter}-${Date.now()}@example.com`;
}

async function getTeam(app: FastifyInstance, user: StoredUser) {
  return app.inject({ url: '/webapi/saas/team?lang=en', headers: authHeaders(user) });
}

async function invite(app: FastifyInstance, by: StoredUser, email: string, role: TeamRole) {
  return app.inject({
    method: 'POST',
    url: '/webapi/saas/team/invitations?lang=en',
    headers: authHeaders(by),
    payload: { email, role },
  });
}

async function accept(app: FastifyInstance, token: string, loginName: string) {
  return app.inject({
    method: 'POST',
    url: '/webapi/team/invitation/accept?lang=en',
    payload: { token, loginName, password: 'Colleague1234' },
    remoteAddress: freshAddress(),
  });
}

/** Invites and signs in a new member with `role`; answers their stored user. */
async function addMember(
  app: FastifyInstance,
  mailer: MemoryMailer,
  owner: StoredUser,
  role: TeamRole,
): Promise<StoredUser> {
  const email = freshEmail();
  const invited = await invite(app, owner, email, role);
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const loginName = `m${Date.now().toString(36)}${emailCounter}`;
  const joined = await accept(app, mailer.tokenFor(email), loginName);
  if (joined.statusCode !== 201) throw new Error(`accept: ${joined.statusCode} ${joined.body}`);
  return joined.json().user as StoredUser;
}

async function userIdOf(db: Db, user: StoredUser): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE uuid = $1', [
    user.uuid,
  ]);
  return rows[0]?.id as number;
}

async function poolOf(db: Db, owner: StoredUser): Promise<number> {
  const { rows } = await db.query<{ credits: number }>(
    'SELECT t.credits FROM teams t JOIN users u ON u.id = t.owner_user_id WHERE u.uuid = $1',
    [owner.uuid],
  );
  return rows[0]?.credits as number;
}

async function someKeyNos(db: Db, count: number): Promise<string[]> {
  const { rows } = await db.query<{ key_no: string }>(
    'SELECT key_no FROM companies ORDER BY id LIMIT $1',
    [count],
  );
  return rows.map((row) => row.key_no);
}

describe.each(backends)('teams on $name', (backend) => {
  let service: TestService;
  let app: FastifyInstance;
  let db: Db;
  const mailer = new MemoryMailer();
  let owner: StoredUser;
  let keyNos: string[];
  let searchWord: string;

  beforeAll(async () => {
    service = await startService(backend, { mailer, reports: false });
    ({ app, db } = service);
    owner = await loginAs(app, 'demo_company');
    keyNos = await someKeyNos(db, 20);
    const { rows } = await db.query<{ name_en: string }>(
      'SELECT name_en FROM companies ORDER BY id LIMIT 1',
    );
    searchWord = (rows[0]?.name_en ?? 'a').split(' ')[0] as string;
  }, 180_000);
  afterAll(() => service?.close());

  it('makes the main user’s team on first visit, with their credits as the pool and their profile from the admin role', async () => {
    const { rows } = await db.query<{ credits: number }>(
      "SELECT credits FROM users WHERE login_name = 'demo_company'",
    );
    const ownCredits = rows[0]?.credits as number;
    const response = await getTeam(app, owner);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.team).toMatchObject({
      packageCode: 'PROFESSIONAL',
      seatLimit: 10,
      seatsUsed: 1,
      credits: ownCredits,
    });
    expect(body.me).toMatchObject({ role: 'admin', isOwner: true });
    expect(body.roles.map((role: { name: string }) => role.name)).toEqual([
      'Admin',
      'Analyst',
      'Viewer',
    ]);
    expect(await poolOf(db, owner)).toBe(ownCredits);
    const me = (
      await app.inject({ url: '/webapi/saas/user/me', headers: authHeaders(owner) })
    ).json().user as StoredUser;
    expect(me).toMatchObject({ mainUserFlag: 'Y', compRoleIds: 1, showCredit: 'Y' });
    expect(hasPermission(me, 'api:keys:manage')).toBe(true);
    // The rest of this suite adds more members than the package's ten seats (the seat limit
    // has its own test below, on another team).
    await db.query('UPDATE teams SET seat_limit = 1000 WHERE id = $1', [body.team.id]);

    // An account that is neither a member nor a main user has no team.
    const trial = await loginAs(app, 'demo_trial');
    const none = await getTeam(app, trial);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'NO_TEAM', message: 'Your account is not part of a team' });
  });

  it('every role against every action: the table’s every cell, 403s naming the missing permission', {
    timeout: 120_000,
  }, async () => {
    await db.query(
      'UPDATE teams t SET credits = 100 FROM users u WHERE u.id = t.owner_user_id AND u.uuid = $1',
      [owner.uuid],
    );
    const members: Record<TeamRole, StoredUser> = {
      admin: await addMember(app, mailer, owner, 'admin'),
      analyst: await addMember(app, mailer, owner, 'analyst'),
      viewer: await addMember(app, mailer, owner, 'viewer'),
    };
    const viewerId = await userIdOf(db, members.viewer);
    // A list shared with the whole team, for the export cell.
    const shared = await app.inject({
      method: 'POST',
      url: '/webapi/saas/team/lists',
      headers: authHeaders(owner),
      payload: { name: 'Matrix', sharedWithTeam: true },
    });
    expect(shared.statusCode).toBe(201);
    const listId = shared.json().id as number;
    const keyNo = keyNos[0] as string;

    type Action = (user: StoredUser) => Promise<{ allowed: boolean; status: number; body: string }>;
    const by =
      (
        allowedStatus: number,
        request: (user: StoredUser) => Promise<{ statusCode: number; body: string }>,
      ): Action =>
      async (user) => {
        const response = await request(user);
        return {
          allowed: response.statusCode === allowedStatus,
          status: response.statusCode,
          body: response.body,
        };
      };
    const actions: Record<string, Action> = {
      'kyc:search:view': by(200, (user) =>
        app.inject({
          url: `/webapi/saas/search?q=${encodeURIComponent(searchWord)}&lang=en`,
          headers: authHeaders(user),
        }),
      ),
      'kyc:enterprise:view': by(200, (user) =>
        app.inject({ url: `/webapi/saas/enterprise/${keyNo}?lang=en`, headers: authHeaders(user) }),
      ),
      'kyc:report:order': by(201, (user) =>
        app.inject({
          method: 'POST',
          url: '/webapi/saas/reports/orders?lang=en',
          headers: authHeaders(user),
          payload: { keyNo, kind: 'company' },
        }),
      ),
      'kyc:price:view': async (user) => {
        const catalogue = (
          await app.inject({ url: '/webapi/saas/reports/catalogue', headers: authHeaders(user) })
        ).json();
        const team = (await getTeam(app, user)).json();
        // Prices and the pool are shown together or hidden together.
        expect(catalogue.pricesVisible).toBe(team.team.credits !== null);
        return { allowed: catalogue.pricesVisible, status: 200, body: '' };
      },
      // Watching is paid from the member's own API balance, topped up for the test.
      'kyc:monitor:watch': async (user) => {
        await db.query('UPDATE users SET api_balance_fen = 1000 WHERE uuid = $1', [user.uuid]);
        return by(201, (u) =>
          app.inject({
            method: 'POST',
            url: '/webapi/saas/monitoring/watches/companies?lang=en',
            headers: authHeaders(u),
            payload: { keyNo },
          }),
        )(user);
      },
      'team:lists:edit': by(201, (user) =>
        app.inject({
          method: 'POST',
          url: '/webapi/saas/team/lists?lang=en',
          headers: authHeaders(user),
          payload: { name: 'Cell', sharedWithTeam: false },
        }),
      ),
      'kyc:data:export': by(200, (user) =>
        app.inject({
          url: `/webapi/saas/team/lists/${listId}/export.csv?lang=en`,
          headers: authHeaders(user),
        }),
      ),
      // The API keys' routes are another domain's; they read this permission from the profile.
      'api:keys:manage': async (user) => {
        const me = (
          await app.inject({ url: '/webapi/saas/user/me', headers: authHeaders(user) })
        ).json().user as StoredUser;
        return { allowed: hasPermission(me, 'api:keys:manage'), status: 200, body: '' };
      },
      'team:members:manage': by(200, (user) =>
        app.inject({
          method: 'PATCH',
          url: `/webapi/saas/team/members/${viewerId}?lang=en`,
          headers: authHeaders(user),
          payload: { monthlyCap: null },
        }),
      ),
      'team:audit:view': by(200, (user) =>
        app.inject({ url: '/webapi/saas/team/audit?lang=en', headers: authHeaders(user) }),
      ),
    };
    expect(Object.keys(actions).sort()).toEqual(TEAM_PERMISSIONS.map((p) => p.code).sort());

    for (const role of TEAM_ROLES) {
      const user = members[role];
      const me = (
        await app.inject({ url: '/webapi/saas/user/me', headers: authHeaders(user) })
      ).json().user as StoredUser;
      expect(me).toMatchObject({ mainUserFlag: 'N', compRoleIds: role === 'admin' ? 2 : 3 });
      for (const { code, en } of TEAM_PERMISSIONS) {
        const expected = roleGrants(role, code);
        // The profile the site reads says the same as the table ...
        expect(hasPermission(me, code), `${role} ${code} in permissionList`).toBe(expected);
        // ... and so does the service.
        const outcome = await (actions[code] as Action)(user);
        expect(outcome.allowed, `${role} ${code}: ${outcome.status} ${outcome.body}`).toBe(
          expected,
        );
        if (!expected && outcome.status === 403)
          expect(JSON.parse(outcome.body)).toEqual({
            code: 'FORBIDDEN',
            message: `Your role lacks the permission: ${en} (${code})`,
          });
      }
      expect(me.showCredit).toBe(roleGrants(role, 'kyc:price:view') ? 'Y' : 'N');
    }
    // The table is not empty of refusals: a viewer may not order, an analyst may not manage.
    expect(roleGrants('viewer', 'kyc:report:order')).toBe(false);
    expect(roleGrants('analyst', 'team:members:manage')).toBe(false);
    expect(ROLE_TABLE.admin.grants).toContain('api:keys:manage');
  });

  it('an invitation works once and for 7 days; a seat over the package’s limit is refused', {
    timeout: 60_000,
  }, async () => {
    const email = freshEmail();
    expect((await invite(app, owner, email, 'analyst')).statusCode).toBe(201);
    const token = mailer.tokenFor(email);
    const message = mailer.sent.at(-1) as MailMessage;
    expect(message.link).toBe(`${SITE_ORIGIN}/team-join?token=${encodeURIComponent(token)}`);
    const before = await app.inject({ url: `/webapi/team/invitation?token=${token}&lang=en` });
    expect(before.json()).toMatchObject({ email, role: 'analyst', roleName: 'Analyst' });
    expect((await accept(app, token, `once${Date.now()}`)).statusCode).toBe(201);
    const twice = await accept(app, token, `twice${Date.now()}`);
    expect(twice.statusCode).toBe(410);
    expect(twice.json()).toEqual({
      code: 'INVITATION_USED',
      message: 'This invitation was already used',
    });

    const late = freshEmail();
    await invite(app, owner, late, 'viewer');
    const lateToken = mailer.tokenFor(late);
    // Eight days later, as far as the invitation knows.
    await db.query(
      "UPDATE team_invitations SET expires_at = now() - interval '1 day', created_at = now() - interval '8 days' WHERE email = $1",
      [late],
    );
    const expired = await accept(app, lateToken, `late${Date.now()}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('INVITATION_EXPIRED');

    // demo_formal is on STANDARD: 3 seats, the main user's included.
    const formal = await loginAs(app, 'demo_formal');
    const team = (await getTeam(app, formal)).json().team;
    expect(team).toMatchObject({ packageCode: 'STANDARD', seatLimit: 3, seatsUsed: 1 });
    const first = freshEmail();
    expect((await invite(app, formal, first, 'analyst')).statusCode).toBe(201);
    expect((await invite(app, formal, freshEmail(), 'viewer')).statusCode).toBe(201);
    const over = await invite(app, formal, freshEmail(), 'viewer');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 'SEAT_LIMIT',
      message: 'All 3 seats of the team are taken: upgrade the package or remove a member',
    });
    // A seat taken away after inviting: the link is refused and stays unspent.
    await db.query('UPDATE teams SET seat_limit = 1 WHERE id = $1', [team.id]);
    const full = await accept(app, mailer.tokenFor(first), `full${Date.now()}`);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SEAT_LIMIT');
    await db.query('UPDATE teams SET seat_limit = 3 WHERE id = $1', [team.id]);
    expect((await accept(app, mailer.tokenFor(first), `full${Date.now()}`)).statusCode).toBe(201);
  });

  it('a team that requires MFA has its invitee bind an authenticator while joining, before the account exists; signing in then asks for the code', {
    timeout: 60_000,
  }, async () => {
    const setMfa = (user: StoredUser, requireMfa: boolean) =>
      app.inject({
        method: 'PATCH',
        url: '/webapi/saas/team?lang=en',
        headers: authHeaders(user),
        payload: { requireMfa },
      });
    // Only those who manage members may change it.
    const analyst = await addMember(app, mailer, owner, 'analyst');
    const refused = await setMfa(analyst, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'FORBIDDEN',
      message:
        'Your role lacks the permission: Manage members, caps and approvals (team:members:manage)',
    });
    expect((await setMfa(owner, true)).json()).toEqual({ requireMfa: true, changed: true });
    expect((await setMfa(owner, true)).json()).toEqual({ requireMfa: true, changed: false });
    expect((await getTeam(app, owner)).json().team.requireMfa).toBe(true);

    const email = freshEmail();
    expect((await invite(app, owner, email, 'viewer')).statusCode).toBe(201);
    const token = mailer.tokenFor(email);
    const link = await app.inject({ url: `/webapi/team/invitation?token=${token}&lang=en` });
    expect(link.json()).toMatchObject({ email, requireMfa: true });
    const loginName = `mfa${Date.now().toString(36)}`;
    const join = (totpCode?: string) =>
      app.inject({
        method: 'POST',
        url: '/webapi/team/invitation/accept?lang=en',
        payload: { token, loginName, password: 'Colleague1234', ...(totpCode ? { totpCode } : {}) },
        remoteAddress: freshAddress(),
      });
    const accountMade = async () =>
      (await db.query('SELECT 1 FROM users WHERE login_name = $1', [loginName])).rows.length > 0;

    // No key was made for the invitation yet: the page must show one first.
    const early = await join();
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('MFA_SETUP_REQUIRED');
    const keyOf = () =>
      app.inject({
        method: 'POST',
        url: '/webapi/team/invitation/mfa?lang=en',
        payload: { token },
      });
    const key = (await keyOf()).json() as { secret: string; otpauthUri: string };
    expect(key.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(key.otpauthUri).toContain(`otpauth://totp/KYC:${encodeURIComponent(email)}?`);
    expect(key.otpauthUri).toContain(`secret=${key.secret}`);
    // A reload of the page shows the key already scanned.
    expect((await keyOf()).json().secret).toBe(key.secret);

    // Without a code, or with a wrong one, no account is made and the link stays unspent.
    const missing = await join();
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.totpCode).toBe(
      'This team requires multi-factor authentication: enter the six-digit code from your authenticator app',
    );
    const now = Math.floor(Date.now() / 1000);
    const current = totp(key.secret, now);
    // A code of no step near now (the check allows one step of drift either way).
    const near = new Set([-60, -30, 0, 30, 60].map((shift) => totp(key.secret, now + shift)));
    let wrong = current;
    for (let n = Number(current); near.has(wrong); n += 1)
      wrong = String(n % 1_000_000).padStart(6, '0');
    const wrongAnswer = await join(wrong);
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json().errors.totpCode).toBe('Wrong or expired verification code');
    expect(await accountMade()).toBe(false);
    expect((await app.inject({ url: `/webapi/team/invitation?token=${token}` })).statusCode).toBe(
      200,
    );

    // With the code, the account is made with the authenticator bound.
    const joined = await join(current);
    expect(joined.statusCode).toBe(201);
    const member = joined.json().user as StoredUser;
    const me = await app.inject({ url: '/webapi/saas/user/me', headers: authHeaders(member) });
    expect(me.json().mfaBound).toBe(true);
    const { rows: stored } = await db.query<{ mfa_secret: string | null }>(
      'SELECT i.mfa_secret FROM team_invitations i WHERE i.email = $1',
      [email],
    );
    // The key lives with the account only.
    expect(stored[0]?.mfa_secret).toBeNull();
    expect((await keyOf()).statusCode).toBe(410);

    // Signing in asks for the code; the code that joined cannot sign in again, the next one can.
    const login = (totpCode?: string) =>
      app.inject({
        method: 'POST',
        url: '/webapi/saas/user/login?lang=en',
        payload: { loginName, password: 'Colleague1234', ...(totpCode ? { totpCode } : {}) },
        remoteAddress: freshAddress(),
      });
    const asked = await login();
    expect(asked.statusCode).toBe(401);
    expect(asked.json().code).toBe('MFA_REQUIRED');
    expect((await login(current)).json().code).toBe('MFA_INVALID');
    expect((await login(totp(key.secret, now + 30))).statusCode).toBe(200);

    // Turned off, the next invitee joins with a password alone; both changes are in the trail.
    expect((await setMfa(owner, false)).json()).toEqual({ requireMfa: false, changed: true });
    const plain = await addMember(app, mailer, owner, 'viewer');
    expect(
      (await app.inject({ url: '/webapi/saas/user/me', headers: authHeaders(plain) })).json()
        .mfaBound,
    ).toBe(false);
    const trail = (
      await app.inject({ url: '/webapi/saas/team/audit?action=team', headers: authHeaders(owner) })
    ).json().items as { action: string; loginName: string; target: string }[];
    expect(trail.map((row) => row.action)).toEqual(['team.mfa.off', 'team.mfa.on']);
    expect(trail[1]).toMatchObject({ loginName: 'demo_company', target: 'demo_company' });
    const joins = (
      await app.inject({
        url: '/webapi/saas/team/audit?action=member.join',
        headers: authHeaders(owner),
      })
    ).json().items as { target: string; detail: string }[];
    expect(joins.find((row) => row.target === loginName)?.detail).toBe(
      `${email}, role viewer, MFA bound`,
    );
  });

  it('an admin withdraws an invitation: its link then answers as withdrawn, its seat is free, the trail records it', {
    timeout: 60_000,
  }, async () => {
    const email = freshEmail();
    const invited = await invite(app, owner, email, 'analyst');
    const id = invited.json().id as number;
    const token = mailer.tokenFor(email);
    const before = (await getTeam(app, owner)).json();
    expect(before.invitations.map((i: { id: number }) => i.id)).toContain(id);
    const revoke = (user: StoredUser, which = id) =>
      app.inject({
        method: 'DELETE',
        url: `/webapi/saas/team/invitations/${which}?lang=en`,
        headers: authHeaders(user),
      });

    const analyst = await addMember(app, mailer, owner, 'analyst');
    const notAllowed = await revoke(analyst);
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json().message).toContain('(team:members:manage)');
    // Another team's admin does not see it.
    const stranger = await loginAs(app, 'demo_formal');
    await getTeam(app, stranger);
    const elsewhere = await revoke(stranger);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ code: 'NOT_FOUND', message: 'No such invitation' });

    const seatsBefore = (await getTeam(app, owner)).json().team.seatsUsed as number;
    const done = await revoke(owner);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ id, email, role: 'analyst' });
    const after = (await getTeam(app, owner)).json();
    expect(after.invitations.map((i: { id: number }) => i.id)).not.toContain(id);
    expect(after.team.seatsUsed).toBe(seatsBefore - 1);

    // The link answers as withdrawn, to reading, to its key and to joining.
    const withdrawn = { code: 'INVITATION_REVOKED', message: 'This invitation was withdrawn' };
    const read = await app.inject({ url: `/webapi/team/invitation?token=${token}&lang=en` });
    expect(read.statusCode).toBe(410);
    expect(read.json()).toEqual(withdrawn);
    const key = await app.inject({
      method: 'POST',
      url: '/webapi/team/invitation/mfa?lang=en',
      payload: { token },
    });
    expect(key.statusCode).toBe(410);
    const used = await accept(app, token, `revoked${Date.now()}`);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toEqual(withdrawn);
    const again = await revoke(owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_PENDING');
    expect((await revoke(owner, 2_000_000_000)).statusCode).toBe(404);

    const trail = (
      await app.inject({
        url: '/webapi/saas/team/audit?action=member.revoke',
        headers: authHeaders(owner),
      })
    ).json().items;
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      loginName: 'demo_company',
      target: email,
      detail: `invitation ${id}, role analyst`,
    });
  });

  it('a removed member’s next request is a 401, whatever credentials it carries', async () => {
    const member = await addMember(app, mailer, owner, 'analyst');
    const id = await userIdOf(db, member);
    expect((await getTeam(app, member)).statusCode).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/webapi/saas/team/members/${id}`,
      headers: authHeaders(owner),
    });
    expect(removed.json()).toEqual({ ok: true });
    for (const headers of [authHeaders(member), cookieHeader(member)]) {
      const next = await app.inject({ url: '/webapi/saas/user/me', headers });
      expect(next.statusCode).toBe(401);
    }
    const again = await app.inject({
      method: 'POST',
      url: '/webapi/saas/user/login?lang=en',
      payload: { loginName: member.loginName, password: 'Colleague1234' },
      remoteAddress: freshAddress(),
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('ACCOUNT_REMOVED');
    // The owner cannot be removed.
    const ownerId = await userIdOf(db, owner);
    const admin = await addMember(app, mailer, owner, 'admin');
    const refused = await app.inject({
      method: 'DELETE',
      url: `/webapi/saas/team/members/${ownerId}?lang=en`,
      headers: authHeaders(admin),
    });
    expect(refused.statusCode).toBe(409);
  });

  it('an order above the cap waits for another admin: refused to the requester, placed when another approves', {
    timeout: 60_000,
  }, async () => {
    await db.query(
      'UPDATE teams t SET credits = 50 FROM users u WHERE u.id = t.owner_user_id AND u.uuid = $1',
      [owner.uuid],
    );
    const admin = await addMember(app, mailer, owner, 'admin');
    const adminId = await userIdOf(db, admin);
    const capped = await app.inject({
      method: 'PATCH',
      url: `/webapi/saas/team/members/${adminId}`,
      headers: authHeaders(owner),
      payload: { monthlyCap: 1 },
    });
    expect(capped.statusCode).toBe(200);
    const pool = await poolOf(db, owner);
    const ordered = await app.inject({
      method: 'POST',
      url: '/webapi/saas/reports/orders?lang=en',
      headers: authHeaders(admin),
      payload: { keyNo: keyNos[1], kind: 'ubo' },
    });
    expect(ordered.statusCode).toBe(202);
    const { request } = ordered.json();
    expect(request).toMatchObject({ status: 'pending', credits: 2, keyNo: keyNos[1] });
    expect(ordered.json().message).toBe(
      'This report costs 2 credits, above your monthly cap (0 of 1 used): it was sent to an admin for approval',
    );
    expect(await poolOf(db, owner)).toBe(pool);

    // The requester sees its state.
    const mine = (
      await app.inject({ url: '/webapi/saas/team/requests', headers: authHeaders(admin) })
    ).json();
    expect(mine.find((r: { id: number }) => r.id === request.id)).toMatchObject({
      status: 'pending',
    });

    const self = await app.inject({
      method: 'POST',
      url: `/webapi/saas/team/requests/${request.id}/approve?lang=en`,
      headers: authHeaders(admin),
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({
      code: 'SELF_APPROVAL',
      message: 'You cannot decide on your own request: another admin must',
    });
    expect(await poolOf(db, owner)).toBe(pool);

    const approved = await app.inject({
      method: 'POST',
      url: `/webapi/saas/team/requests/${request.id}/approve`,
      headers: authHeaders(owner),
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'demo_company' });
    const orderId = approved.json().orderId as number;
    expect(orderId).toBeGreaterThan(0);
    expect(await poolOf(db, owner)).toBe(pool - 2);
    const order = await app.inject({
      url: `/webapi/saas/reports/orders/${orderId}`,
      headers: authHeaders(admin),
    });
    expect(order.json()).toMatchObject({ keyNo: keyNos[1], kind: 'ubo', credits: 2 });
    const again = await app.inject({
      method: 'POST',
      url: `/webapi/saas/team/requests/${request.id}/approve?lang=en`,
      headers: authHeaders(owner),
    });
    expect(again.statusCode).toBe(409);

    // A declined one spends nothing, and the requester sees it declined.
    const second = (
      await app.inject({
        method: 'POST',
        url: '/webapi/saas/reports/orders',
        headers: authHeaders(admin),
        payload: { keyNo: keyNos[2], kind: 'ubo' },
      })
    ).json().request;
    const declined = await app.inject({
      method: 'POST',
      url: `/webapi/saas/team/requests/${second.id}/decline`,
      headers: authHeaders(owner),
    });
    expect(declined.json()).toMatchObject({ status: 'declined', orderId: null });
    expect(await poolOf(db, owner)).toBe(pool - 2);
    const states = (
      await app.inject({ url: '/webapi/saas/team/requests', headers: authHeaders(admin) })
    ).json();
    expect(states.find((r: { id: number }) => r.id === second.id).status).toBe('declined');
  });

  it('concurrent orders by several members on the last credits never spend the pool below zero, nor past a cap', {
    timeout: 120_000,
  }, async () => {
    const buyers = [
      await addMember(app, mailer, owner, 'analyst'),
      await addMember(app, mailer, owner, 'analyst'),
      await addMember(app, mailer, owner, 'admin'),
    ];
    const live = await buildApp({ db, allowedOrigins: [SITE_ORIGIN], reports: false, mailer });
    await live.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = live.server.address() as AddressInfo;
      const orderAll = (users: StoredUser[], perUser: number) =>
        Promise.all(
          users.flatMap((user) =>
            Array.from({ length: perUser }, (_, i) =>
              fetch(`http://127.0.0.1:${port}/webapi/saas/reports/orders`, {
                method: 'POST',
                headers: { ...authHeaders(user), 'content-type': 'application/json' },
                body: JSON.stringify({ keyNo: keyNos[3 + i], kind: 'company' }),
              }).then((answer) => answer.status),
            ),
          ),
        );
      // Three credits left in the pool, nine orders of one credit from three members at once.
      await db.query(
        'UPDATE teams t SET credits = 3 FROM users u WHERE u.id = t.owner_user_id AND u.uuid = $1',
        [owner.uuid],
      );
      const statuses = (await orderAll(buyers, 3)).sort();
      expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409]);
      expect(await poolOf(db, owner)).toBe(0);

      // A cap of two credits a month, six orders of one credit at once: two placed, four wait.
      await db.query(
        'UPDATE teams t SET credits = 40 FROM users u WHERE u.id = t.owner_user_id AND u.uuid = $1',
        [owner.uuid],
      );
      const capped = await addMember(app, mailer, owner, 'analyst');
      const cappedId = await userIdOf(db, capped);
      await app.inject({
        method: 'PATCH',
        url: `/webapi/saas/team/members/${cappedId}`,
        headers: authHeaders(owner),
        payload: { monthlyCap: 2 },
      });
      const capStatuses = (await orderAll([capped], 6)).sort();
      expect(capStatuses).toEqual([201, 201, 202, 202, 202, 202]);
      expect(await poolOf(db, owner)).toBe(38);
      const { rows } = await db.query<{ spent: number }>(
        'SELECT spent FROM team_members WHERE user_id = $1',
        [cappedId],
      );
      expect(rows[0]?.spent).toBe(2);
    } finally {
      await live.close();
    }
  });

  it('lists and their notes are 404 to anyone they are not shared with; notes keep edits and leave a mark when deleted', {
    timeout: 60_000,
  }, async () => {
    const author = await addMember(app, mailer, owner, 'analyst');
    const chosen = await addMember(app, mailer, owner, 'viewer');
    const outsider = await addMember(app, mailer, owner, 'analyst');
    const chosenId = await userIdOf(db, chosen);
    const created = await app.inject({
      method: 'POST',
      url: '/webapi/saas/team/lists',
      headers: authHeaders(author),
      payload: { name: 'Suppliers 2026', sharedWithTeam: false, sharedWith: [chosenId] },
    });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toMatchObject({
      name: 'Suppliers 2026',
      sharedWithTeam: false,
      sharedWith: [chosenId],
    });
    const keyNo = keyNos[5] as string;
    const added = await app.inject({
      method: 'POST',
      url: `/webapi/saas/team/lists/${list.id}/items`,
      headers: authHeaders(author),
      payload: { keyNo },
    });
    expect(added.statusCode).toBe(201);
    const note = await app.inject({
      method: 'POST',
      url: '/webapi/saas/team/notes',
      headers: authHeaders(author),
      payload: { keyNo, listId: list.id, body: 'UBO checked against the register' },
    });
    expect(note.statusCode).toBe(201);
    const noteId = note.json().id as number;

    // The member it is shared with reads it and its notes.
    const read = await app.inject({
      url: `/webapi/saas/team/lists/${list.id}`,
      headers: authHeaders(chosen),
    });
    expect(read.json().items.map((item: { keyNo: string }) => item.keyNo)).toEqual([keyNo]);
    const notes = await app.inject({
      url: `/webapi/saas/team/lists/${list.id}/notes`,
      headers: authHeaders(chosen),
    });
    expect(notes.json()).toMatchObject([
      { id: noteId, author: author.loginName, body: 'UBO checked against the register' },
    ]);

    // A teammate it is not shared with, and a member of another team: 404 everywhere.
    const stranger = await loginAs(app, 'demo_individual');
    expect((await getTeam(app, stranger)).statusCode).toBe(200);
    for (const user of [outsider, stranger]) {
      for (const url of [
        `/webapi/saas/team/lists/${list.id}`,
        `/webapi/saas/team/lists/${list.id}/notes`,
        `/webapi/saas/team/lists/${list.id}/export.csv`,
      ])
        expect((await app.inject({ url, headers: authHeaders(user) })).statusCode, url).toBe(404);
      const addTo = await app.inject({
        method: 'POST',
        url: `/webapi/saas/team/lists/${list.id}/items`,
        headers: authHeaders(user),
        payload: { keyNo },
      });
      expect([403, 404]).toContain(addTo.statusCode);
      const edit = await app.inject({
        method: 'PATCH',
        url: `/webapi/saas/team/notes/${noteId}`,
        headers: authHeaders(user),
        payload: { body: 'changed' },
      });
      expect(edit.statusCode).toBe(404);
      const lists = (
        await app.inject({ url: '/webapi/saas/team/lists', headers: authHeaders(user) })
      ).json();
      expect(lists.some((l: { id: number }) => l.id === list.id)).toBe(false);
    }

    // A team note: every member sees it; an edit keeps the earlier text; a delete leaves a mark.
    const teamNote = (
      await app.inject({
        method: 'POST',
        url: '/webapi/saas/team/notes',
        headers: authHeaders(author),
        payload: { keyNo, body: 'First text' },
      })
    ).json();
    const edited = await app.inject({
      method: 'PATCH',
      url: `/webapi/saas/team/notes/${teamNote.id}`,
      headers: authHeaders(author),
      payload: { body: 'Second text' },
    });
    expect(edited.json()).toMatchObject({ body: 'Second text', history: [{ body: 'First text' }] });
    expect(edited.json().editedAt).not.toBeNull();
    const notAuthor = await app.inject({
      method: 'PATCH',
      url: `/webapi/saas/team/notes/${teamNote.id}`,
      headers: authHeaders(outsider),
      payload: { body: 'Not mine' },
    });
    expect(notAuthor.statusCode).toBe(403);
    const seen = (
      await app.inject({
        url: `/webapi/saas/team/notes?keyNo=${keyNo}`,
        headers: authHeaders(outsider),
      })
    ).json();
    expect(seen).toMatchObject([
      { id: teamNote.id, author: author.loginName, body: 'Second text' },
    ]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/webapi/saas/team/notes/${teamNote.id}`,
      headers: authHeaders(owner),
    });
    expect(deleted.json()).toMatchObject({
      deleted: true,
      body: null,
      deletedBy: 'demo_company',
      author: author.loginName,
      history: [],
    });
    const afterDelete = (
      await app.inject({
        url: `/webapi/saas/team/notes?keyNo=${keyNo}`,
        headers: authHeaders(author),
      })
    ).json();
    expect(afterDelete).toMatchObject([{ id: teamNote.id, deleted: true, body: null }]);
    // Another team sees none of this team's notes.
    const strangerNotes = (
      await app.inject({
        url: `/webapi/saas/team/notes?keyNo=${keyNo}`,
        headers: authHeaders(stranger),
      })
    ).json();
    expect(strangerNotes).toEqual([]);
  });

  it('audits searches, views, orders, downloads, exports and membership changes; filters; CSV; the check names an altered row', {
    timeout: 60_000,
  }, async () => {
    const analyst = await addMember(app, mailer, owner, 'analyst');
    const analystId = await userIdOf(db, analyst);
    for (let i = 0; i < 2; i += 1)
      await app.inject({
        url: `/webapi/saas/search?q=${encodeURIComponent(searchWord)}`,
        headers: authHeaders(analyst),
      });
    // The team lists page names a company by its summary at every visit: not a company view.
    for (let i = 0; i < 2; i += 1) {
      const summary = await app.inject({
        url: `/webapi/saas/enterprise/${keyNos[7]}/summary`,
        headers: authHeaders(analyst),
      });
      expect(summary.statusCode).toBe(200);
      expect(summary.json().company).toMatchObject({
        keyNo: keyNos[7],
        nameEn: expect.any(String),
      });
    }
    await app.inject({
      url: `/webapi/saas/enterprise/${keyNos[7]}`,
      headers: authHeaders(analyst),
    });
    await app.inject({
      url: `/webapi/saas/enterprise/${keyNos[7]}`,
      headers: authHeaders(analyst),
    });

    const page = await app.inject({
      url: `/webapi/saas/team/audit?userId=${analystId}`,
      headers: authHeaders(owner),
    });
    const actions = page.json().items.map((row: { action: string }) => row.action);
    // Every view, not only the first: two searches and two views, newest first, then the join.
    expect(actions).toEqual(['company.view', 'company.view', 'search', 'search', 'member.join']);
    expect(page.json().items[0]).toMatchObject({ loginName: analyst.loginName, target: keyNos[7] });
    expect(page.json().items[0].targetNameEn).toEqual(expect.any(String));
    // A list is named by its name, not its id.
    const created = (
      await app.inject({
        url: '/webapi/saas/team/audit?action=list.create',
        headers: authHeaders(owner),
      })
    ).json().items as { target: string; targetName: string; targetNameEn: string }[];
    expect(created.find((row) => row.targetName === 'Matrix')).toMatchObject({
      target: expect.stringMatching(/^list \d+$/),
      targetNameEn: 'Matrix',
    });

    const members = (
      await app.inject({
        url: '/webapi/saas/team/audit?action=member',
        headers: authHeaders(owner),
      })
    ).json().items;
    expect(members.length).toBeGreaterThan(0);
    expect(members.every((row: { action: string }) => row.action.startsWith('member.'))).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const dated = (
      await app.inject({
        url: `/webapi/saas/team/audit?from=${today}&to=${today}&userId=${analystId}`,
        headers: authHeaders(owner),
      })
    ).json().items;
    expect(dated).toHaveLength(5);
    const past = (
      await app.inject({
        url: `/webapi/saas/team/audit?to=2020-01-01`,
        headers: authHeaders(owner),
      })
    ).json().items;
    expect(past).toEqual([]);

    const csv = await app.inject({
      url: `/webapi/saas/team/audit.csv?userId=${analystId}`,
      headers: authHeaders(owner),
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"id","time","user","action","target","detail"');
    expect(lines).toHaveLength(6);
    const exported = (
      await app.inject({
        url: '/webapi/saas/team/audit?action=export',
        headers: authHeaders(owner),
      })
    ).json().items;
    expect(exported[0]).toMatchObject({
      action: 'export',
      target: 'audit',
      loginName: 'demo_company',
    });

    const intact = (
      await app.inject({ url: '/webapi/saas/team/audit/check', headers: authHeaders(owner) })
    ).json();
    expect(intact).toMatchObject({ ok: true, firstAltered: null });
    expect(intact.checked).toBeGreaterThanOrEqual(6);

    // The trail refuses changes ...
    const target = page.json().items[2].id as string;
    await expect(
      db.query("UPDATE audit_log SET detail = 'x' WHERE id = $1", [target]),
    ).rejects.toThrow(/append-only/);
    // ... and when someone with the table's ownership goes around that, the check names the row.
    await db.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
    await db.query("UPDATE audit_log SET target = 'something else' WHERE id = $1", [target]);
    await db.exec('ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only');
    const altered = (
      await app.inject({ url: '/webapi/saas/team/audit/check', headers: authHeaders(owner) })
    ).json();
    expect(altered).toMatchObject({ ok: false, firstAltered: { id: target, action: 'search' } });
  });
});

describe('the audit check command', () => {
  it('names the first altered row of a chain and exits 1; 0 when intact', {
    timeout: 120_000,
  }, async () => {
    const dataDir = join(tmpdir(), `kyc-audit-cli-${process.pid}-${Date.now()}`);
    const db = await openDatabase({ dataDir });
    const ids: string[] = [];
    for (const action of ['search', 'company.view', 'export'])
      ids.push(
        (await db.transaction((tx) => appendAudit(tx, { teamId: 7, userId: 1, action }))).id,
      );
    await db.close();
    const run = () =>
      new Promise<{ code: number; stdout: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', '--conditions=@kyc/source', 'src/teams/audit-cli.ts'],
          { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
          (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
        );
      });
    try {
      expect(await run()).toEqual({ code: 0, stdout: 'team 7: 3 rows, chain intact\n' });
      const reopened = await openDatabase({ dataDir });
      await reopened.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only');
      await reopened.query("UPDATE audit_log SET action = 'search' WHERE id = $1", [ids[1]]);
      await reopened.close();
      const altered = await run();
      expect(altered.code).toBe(1);
      expect(altered.stdout).toMatch(new RegExp(`^team 7: ALTERED at row ${ids[1]} \\(search, `));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the mail path', () => {
  it('sends through a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outDir: tmpdir() });
    try {
      await mailer.send({
        to: 'li.na@example.com',
        subject: 'Join',
        text: 'Open https://x.test/team-join?token=abc',
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: li.na@example.com');
      expect(received[0]).toContain('https://x.test/team-join?token=abc');
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('without SMTP_URL writes each message as an .eml file and logs its link once', async () => {
    const outDir = join(tmpdir(), `kyc-mail-test-${process.pid}-${Date.now()}`);
    const lines: string[] = [];
    const mailer = createMailer({ outDir, log: (line) => lines.push(line) });
    try {
      const sent = await mailer.send({
        to: 'wang.wei@example.com',
        subject: 'Join',
        text: 'Open https://x.test/team-join?token=def',
        link: 'https://x.test/team-join?token=def',
      });
      const files = await readdir(outDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      expect(sent.file).toBe(join(outDir, files[0] as string));
      const eml = await readFile(sent.file as string, 'utf8');
      expect(eml).toContain('To: wang.wei@example.com');
      expect(eml).toContain('https://x.test/team-join?token=def');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('link: https://x.test/team-join?token=def');
    } finally {
      mailer.close();
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
