import type { StoredUser } from '@kyc/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GeneratedPortfolio,
  generatePortfolio,
  generatorCompanies,
  portfolioCsv,
} from '../src/portfolios/generate';
import { MAX_PORTFOLIO_BYTES, MAX_PORTFOLIO_ROWS } from '../src/portfolios/read-file';
import {
  authHeaders,
  backends,
  cookieHeader,
  loginAs,
  SITE_ORIGIN,
  startService,
  type TestService,
} from './helpers';
import { xlsxFile, zipBomb } from './portfolio-files';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ReviewRow {
  row: number;
  input: Record<string, string>;
  outcome: 'matched' | 'ambiguous' | 'unmatched';
  matchedBy: string | null;
  company: { keyNo: string } | null;
  candidates: { keyNo: string; score: number }[];
  choice: string | null;
}

function upload(
  app: FastifyInstance,
  user: StoredUser,
  body: string | Buffer | Uint8Array,
  type = 'text/csv',
  fileName = 'portfolio.csv',
) {
  return app.inject({
    method: 'POST',
    url: `/webapi/saas/portfolios?lang=en&fileName=${encodeURIComponent(fileName)}`,
    headers: { ...authHeaders(user), 'content-type': type },
    payload: Buffer.from(body),
  });
}

/** Every row of an upload with one outcome, through the review's pages. */
async function allRows(
  app: FastifyInstance,
  user: StoredUser,
  id: number,
  outcome: string,
): Promise<ReviewRow[]> {
  const rows: ReviewRow[] = [];
  for (let page = 1; ; page++) {
    const response = await app.inject({
      url: `/webapi/saas/portfolios/${id}?outcome=${outcome}&page=${page}&pageSize=200`,
      headers: authHeaders(user),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { total: number; rows: ReviewRow[] };
    rows.push(...body.rows);
    if (page * 200 >= body.total) return rows;
  }
}

function tally(portfolio: GeneratedPortfolio) {
  const count = (outcome: string) => portfolio.answers.filter((a) => a.outcome === outcome).length;
  return {
    matched: count('matched'),
    ambiguous: count('ambiguous'),
    unmatched: count('unmatched'),
  };
}

/**
 * Every row against the file's known answer: its outcome, a matched row's company, and an
 * ambiguous row's candidates (those the answer names must be among them). `firstRow` is the
 * line of the first data row (2: below the header).
 */
async function expectAnswers(
  app: FastifyInstance,
  user: StoredUser,
  id: number,
  portfolio: GeneratedPortfolio,
) {
  const seen = new Set<number>();
  for (const outcome of ['matched', 'ambiguous', 'unmatched'] as const) {
    for (const row of await allRows(app, user, id, outcome)) {
      const answer = portfolio.answers[row.row - 2];
      seen.add(row.row);
      expect({ row: row.row, input: row.input, outcome }).toEqual({
        row: row.row,
        input: row.input,
        outcome: answer?.outcome,
      });
      if (outcome === 'matched') expect(row.company?.keyNo).toBe(answer?.keyNo);
      if (outcome === 'ambiguous') {
        expect(row.candidates.length).toBeLessThanOrEqual(5);
        expect(row.candidates.map((c) => c.keyNo)).toEqual(
          expect.arrayContaining(answer?.candidates ?? []),
        );
      }
    }
  }
  expect(seen.size).toBe(portfolio.answers.length);
}

describe.each(backends)('portfolios on $name', (backend) => {
  let service: TestService;
  let app: FastifyInstance;
  let owner: StoredUser;
  let outsider: StoredUser;
  let big: GeneratedPortfolio;
  let bigId: number;

  beforeAll(async () => {
    service = await startService(backend);
    app = service.app;
    owner = await loginAs(app, 'demo_formal');
    outsider = await loginAs(app, 'demo_company');
    big = generatePortfolio(await generatorCompanies(service.db), { rows: 10_000, seed: 28 });
  });
  afterAll(() => service?.close());

  it('matches a 10 000-row portfolio as its known answers say, row by row', async () => {
    const expected = tally(big);
    // The file has every kind of row, or the counts would prove little.
    for (const kind of ['identifier', 'name', 'ambiguous', 'unmatched'])
      expect(big.answers.filter((a) => a.kind === kind).length).toBeGreaterThan(500);
    const response = await upload(app, owner, portfolioCsv(big), 'text/csv', 'clients.csv');
    expect(response.statusCode).toBe(201);
    const summary = response.json();
    bigId = summary.id;
    expect(summary).toMatchObject({
      fileName: 'clients.csv',
      format: 'csv',
      rows: 10_000,
      counts: { ...expected, chosen: 0, leftOut: 0 },
      columns: {
        name: '企业名称',
        uscc: '统一社会信用代码',
        regNo: '注册号',
        lei: 'LEI',
        jurisdiction: '地区',
        reference: '参考号',
      },
      list: null,
    });
    console.log(
      `[${backend.name}] 10 000 rows matched in ${summary.matchMs} ms:`,
      JSON.stringify(summary.counts),
    );
    await expectAnswers(app, owner, bigId, big);
    // The dry run cost nothing: no ledger row, no invoice, no watch.
    const { rows } = await service.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM api_ledger)::int + (SELECT count(*) FROM watches)::int AS n`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('keeps the review across a reload; choices, the unmatched CSV and the cost', async () => {
    const again = await app.inject({
      url: `/webapi/saas/portfolios/${bigId}?outcome=ambiguous&pageSize=2`,
      headers: authHeaders(owner),
    });
    expect(again.statusCode).toBe(200);
    const { upload: summary, rows } = again.json() as {
      upload: { companies: number; counts: Record<string, number>; cost: Record<string, number> };
      rows: ReviewRow[];
    };
    expect(summary.counts).toMatchObject(tally(big));
    const [first, second] = rows as [ReviewRow, ReviewRow];
    const picked = first.candidates[0]?.keyNo as string;

    // A company that is not one of the row's candidates, or a row that is not ambiguous: 400.
    const matchedRow = (await allRows(app, owner, bigId, 'matched'))[0] as ReviewRow;
    for (const choice of [
      { row: first.row, keyNo: 'f'.repeat(32) },
      { row: matchedRow.row, keyNo: null },
    ]) {
      const refused = await app.inject({
        method: 'POST',
        url: `/webapi/saas/portfolios/${bigId}/choices?lang=en`,
        headers: authHeaders(owner),
        payload: { choices: [choice] },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.choices).toContain(String(choice.row));
    }

    const chosen = await app.inject({
      method: 'POST',
      url: `/webapi/saas/portfolios/${bigId}/choices`,
      headers: authHeaders(owner),
      payload: {
        choices: [
          { row: first.row, keyNo: picked },
          { row: second.row, keyNo: null },
        ],
      },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().counts).toMatchObject({ chosen: 1, leftOut: 1 });
    const page = await app.inject({
      url: `/webapi/saas/portfolios/${bigId}?outcome=ambiguous&pageSize=2`,
      headers: authHeaders(owner),
    });
    expect((page.json().rows as ReviewRow[]).map((row) => row.choice)).toEqual([
      picked,
      'left-out',
    ]);

    // Cost: every selected company, none watched yet, at the price list's watchCompany.
    const cost = chosen.json().cost;
    const distinct = new Set(
      big.answers.filter((a) => a.outcome === 'matched').map((a) => a.keyNo),
    );
    distinct.add(picked);
    expect(cost).toEqual({
      companies: distinct.size,
      newCompanies: distinct.size,
      pricePerCompany: 0.1,
      currency: 'CNY',
      monthly: Math.round(distinct.size * 10) / 100,
    });

    const csv = await app.inject({
      url: `/webapi/saas/portfolios/${bigId}/unmatched.csv?lang=en`,
      headers: authHeaders(owner),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Line","企业名称","统一社会信用代码","注册号","LEI","地区","参考号"',
    );
    expect(lines.length - 1).toBe(tally(big).unmatched);
    const firstUnmatched = big.answers.findIndex((a) => a.outcome === 'unmatched');
    expect(lines[1]).toContain(`"${firstUnmatched + 2}"`);
    expect(lines[1]).toContain(`"${big.rows[firstUnmatched]?.[0]}"`);
  });

  it('an outsider cannot see, change, download or watch another user’s upload (404)', async () => {
    for (const request of [
      { method: 'GET' as const, url: `/webapi/saas/portfolios/${bigId}` },
      { method: 'GET' as const, url: `/webapi/saas/portfolios/${bigId}/unmatched.csv` },
      {
        method: 'POST' as const,
        url: `/webapi/saas/portfolios/${bigId}/choices`,
        payload: { choices: [{ row: 2, keyNo: null }] },
      },
      { method: 'POST' as const, url: `/webapi/saas/portfolios/${bigId}/watch`, payload: {} },
    ]) {
      const response = await app.inject({ ...request, headers: authHeaders(outsider) });
      expect(response.statusCode).toBe(404);
    }
    const list = await app.inject({
      url: '/webapi/saas/portfolios',
      headers: authHeaders(outsider),
    });
    expect(list.json().items).toEqual([]);
  });

  it('creates the shared list and watches it, once', async () => {
    const before = await app.inject({
      url: `/webapi/saas/portfolios/${bigId}`,
      headers: authHeaders(owner),
    });
    const companies = before.json().upload.companies as number;
    // A cookie-authenticated write from the site's form (the page posts it).
    const watched = await app.inject({
      method: 'POST',
      url: `/webapi/saas/portfolios/${bigId}/watch`,
      headers: { ...cookieHeader(owner), origin: SITE_ORIGIN },
      payload: { name: 'Clients 2026' },
    });
    expect(watched.statusCode).toBe(201);
    const body = watched.json();
    expect(body).toMatchObject({ list: { name: 'Clients 2026' }, added: companies });
    expect(body.upload.list).toEqual({ id: body.list.id, name: 'Clients 2026' });
    const list = await app.inject({
      url: `/webapi/saas/team/lists/${body.list.id}`,
      headers: authHeaders(owner),
    });
    expect(list.json().list.companies).toBe(companies);
    const { rows } = await service.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM watches w JOIN users u ON u.id = w.user_id
        WHERE u.login_name = 'demo_formal' AND w.list_id = $1`,
      [body.list.id],
    );
    expect(rows[0]?.n).toBe(1);
    // Every company watched now: watching it again would add nothing to the bill.
    expect(body.upload.cost.newCompanies).toBe(0);

    for (const again of [
      { url: `/webapi/saas/portfolios/${bigId}/watch`, payload: {} },
      {
        url: `/webapi/saas/portfolios/${bigId}/choices`,
        payload: { choices: [{ row: 2, keyNo: null }] },
      },
    ]) {
      const refused = await app.inject({ method: 'POST', ...again, headers: authHeaders(owner) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('ALREADY_WATCHED');
    }
  });

  it('reads an XLSX file (numbers typed as numbers, English headers) as its answers say', async () => {
    const small = generatePortfolio(await generatorCompanies(service.db), {
      rows: 300,
      seed: 7,
      headers: 'en',
    });
    const response = await upload(
      app,
      owner,
      xlsxFile([small.header, ...small.rows]),
      XLSX,
      'clients.xlsx',
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      format: 'xlsx',
      rows: 300,
      counts: tally(small),
      columns: { name: 'Company name', regNo: 'Registration number' },
    });
    await expectAnswers(app, owner, response.json().id, small);
  });

  it('takes a multipart form too, and a UTF-16 file with its byte-order mark', async () => {
    const boundary = '----kyc-portfolio';
    const form = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="名单.csv"\r\n` +
          'Content-Type: text/csv\r\n\r\n',
      ),
      Buffer.from('名称,参考号\r\n不存在的公司,A1\r\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const multipart = await upload(app, owner, form, `multipart/form-data; boundary=${boundary}`);
    expect(multipart.statusCode).toBe(201);
    expect(multipart.json()).toMatchObject({ fileName: '名单.csv', rows: 1 });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Name\tReference\r\nNobody Ltd\tX\r\n', 'utf16le'),
    ]);
    const response = await upload(app, owner, utf16);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      rows: 1,
      columns: { name: 'Name', reference: 'Reference' },
    });
  });

  it('refuses bad files with a 400 that says why, never a 5xx', async () => {
    const tooMany = `name\n${'Apex Ltd\n'.repeat(MAX_PORTFOLIO_ROWS + 1)}`;
    const gbk = Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xb1, 0xb1, 0xbe, 0xa9, 0x0a]);
    const truncated = xlsxFile([['Name'], ['Apex Ltd']]).subarray(0, 120);
    const cases: [string, string | Buffer | Uint8Array, string, RegExp][] = [
      ['empty', '', 'text/csv', /empty/],
      ['10 001 rows', tooMany, 'text/csv', /10,000 rows/],
      ['over 8 MB', Buffer.alloc(MAX_PORTFOLIO_BYTES + 1, 0x41), 'text/csv', /8 MB/],
      ['GBK text', gbk, 'text/csv', /UTF-8/],
      ['an unclosed quote', 'name\n"Apex Ltd\n', 'text/csv', /quotes/],
      ['no recognised column', 'colour,size\nred,1\n', 'text/csv', /first row must name/],
      ['only a header', 'name\n', 'text/csv', /no data|holds no/],
      [
        'Excel 97-2003',
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        XLSX,
        /\.xls/,
      ],
      ['a cut-off XLSX', truncated, XLSX, /cannot be read/],
      ['a zip that is no workbook', zipBomb(1000), XLSX, /cannot be read/],
      ['a zip bomb', zipBomb(80 * 1024 * 1024), XLSX, /too large/],
      ['a form without a file', '--x\r\n\r\n--x--\r\n', 'multipart/form-data; boundary=x', /./],
    ];
    for (const [what, body, type, message] of cases) {
      const response = await upload(app, owner, body, type);
      expect({ what, status: response.statusCode }).toEqual({ what, status: 400 });
      expect({ what, message: response.json().errors?.file }).toEqual({
        what,
        message: expect.stringMatching(message),
      });
    }
    // A JSON body is not a file.
    const json = await app.inject({
      method: 'POST',
      url: '/webapi/saas/portfolios?lang=en',
      headers: authHeaders(owner),
      payload: { name: 'Apex' },
    });
    expect(json.statusCode).toBe(400);
    // In Chinese by default.
    const zh = await app.inject({
      method: 'POST',
      url: '/webapi/saas/portfolios',
      headers: { ...authHeaders(owner), 'content-type': 'text/csv' },
      payload: tooMany,
    });
    expect(zh.json().errors.file).toContain('最多上传 10000 行');
  });

  it('needs a current plan: an account past its end date gets 403', async () => {
    const expired = await loginAs(app, 'demo_expired');
    const response = await upload(app, expired, 'name\nApex Ltd\n');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PLAN_EXPIRED');
  });
});
