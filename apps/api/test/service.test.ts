import type { StoredUser } from '@kyc/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPackageCode } from '../src/service/routes';
import {
  authHeaders,
  backends,
  cookieHeader,
  loginAs,
  SITE_ORIGIN,
  startService,
  type TestService,
} from './helpers';

const REFERENCE = /^SR-\d{8}-\d{4,}$/;

describe('currentPackageCode', () => {
  it.each([
    [{ acctType: 1, payType: 'P' }, 'STANDARD'],
    [{ acctType: 1, payType: 'A' }, 'API_PAYG'],
    [{ acctType: 2, payType: 'P', category: 'SET_T' }, 'TRIAL'],
    [{ acctType: 3, payType: 'A' }, 'API_PAYG'],
    [{ acctType: 3, payType: 'P' }, 'STANDARD'],
    [{ acctType: 4, payType: 'P' }, 'PROFESSIONAL'],
    [{ acctType: '1' }, 'STANDARD'],
    [{}, null],
    [null, null],
  ])('%j → %s', (profile, code) => {
    expect(currentPackageCode(profile)).toBe(code);
  });
});

describe.each(backends)('service requests on $name', (backend) => {
  let service: TestService;
  const users: Record<string, StoredUser> = {};
  beforeAll(async () => {
    service = await startService(backend);
    for (const name of ['demo_formal', 'demo_trial', 'demo_individual', 'demo_company'])
      users[name] = await loginAs(service.app, name);
  });
  afterAll(async () => {
    await service?.close();
  });

  const headersOf = (name: string) => authHeaders(users[name] as StoredUser);
  const ask = (name: string, payload: unknown, query = '') =>
    service.app.inject({
      method: 'POST',
      url: `/webapi/saas/service/requests${query}`,
      headers: headersOf(name),
      payload: payload as Record<string, unknown>,
    });
  const storedCount = async () => {
    const { rows } = await service.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM service_requests',
    );
    return rows[0]?.n ?? 0;
  };

  it.each([
    ['demo_formal', 'STANDARD'],
    ['demo_trial', 'TRIAL'],
    ['demo_individual', 'API_PAYG'],
    ['demo_company', 'PROFESSIONAL'],
  ])('answers the current package of %s: %s', async (name, code) => {
    const response = await service.app.inject({
      url: '/webapi/service-packages',
      headers: headersOf(name),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().current).toBe(code);
  });

  it('answers no current package to a visitor', async () => {
    const response = await service.app.inject({ url: '/webapi/service-packages' });
    expect(response.json()).toMatchObject({ pricesVisible: false, current: null });
  });

  it('stores a purchase at the price of that moment, with its operation, before the 201', async () => {
    const response = await ask('demo_formal', {
      packageCode: 'PROFESSIONAL',
      kind: 'purchase',
      note: '  Five seats, please  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      kind: 'purchase',
      packageCode: 'PROFESSIONAL',
      price: 59800,
      currency: 'CNY',
      note: 'Five seats, please',
    });
    expect(body.reference).toMatch(REFERENCE);
    expect(Date.parse(body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const { rows } = await service.db.query<Record<string, unknown>>(
      `SELECT r.kind, r.package_code, r.price::float8 AS price, r.note, u.login_name
         FROM service_requests r JOIN users u ON u.id = r.user_id WHERE r.reference = $1`,
      [body.reference],
    );
    expect(rows).toEqual([
      {
        kind: 'purchase',
        package_code: 'PROFESSIONAL',
        price: 59800,
        note: 'Five seats, please',
        login_name: 'demo_formal',
      },
    ]);
    const log = await service.app.inject({
      url: '/webapi/saas/user/op-log/list?limit=1',
      headers: headersOf('demo_formal'),
    });
    expect(log.json().items[0]).toMatchObject({
      opType: 'service_confirm',
      relId: `PROFESSIONAL:${body.reference}`,
    });
  });

  it('keeps the price a purchase was made at when the package price changes later', async () => {
    const response = await ask('demo_formal', { packageCode: 'STANDARD', kind: 'purchase' });
    const { reference } = response.json();
    await service.db.query(`UPDATE service_packages SET price = 25000 WHERE code = 'STANDARD'`);
    try {
      const again = await service.app.inject({
        url: `/webapi/saas/service/requests/${reference}`,
        headers: headersOf('demo_formal'),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ reference, price: 19800, note: null });
    } finally {
      await service.db.query(`UPDATE service_packages SET price = 19800 WHERE code = 'STANDARD'`);
    }
  });

  it('refuses a purchase from a user who may not see prices, and stores nothing', async () => {
    const before = await storedCount();
    const response = await ask(
      'demo_trial',
      { packageCode: 'STANDARD', kind: 'purchase' },
      '?lang=en',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'PURCHASE_NOT_ALLOWED',
      message: 'Your account manager arranges purchases for your account: request a call instead',
    });
    expect(await storedCount()).toBe(before);
  });

  it('stores a request for the account manager without a price for a user who may not see it', async () => {
    const response = await ask('demo_trial', { packageCode: 'STANDARD', kind: 'account-manager' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'account-manager',
      packageCode: 'STANDARD',
      price: null,
      currency: 'CNY',
    });
    const log = await service.app.inject({
      url: '/webapi/saas/user/op-log/list?limit=1',
      headers: headersOf('demo_trial'),
    });
    expect(log.json().items[0]).toMatchObject({
      opType: 'service_request',
      relId: `STANDARD:${response.json().reference}`,
    });
  });

  it.each([
    [{ packageCode: 'GOLD', kind: 'purchase' }, 'packageCode', 'No such service package'],
    [{ packageCode: '', kind: 'purchase' }, 'packageCode', 'Please choose a service package'],
    [{ packageCode: 'STANDARD', kind: 'gift' }, 'kind', 'Choose purchase or account-manager'],
    [{ packageCode: 'STANDARD' }, 'kind', 'Choose purchase or account-manager'],
    [
      { packageCode: 'STANDARD', kind: 'purchase', note: 'x'.repeat(501) },
      'note',
      'At most 500 characters',
    ],
    [{ packageCode: 'STANDARD', kind: 'purchase', note: 7 }, 'note', 'Invalid value'],
  ])('answers 400 to %j, storing nothing', async (payload, field, message) => {
    const before = await storedCount();
    const response = await ask('demo_formal', payload, '?lang=en');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 in Chinese by default for an unknown package', async () => {
    const response = await ask('demo_formal', { packageCode: 'GOLD', kind: 'purchase' });
    expect(response.json()).toEqual({ errors: { packageCode: '没有这个服务套餐' } });
  });

  it('accepts a note of exactly 500 characters', async () => {
    const response = await ask('demo_formal', {
      packageCode: 'STANDARD',
      kind: 'account-manager',
      note: '备'.repeat(500),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().note).toHaveLength(500);
  });

  it('needs a session, and a cookie write from the site itself', async () => {
    const anonymous = await service.app.inject({
      method: 'POST',
      url: '/webapi/saas/service/requests',
      payload: { packageCode: 'STANDARD', kind: 'purchase' },
    });
    expect(anonymous.statusCode).toBe(401);
    const cookie = cookieHeader(users.demo_formal as StoredUser);
    const crossSite = await service.app.inject({
      method: 'POST',
      url: '/webapi/saas/service/requests',
      headers: { ...cookie, origin: 'https://evil.example' },
      payload: { packageCode: 'STANDARD', kind: 'purchase' },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await service.app.inject({
      method: 'POST',
      url: '/webapi/saas/service/requests',
      headers: { ...cookie, origin: SITE_ORIGIN },
      payload: { packageCode: 'STANDARD', kind: 'purchase' },
    });
    expect(sameSite.statusCode).toBe(201);
  });

  it('gives every request its own reference, also when they arrive together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ask(i % 2 ? 'demo_formal' : 'demo_company', {
          packageCode: 'STANDARD',
          kind: 'account-manager',
        }),
      ),
    );
    const references = answers.map((answer) => answer.json().reference as string);
    for (const reference of references) expect(reference).toMatch(REFERENCE);
    expect(new Set(references).size).toBe(12);
  });

  it("shows a request only to the user who made it; another user's reference is 404", async () => {
    const mine = (await ask('demo_company', { packageCode: 'TRIAL', kind: 'purchase' })).json();
    const own = await service.app.inject({
      url: `/webapi/saas/service/requests/${mine.reference.toLowerCase()}`,
      headers: headersOf('demo_company'),
    });
    expect(own.json()).toEqual(mine);
    const other = await service.app.inject({
      url: `/webapi/saas/service/requests/${mine.reference}?lang=en`,
      headers: headersOf('demo_formal'),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: 'NOT_FOUND', message: 'No such service request' });
  });
});
