// The seeded register as a customer meets it: what the database holds after `seedDatabase`, on
// each backend, read back with SQL and through the company endpoint (issue 30: no mainland
// company in US dollars unless foreign-invested, no mainland officer called David Evans).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForeignInvested } from '../src/seed/generate';
import { authHeaders, backends, loginAs, startService, type TestService } from './helpers';

const HAN_NAME = /^\p{Script=Han}{2,4}$/u;
const PINYIN_NAME = /^[A-Z][a-z]+ [A-Z][a-z]+$/;
const HOME_CURRENCY: Record<string, string> = { HK: 'HKD', SG: 'SGD', GB: 'GBP', US: 'USD' };

interface Officer {
  key_no: string;
  jurisdiction: string;
  company_type: string;
  legal_representative: string | null;
  name_zh: string | null;
  name_en: string;
  nationality: string;
  position_zh: string;
}

// The seeded register's rules; the API's sandbox (fixed companies for test keys) is not seeded.
describe.each(backends)('seeded data on $name', (backend) => {
  let service: TestService;
  let officers: Officer[];
  beforeAll(async () => {
    service = await startService(backend);
    officers = (
      await service.db.query<Officer>(
        `SELECT c.key_no, c.jurisdiction, c.company_type, c.legal_representative,
                p.name_zh, p.name_en, p.nationality, e.position_zh
           FROM companies c JOIN executives e ON e.company_id = c.id JOIN persons p ON p.id = e.person_id
          WHERE NOT c.sandbox ORDER BY c.id, e.person_id`,
      )
    ).rows;
  });
  afterAll(async () => {
    await service?.close();
  });

  it('holds no mainland company with foreign capital unless it is of a foreign-invested type', async () => {
    const { rows } = await service.db.query<{
      company_type: string;
      capital_currency: string;
      registered_capital: string;
    }>(
      `SELECT company_type, capital_currency, registered_capital FROM companies WHERE jurisdiction = 'CN' AND NOT sandbox`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const foreignCapital = rows.filter(
      (row) => row.capital_currency !== 'CNY' || !row.registered_capital.endsWith('万元人民币'),
    );
    expect(foreignCapital.length).toBeGreaterThan(0);
    for (const row of foreignCapital)
      expect(isForeignInvested(row.company_type), row.company_type).toBe(true);
    // Nor the same amount on company after company.
    const amounts = new Set(rows.map((row) => row.registered_capital));
    expect(amounts.size).toBeGreaterThan(rows.length / 20);
  });

  it('names a legal representative only where the register has one: on the mainland', async () => {
    const { rows } = await service.db.query<{ jurisdiction: string; with_legal: number }>(
      `SELECT jurisdiction, count(legal_representative)::int AS with_legal FROM companies WHERE NOT sandbox GROUP BY jurisdiction`,
    );
    const count = new Map(rows.map((row) => [row.jurisdiction, row.with_legal]));
    expect(count.get('CN')).toBeGreaterThan(0);
    for (const place of ['HK', 'SG', 'GB', 'US']) expect(count.get(place), place).toBe(0);
  });

  it('gives a domestic mainland company no foreign company as a holder (that would make it foreign-invested)', async () => {
    const { rows } = await service.db.query<{ company_type: string; holder: string }>(
      `SELECT c.company_type, h.jurisdiction AS holder
         FROM shareholdings s JOIN companies c ON c.id = s.company_id
         JOIN companies h ON h.id = s.holder_company_id
        WHERE c.jurisdiction = 'CN' AND NOT c.sandbox AND (c.id - 1) % 500 > 1`,
    );
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows)
      if (!isForeignInvested(row.company_type)) expect(row.holder, row.company_type).toBe('CN');
  });

  it('gives Hong Kong companies Hong Kong dollars, and every other register its own currency', async () => {
    const { rows } = await service.db.query<{
      jurisdiction: string;
      capital_currency: string;
      registered_capital: string;
    }>(
      `SELECT jurisdiction, capital_currency, registered_capital FROM companies WHERE jurisdiction <> 'CN'`,
    );
    expect(rows.some((row) => row.jurisdiction === 'HK')).toBe(true);
    for (const row of rows) {
      expect(row.capital_currency).toBe(HOME_CURRENCY[row.jurisdiction]);
      expect(row.registered_capital.endsWith(` ${HOME_CURRENCY[row.jurisdiction]}`)).toBe(true);
    }
  });

  it('names every mainland legal representative and officer in Chinese, with a romanised name', () => {
    const mainland = officers.filter((o) => o.jurisdiction === 'CN');
    expect(mainland.length).toBeGreaterThan(100);
    for (const officer of mainland) {
      expect(officer.name_zh, `${officer.key_no}: ${officer.name_en}`).toMatch(HAN_NAME);
      expect(officer.name_en).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)+$/);
      // A domestic company's officers are mainland people, their English names in pinyin.
      if (!isForeignInvested(officer.company_type)) {
        expect(officer.nationality).toBe('CN');
        expect(officer.name_en).toMatch(PINYIN_NAME);
      }
    }
    const companies = new Map(mainland.map((o) => [o.key_no, o.legal_representative]));
    for (const [keyNo, legal] of companies) {
      expect(legal, keyNo).toMatch(HAN_NAME);
      // The legal representative is the executive director, one of the company's officers.
      expect(
        mainland.some(
          (o) => o.key_no === keyNo && o.name_zh === legal && o.position_zh === '执行董事',
        ),
      ).toBe(true);
    }
  });

  it('names Hong Kong officers as Hong Kong registers do, Chan Tai Man style beside 陳大文', () => {
    const hongKong = officers.filter((o) => o.nationality === 'HK');
    expect(hongKong.length).toBeGreaterThan(20);
    for (const officer of hongKong) {
      expect(officer.name_zh).toMatch(HAN_NAME);
      // An English name, if any, then surname and two-syllable given name, as on the ID card.
      expect(officer.name_en).toMatch(/^([A-Z][a-z]+ )?[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
    }
  });

  it('answers a mainland company with its legal representative among the officers, in both scripts', async () => {
    const user = await loginAs(service.app, 'demo_formal');
    const keyNo = officers.find((o) => o.jurisdiction === 'CN')?.key_no as string;
    const response = await service.app.inject({
      url: `/webapi/saas/enterprise/${keyNo}?lang=en`,
      headers: authHeaders(user),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      company: { legalRepresentative: string; capitalCurrency: string };
      executives: { name: string; nameEn: string }[];
    };
    const legal = body.executives.find((e) => e.name === body.company.legalRepresentative);
    expect(legal?.name).toMatch(HAN_NAME);
    expect(legal?.nameEn).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)+$/);
  });

  it('gives a Chinese name only where the register holds one: the mainland and Hong Kong', async () => {
    const { rows } = await service.db.query<{
      key_no: string;
      jurisdiction: string;
      name_zh: string | null;
      name_en: string;
    }>(
      'SELECT key_no, jurisdiction, name_zh, name_en FROM companies WHERE NOT sandbox ORDER BY id',
    );
    const by = (code: string) => rows.filter((row) => row.jurisdiction === code);
    for (const code of ['SG', 'GB', 'US']) {
      expect(by(code).length, code).toBeGreaterThan(0);
      expect(
        by(code).filter((row) => row.name_zh !== null),
        code,
      ).toEqual([]);
    }
    // The Hong Kong register holds Chinese names, the mainland's only Chinese ones.
    expect(by('HK').every((row) => row.name_zh !== null)).toBe(true);
    expect(by('CN').every((row) => row.name_zh !== null)).toBe(true);

    // The company answer then names a UK company by its English name alone.
    const user = await loginAs(service.app, 'demo_formal');
    const uk = by('GB')[0] as (typeof rows)[number];
    const response = await service.app.inject({
      url: `/webapi/saas/enterprise/${uk.key_no}`,
      headers: authHeaders(user),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().company).toMatchObject({
      name: uk.name_en,
      nameZh: null,
      nameEn: uk.name_en,
    });
  });
});
