import { createHash } from 'node:crypto';
import type { StoredUser } from '@kyc/auth';
import { checkEmail, checkLei, checkMobilePhone, leiCheckDigits } from '@kyc/validators';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PIXEL } from '../src/analytics/routes';
import { buildApp } from '../src/app';
import { PAGE_SIZES } from '../src/companies/search';
import { normalizeText } from '../src/lib/grams';
import {
  type CompanyRow,
  generateCompany,
  generateHoldings,
  generateReport,
} from '../src/seed/generate';
import { DEFAULT_SEED } from '../src/seed/seed';
import {
  authHeaders,
  backends,
  freshAddress,
  loginAs,
  SITE_ORIGIN,
  startService,
  TEST_COMPANIES,
  type TestService,
} from './helpers';

const plan = { companies: TEST_COMPANIES, seed: DEFAULT_SEED };
const companies: CompanyRow[] = Array.from({ length: plan.companies }, (_, i) =>
  generateCompany(plan, i),
);

describe.each(backends)('data endpoints on $name', (backend) => {
  let service: TestService;
  let user: StoredUser;
  let headers: Record<string, string>;
  beforeAll(async () => {
    service = await startService(backend);
    user = await loginAs(service.app, 'demo_formal');
    headers = authHeaders(user);
  });
  afterAll(async () => {
    await service?.close();
  });

  const search = (query: string, extra: Record<string, string> = headers) =>
    service.app.inject({ url: `/webapi/saas/search?${query}`, headers: extra });

  describe('an account past its end date', () => {
    it('signs in and sees its plan, but search and company data answer 403 with a renew message', async () => {
      const expired = await loginAs(service.app, 'demo_expired');
      const expiredHeaders = authHeaders(expired);
      const me = await service.app.inject({ url: '/webapi/saas/user/me', headers: expiredHeaders });
      expect(me.statusCode).toBe(200);
      const packages = await service.app.inject({
        url: '/webapi/service-packages',
        headers: expiredHeaders,
      });
      expect(packages.statusCode).toBe(200);
      const searched = await search('q=acme', expiredHeaders);
      expect(searched.statusCode).toBe(403);
      expect(searched.json()).toMatchObject({ code: 'PLAN_EXPIRED' });
      expect(searched.json().message).toContain('续费');
      const company = companies[0]?.key_no as string;
      const details = await service.app.inject({
        url: `/webapi/saas/enterprise/${company}?lang=en`,
        headers: expiredHeaders,
      });
      expect(details.statusCode).toBe(403);
      expect(details.json().message).toMatch(/renew/);
      // The same requests with a current plan are answered.
      expect((await search('q=acme')).statusCode).toBe(200);
    });
  });

  describe('GET /webapi/saas/search', () => {
    it.each([
      [
        'a Chinese fragment',
        (c: CompanyRow) => c.jurisdiction === 'CN',
        (c: CompanyRow) => (c.name_zh as string).slice(2, 4),
      ],
      [
        'a one-character Chinese query',
        (c: CompanyRow) => c.jurisdiction === 'CN',
        (c: CompanyRow) => (c.name_zh as string).slice(2, 3),
      ],
      [
        'a partial English word',
        (c: CompanyRow) => c.jurisdiction === 'GB',
        (c: CompanyRow) => c.name_en.split(' ')[0]?.slice(1, 5) as string,
      ],
      [
        'two English words in any case',
        (c: CompanyRow) => c.jurisdiction === 'HK',
        (c: CompanyRow) => c.name_en.split(' ').slice(0, 2).join(' ').toUpperCase(),
      ],
      [
        'a traditional Chinese name',
        (c: CompanyRow) => c.jurisdiction === 'HK' && c.name_zh !== null,
        (c: CompanyRow) => c.name_zh as string,
      ],
    ])('finds names by %s, every result containing it', async (_, pick, queryOf) => {
      const target = companies.find(pick) as CompanyRow;
      const q = queryOf(target);
      const response = await search(`q=${encodeURIComponent(q)}&pageSize=100`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.matchedBy).toBe('name');
      const expected = companies.filter((c) => {
        const text = normalizeText(`${c.name_zh ?? ''} | ${c.name_en}`);
        return normalizeText(q)
          .split(/\s+/)
          .every((word) => text.includes(word));
      });
      expect(body.total).toBe(Math.min(expected.length, 1000));
      expect(body.items.map((item: { keyNo: string }) => item.keyNo)).toContain(target.key_no);
      const scores = body.items.map(
        (item: { keyNo: string }) => companies.find((c) => c.key_no === item.keyNo)?.score,
      );
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });

    it.each([
      ['USCC', (c: CompanyRow) => c.uscc],
      ['LEI', (c: CompanyRow) => c.lei],
      ['registration number', (c: CompanyRow) => c.reg_no],
    ])('finds a company by its full %s', async (_, idOf) => {
      const target = companies.find((c) => idOf(c) && c.jurisdiction !== 'US') as CompanyRow;
      const body = (await search(`q=${idOf(target)}`)).json();
      expect(body.matchedBy).toBe('identifier');
      expect(body.items[0].keyNo).toBe(target.key_no);
    });

    it('finds identifiers by prefix, and lower-case USCCs', async () => {
      const target = companies.find((c) => c.uscc) as CompanyRow;
      const prefix = (target.uscc as string).slice(0, 10);
      const body = (await search(`q=${prefix.toLowerCase()}`)).json();
      const expected = companies.filter(
        (c) =>
          c.uscc?.startsWith(prefix) || c.reg_no.startsWith(prefix) || c.lei?.startsWith(prefix),
      );
      expect(body.total).toBe(expected.length);
      expect(body.items.map((i: { keyNo: string }) => i.keyNo)).toContain(target.key_no);
    });

    it('returns names in Chinese and English with status, capital and identifiers', async () => {
      const target = companies.find((c) => c.jurisdiction === 'CN') as CompanyRow;
      const item = (await search(`q=${target.uscc}`)).json().items[0];
      expect(item).toMatchObject({
        keyNo: target.key_no,
        name: target.name_zh,
        nameZh: target.name_zh,
        nameEn: target.name_en,
        jurisdiction: 'CN',
        regNo: target.reg_no,
        uscc: target.uscc,
        registeredCapital: target.registered_capital,
        established: target.established,
        status: target.status,
      });
      expect(item.statusEn).toMatch(/^[A-Z]/);
    });

    it.each(PAGE_SIZES)('pages with size %i without overlap', async (pageSize) => {
      const first = (await search(`q=co&pageSize=${pageSize}&page=1`)).json();
      const second = (await search(`q=co&pageSize=${pageSize}&page=2`)).json();
      expect(first.items).toHaveLength(Math.min(pageSize, first.total));
      const keys = new Set(first.items.map((i: { keyNo: string }) => i.keyNo));
      for (const item of second.items) expect(keys.has(item.keyNo)).toBe(false);
    });

    it('defaults to page 1 of 20', async () => {
      const body = (await search('q=co')).json();
      expect([body.page, body.pageSize]).toEqual([1, 20]);
    });

    it('answers nothing found with an empty page', async () => {
      const body = (await search(`q=${encodeURIComponent('不存在的名字')}`)).json();
      expect(body).toMatchObject({ total: 0, items: [] });
    });

    it.each([
      ['q=', 'q'],
      ['', 'q'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=co&pageSize=15', 'pageSize'],
      ['q=co&page=0', 'page'],
      ['q=co&page=abc', 'page'],
    ])('answers ?%s with 400 on %s', async (query, field) => {
      const response = await search(query);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    });

    it('needs a session', async () => {
      expect((await search('q=co', {})).statusCode).toBe(401);
    });

    it('searches once for identical requests that arrive together, and answers each', async () => {
      const spy = vi.spyOn(service.app.companySearch, 'search');
      try {
        const q = encodeURIComponent((companies[3] as CompanyRow).name_en.slice(0, 6));
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => search(`q=${q}&pageSize=10`)),
        );
        expect(spy).toHaveBeenCalledTimes(1);
        expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
        expect(answers[0]?.json().items.length).toBeGreaterThan(0);
      } finally {
        spy.mockRestore();
      }
    });
  });

  describe('GET /webapi/saas/enterprise/:keyNo', () => {
    it('gives the company, officers, shareholders and a graph with its cycle', async () => {
      // Companies 1 and 2 hold each other (every 500th pair does).
      const response = await service.app.inject({
        url: `/webapi/saas/enterprise/${companies[0]?.key_no}?depth=3`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.company).toMatchObject({
        keyNo: companies[0]?.key_no,
        nameEn: companies[0]?.name_en,
        address: companies[0]?.address,
      });
      expect(body.executives.length).toBeGreaterThan(0);
      expect(body.company.legalRepresentative).toBe(body.executives[0].name);
      const holdings = generateHoldings(plan, companies[0] as CompanyRow);
      expect(body.shareholders.map((s: { percent: number }) => s.percent).sort()).toEqual(
        holdings.map((h) => h.percent).sort(),
      );
      expect(
        body.shareholders.reduce((sum: number, s: { percent: number }) => sum + s.percent, 0),
      ).toBeCloseTo(100, 2);
      const ids = new Map(
        body.graph.nodes.map((n: { id: string; keyNo: string }) => [n.keyNo, n.id]),
      );
      const one = ids.get(companies[0]?.key_no);
      const two = ids.get(companies[1]?.key_no);
      const edge = (from: unknown, to: unknown) =>
        body.graph.edges.some((e: { from: string; to: string }) => e.from === from && e.to === to);
      expect(edge(two, one)).toBe(true);
      expect(edge(one, two)).toBe(true);
      expect(
        Math.max(...body.graph.nodes.map((n: { depth: number }) => n.depth)),
      ).toBeLessThanOrEqual(3);
      for (const e of body.graph.edges) {
        expect(body.graph.nodes.some((n: { id: string }) => n.id === e.from)).toBe(true);
      }
      expect(
        body.beneficialOwners.every(
          (o: { percent: number; rules: string[] }) =>
            o.rules.includes('equity') === o.percent >= 25,
        ),
      ).toBe(true);
    });

    it('goes several layers up by default', async () => {
      const deep = companies.find(
        (c) => c.id > 100 && generateHoldings(plan, c).some((h) => h.holder_company_id),
      ) as CompanyRow;
      const body = (
        await service.app.inject({ url: `/webapi/saas/enterprise/${deep.key_no}`, headers })
      ).json();
      expect(body.graph.depth).toBe(4);
      expect(
        Math.max(...body.graph.nodes.map((n: { depth: number }) => n.depth)),
      ).toBeGreaterThanOrEqual(2);
    });

    it('answers an unknown company with 404 and a malformed key or depth with 400', async () => {
      expect(
        (await service.app.inject({ url: `/webapi/saas/enterprise/${'0'.repeat(32)}`, headers }))
          .statusCode,
      ).toBe(404);
      expect(
        (await service.app.inject({ url: '/webapi/saas/enterprise/nope', headers })).statusCode,
      ).toBe(400);
      expect(
        (
          await service.app.inject({
            url: `/webapi/saas/enterprise/${companies[0]?.key_no}?depth=99`,
            headers,
          })
        ).statusCode,
      ).toBe(400);
    });

    it('needs a session', async () => {
      expect(
        (await service.app.inject({ url: `/webapi/saas/enterprise/${companies[0]?.key_no}` }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('GET /webapi/lei/:lei', () => {
    it('looks an LEI up', async () => {
      const target = companies.find((c) => c.lei) as CompanyRow;
      const response = await service.app.inject({ url: `/webapi/lei/${target.lei}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        lei: target.lei,
        legalName: target.name_en,
        otherName: target.name_zh,
        jurisdiction: target.jurisdiction,
        registrationStatus: target.lei_status,
        initialRegistrationDate: target.lei_registered_at,
        nextRenewalDate: target.lei_next_renewal,
        managingLou: target.lei?.slice(0, 4),
      });
    });

    it('answers a well-formed LEI nobody has with 404', async () => {
      const body = '549300ZZZZZZZZZZZZ';
      const response = await service.app.inject({
        url: `/webapi/lei/${body}${leiCheckDigits(body)}`,
      });
      expect(response.statusCode).toBe(404);
    });

    it.each(['5493001KJTIIGC8Y1R13', 'ABC', '5493001KJTIIGC8Y1R1!'])(
      'answers the malformed LEI %s with 400',
      async (lei) => {
        const response = await service.app.inject({
          url: `/webapi/lei/${encodeURIComponent(lei)}?lang=en`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ errors: { lei: checkLei(lei, { locale: 'en' }) } });
      },
    );
  });

  describe('POST /webapi/verify-doc', () => {
    const verify = (payload: unknown) =>
      service.app.inject({ method: 'POST', url: '/webapi/verify-doc', payload: payload as object });

    it('says genuine for the right number and code, with the report', async () => {
      const report = generateReport(plan, companies[20] as CompanyRow);
      const response = await verify({
        reportNo: report?.report_no,
        verifyCode: report?.verify_code.toLowerCase(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        genuine: true,
        report: {
          reportNo: report?.report_no,
          reportType: report?.report_type,
          pages: report?.pages,
          company: { keyNo: companies[20]?.key_no },
        },
      });
    });

    it.each([
      ['a wrong code', (no: string) => ({ reportNo: no, verifyCode: 'WRONG123' })],
      ['an unknown report', () => ({ reportNo: 'KYC20990101999999', verifyCode: 'ABCDEFGH' })],
    ])('says not genuine for %s, without details', async (_, body) => {
      const report = generateReport(plan, companies[0] as CompanyRow);
      const response = await verify(body(report?.report_no as string));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ genuine: false });
    });

    it('answers missing fields with 400', async () => {
      const response = await verify({ reportNo: ' ' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        reportNo: '请输入报告编号',
        verifyCode: '请输入验证码',
      });
    });
  });

  describe('GET /webapi/system/status', () => {
    it('reports the database reachable and its latency', async () => {
      const response = await service.app.inject({ url: '/webapi/system/status' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('ok');
      expect(body.checks).toHaveLength(2);
      expect(body.checks[0]).toMatchObject({ name: 'database', ok: true });
      expect(body.checks[0].latencyMs).toBeGreaterThanOrEqual(0);
      expect(body.checks[1]).toMatchObject({ name: 'search-index', ok: true });
      expect(body.checks[1].detail).toMatch(`in-memory index of ${plan.companies} companies`);
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });

  describe('GET /webapi/service-packages', () => {
    const prices = async (extra: Record<string, string>) => {
      const body = (
        await service.app.inject({ url: '/webapi/service-packages', headers: extra })
      ).json();
      return {
        visible: body.pricesVisible,
        prices: body.packages.map((p: { price: number | null }) => p.price),
      };
    };

    it('lists the packages with prices for a main user', async () => {
      const { visible, prices: list } = await prices(headers);
      expect(visible).toBe(true);
      expect(list).toEqual([0, 19800, 59800, 0.5]);
    });

    it('shows prices when showCredit is Y', async () => {
      expect(
        (await prices(authHeaders(await loginAs(service.app, 'demo_formal_90')))).visible,
      ).toBe(true);
    });

    it('hides prices from users who may not see them and from visitors', async () => {
      const trial = await prices(authHeaders(await loginAs(service.app, 'demo_trial')));
      expect(trial).toEqual({ visible: false, prices: [null, null, null, null] });
      expect((await prices({})).visible).toBe(false);
    });
  });

  describe('demo requests and registrations', () => {
    const valid = {
      name: '李伟',
      company: '上海示例科技有限公司',
      email: 'li.wei@example.com',
      phone: '13912345678',
      message: '想了解API',
    };

    it.each(['demo-request', 'register'])('stores a %s and lets an admin read it', async (path) => {
      const response = await service.app.inject({
        method: 'POST',
        url: `/webapi/leads/${path}`,
        payload: { ...valid, company: `${path} Ltd` },
      });
      expect(response.statusCode).toBe(201);
      const admin = await service.app.inject({ url: '/webapi/saas/admin/leads', headers });
      expect(admin.statusCode).toBe(200);
      expect(admin.json().items[0]).toMatchObject({
        id: response.json().id,
        company: `${path} Ltd`,
        email: valid.email,
      });
    });

    it('answers bad fields with the validators’ messages, in English when asked', async () => {
      const zh = await service.app.inject({
        method: 'POST',
        url: '/webapi/leads/demo-request',
        payload: { email: 'a@b', phone: '123' },
      });
      expect(zh.statusCode).toBe(400);
      expect(zh.json().errors).toEqual({
        name: '请输入姓名',
        company: '请输入公司名称',
        email: checkEmail('a@b'),
        phone: checkMobilePhone('123'),
      });
      const en = await service.app.inject({
        method: 'POST',
        url: '/webapi/leads/register?lang=en',
        payload: { ...valid, email: '' },
      });
      expect(en.json().errors).toEqual({ email: checkEmail('', { locale: 'en' }) });
    });

    it('stores international numbers in E.164 and checks them for their country', async () => {
      const stored = async (phone: string) => {
        const response = await service.app.inject({
          method: 'POST',
          url: '/webapi/leads/demo-request',
          payload: { ...valid, phone },
          remoteAddress: freshAddress(),
        });
        expect(response.statusCode, `${phone}: ${response.body}`).toBe(201);
        const { rows } = await service.db.query<{ phone: string }>(
          'SELECT phone FROM leads WHERE id = $1',
          [response.json().id],
        );
        return rows[0]?.phone;
      };
      // A UK mobile is no longer cut to 11 characters; mainland mobiles are stored with +86.
      expect(await stored('+447911123456')).toBe('+447911123456');
      expect(await stored('+44 7911 123-456')).toBe('+447911123456');
      expect(await stored('+1 (202) 555-0123')).toBe('+12025550123');
      expect(await stored('+8613912345678')).toBe('+8613912345678');
      expect(await stored('13912345678')).toBe('+8613912345678');

      const refused = async (phone: string, lang = 'zh-CN') => {
        const response = await service.app.inject({
          method: 'POST',
          url: `/webapi/leads/demo-request?lang=${lang}`,
          payload: { ...valid, phone },
        });
        expect(response.statusCode).toBe(400);
        return response.json().errors;
      };
      expect(await refused('+4477009001')).toEqual({ phone: '电话号码格式不正确，请重新输入' });
      expect(await refused('+44abc', 'en')).toEqual({
        phone: 'Incorrect phone number format, please re-enter',
      });
      // +86 keeps the mainland rule and its messages exactly.
      expect(await refused('+8610012345678')).toEqual({ phone: checkMobilePhone('10012345678') });
      expect(await refused('+86 1391234567', 'en')).toEqual({
        phone: checkMobilePhone('1391234567', { locale: 'en' }),
      });
      expect(await refused('+86')).toEqual({ phone: checkMobilePhone('') });
    });

    it('refuses oversized bodies and fields', async () => {
      const big = await service.app.inject({
        method: 'POST',
        url: '/webapi/leads/demo-request',
        payload: { ...valid, message: 'x'.repeat(70_000) },
      });
      expect(big.statusCode).toBe(413);
      const long = await service.app.inject({
        method: 'POST',
        url: '/webapi/leads/demo-request',
        payload: { ...valid, message: 'x'.repeat(2001) },
      });
      expect(long.statusCode).toBe(400);
      expect(Object.keys(long.json().errors)).toEqual(['message']);
    });

    it('keeps the admin list for administrators', async () => {
      const trial = await loginAs(service.app, 'demo_trial');
      expect(
        (await service.app.inject({ url: '/webapi/saas/admin/leads', headers: authHeaders(trial) }))
          .statusCode,
      ).toBe(403);
      expect((await service.app.inject({ url: '/webapi/saas/admin/leads' })).statusCode).toBe(401);
    });
  });

  describe('analytics host', () => {
    it('stores each beacon of /s.gif and answers a 1×1 GIF', async () => {
      const entity = JSON.stringify({ page: '/live-search', q: '华信' });
      const query = new URLSearchParams({
        appName: 'kyc-pc-web',
        event: 'page_view',
        rs: '1920x1080',
        entity,
        uid: 'u-1',
        us: 'x',
        platform: 'pc',
        did: 'd-1',
        tempDid: 't-1',
        ref: 'https://ref.example/',
        originUrl: `${SITE_ORIGIN}/live-search`,
        t: '1735689600000',
      });
      const response = await service.app.inject({
        url: `/s.gif?${query}`,
        headers: { 'user-agent': 'vitest' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/gif');
      expect(response.rawPayload.equals(PIXEL)).toBe(true);
      await service.app.beacons.flush();
      const { rows } = await service.db.query("SELECT * FROM beacons WHERE did = 'd-1'");
      expect(rows[0]).toMatchObject({
        app_name: 'kyc-pc-web',
        event: 'page_view',
        rs: '1920x1080',
        entity,
        uid: 'u-1',
        platform: 'pc',
        temp_did: 't-1',
        ref: 'https://ref.example/',
        origin_url: `${SITE_ORIGIN}/live-search`,
        t: '1735689600000',
        user_agent: 'vitest',
      });
    });

    it('answers the GIF for empty and odd beacons too', async () => {
      for (const url of [
        '/s.gif',
        '/s.gif?event=x&event=y',
        `/s.gif?entity=${'%7B'.repeat(3000)}`,
      ]) {
        const response = await service.app.inject({ url });
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(PIXEL)).toBe(true);
      }
      await service.app.beacons.flush();
      const { rows } = await service.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM beacons WHERE event IN ('x') OR length(entity) = 2000",
      );
      expect(rows[0]?.n).toBe(2);
    });

    it('serves the @kyc/analytics-sdk hub page at /sdk/index.html with the site as allowed origin', async () => {
      const response = await service.app.inject({ url: '/sdk/index.html' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toMatch(/^<!doctype html>/i);
      expect(response.body).toContain('Content-Security-Policy');
      expect(response.body).toContain(SITE_ORIGIN);
      // The headers a meta tag cannot carry: who may frame it, and its script by hash.
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain(`frame-ancestors ${SITE_ORIGIN}`);
      expect(csp).toContain("default-src 'none'");
      const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1] ?? '';
      const hash = createHash('sha256').update(script).digest('base64');
      expect(csp).toContain(`script-src 'sha256-${hash}'`);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      // Behind a TLS-terminating proxy the service trusts, as server.ts sets it up.
      const proxied = await buildApp({
        db: service.db,
        allowedOrigins: [SITE_ORIGIN],
        trustProxy: '127.0.0.1',
      });
      try {
        const overTls = await proxied.inject({
          url: '/sdk/index.html',
          headers: { 'x-forwarded-proto': 'https' },
          remoteAddress: '127.0.0.1',
        });
        expect(overTls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('service-wide behaviour', () => {
    it('serves an OpenAPI 3.1 document naming every endpoint with its responses', async () => {
      const response = await service.app.inject({ url: '/webapi/openapi.json' });
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toBe('3.1.0');
      const operations = Object.entries(
        doc.paths as Record<string, Record<string, { responses: object }>>,
      ).flatMap(([path, methods]) =>
        Object.entries(methods).map(
          ([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const,
        ),
      );
      expect(operations.map(([name]) => name).sort()).toEqual([
        'DELETE /webapi/saas/monitoring/watches/companies/{keyNo}',
        'DELETE /webapi/saas/monitoring/watches/lists/{id}',
        'DELETE /webapi/saas/team/invitations/{id}',
        'DELETE /webapi/saas/team/lists/{id}/items/{keyNo}',
        'DELETE /webapi/saas/team/members/{id}',
        'DELETE /webapi/saas/team/notes/{id}',
        'GET /s.gif',
        'GET /sdk/index.html',
        'GET /webapi/lei/{lei}',
        'GET /webapi/monitoring/unsubscribe',
        'GET /webapi/saas/admin/leads',
        'GET /webapi/saas/api/keys',
        'GET /webapi/saas/api/prices',
        'GET /webapi/saas/api/usage',
        'GET /webapi/saas/enterprise/{keyNo}',
        'GET /webapi/saas/enterprise/{keyNo}/bods',
        'GET /webapi/saas/enterprise/{keyNo}/history',
        'GET /webapi/saas/enterprise/{keyNo}/summary',
        'GET /webapi/saas/monitoring/alerts',
        'GET /webapi/saas/monitoring/alerts/unread',
        'GET /webapi/saas/monitoring/cost',
        'GET /webapi/saas/monitoring/mail',
        'GET /webapi/saas/monitoring/watched',
        'GET /webapi/saas/monitoring/watches',
        'GET /webapi/saas/monitoring/watches/companies/{keyNo}',
        'GET /webapi/saas/portfolios',
        'GET /webapi/saas/portfolios/{id}',
        'GET /webapi/saas/portfolios/{id}/unmatched.csv',
        'GET /webapi/saas/reports/catalogue',
        'GET /webapi/saas/reports/orders',
        'GET /webapi/saas/reports/orders/{id}',
        'GET /webapi/saas/reports/orders/{id}/pdf',
        'GET /webapi/saas/search',
        'GET /webapi/saas/service/requests/{reference}',
        'GET /webapi/saas/team',
        'GET /webapi/saas/team/audit',
        'GET /webapi/saas/team/audit.csv',
        'GET /webapi/saas/team/audit/check',
        'GET /webapi/saas/team/lists',
        'GET /webapi/saas/team/lists/{id}',
        'GET /webapi/saas/team/lists/{id}/export.csv',
        'GET /webapi/saas/team/lists/{id}/notes',
        'GET /webapi/saas/team/notes',
        'GET /webapi/saas/team/requests',
        'GET /webapi/saas/user/me',
        'GET /webapi/saas/user/op-log/list',
        'GET /webapi/service-packages',
        'GET /webapi/showcase/ownership',
        'GET /webapi/system/status',
        'GET /webapi/team/invitation',
        'PATCH /webapi/saas/team',
        'PATCH /webapi/saas/team/members/{id}',
        'PATCH /webapi/saas/team/notes/{id}',
        'POST /webapi/leads/demo-request',
        'POST /webapi/leads/register',
        'POST /webapi/monitoring/unsubscribe',
        'POST /webapi/saas/api/keys',
        'POST /webapi/saas/api/keys/{id}/revoke',
        'POST /webapi/saas/api/keys/{id}/rotate',
        'POST /webapi/saas/monitoring/alerts/read-all',
        'POST /webapi/saas/monitoring/alerts/{eventId}/read',
        'POST /webapi/saas/monitoring/watches/companies',
        'POST /webapi/saas/monitoring/watches/lists',
        'POST /webapi/saas/portfolios',
        'POST /webapi/saas/portfolios/{id}/choices',
        'POST /webapi/saas/portfolios/{id}/watch',
        'POST /webapi/saas/reports/orders',
        'POST /webapi/saas/service/requests',
        'POST /webapi/saas/team/invitations',
        'POST /webapi/saas/team/lists',
        'POST /webapi/saas/team/lists/{id}/items',
        'POST /webapi/saas/team/notes',
        'POST /webapi/saas/team/requests/{id}/approve',
        'POST /webapi/saas/team/requests/{id}/decline',
        'POST /webapi/saas/user/activate',
        'POST /webapi/saas/user/alive',
        'POST /webapi/saas/user/login',
        'POST /webapi/saas/user/logout',
        'POST /webapi/saas/user/logout-all',
        'POST /webapi/saas/user/mfa/setup',
        'POST /webapi/saas/user/mfa/verify',
        'POST /webapi/saas/user/op-log/save',
        'POST /webapi/team/invitation/accept',
        'POST /webapi/team/invitation/mfa',
        'POST /webapi/verify-doc',
        'POST /webapi/verify-doc/file',
        'PUT /webapi/saas/monitoring/mail',
      ]);
      for (const [, op] of operations)
        expect(Object.keys(op.responses).some((code) => code.startsWith('2'))).toBe(true);
      expect(doc.components.securitySchemes.sessionCookie).toEqual({
        type: 'apiKey',
        in: 'cookie',
        name: 'kyc_session',
      });
    });

    it('answers unknown paths with a JSON 404', async () => {
      const response = await service.app.inject({ url: '/webapi/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: '接口不存在' });
    });
  });
});
