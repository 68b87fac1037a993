import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDetails, DEFAULT_DEPTH } from '../companies/details';
import { openDatabase } from '../db/open';
import type { Db } from '../db/types';
import { gleifKeyNo } from '../imports/gleif';
import { csvLine, generatedEntity, LEI_CDF_HEADER } from '../imports/gleif-generate';
import { importFile } from '../imports/import-file';
import { seedDatabase } from '../seed/seed';
import { ownershipRows } from './ownership-tree';
import { type CompanyDetails, type ReportInput, renderReportPdf } from './pdf';
import { REPORT_WORDS } from './words';

const REPORT_NO = 'KYC2026112500001';
const VERIFY_CODE = 'K7P2M9QX';

/** The text of each page, as a reader (or a verifier) would copy it out of the file. */
async function pagesText(pdf: Uint8Array): Promise<string[]> {
  const { text } = await extractText(pdf.slice(), { mergePages: false });
  return text;
}

/**
 * A company with a Chinese name, 25 people holding it directly (one of them 30 %) and three
 * holding companies with three owners each: enough for the report to run over several pages.
 */
async function insertLargeStructure(db: Db): Promise<{ keyNo: string; people: string[] }> {
  const company = async (keyNo: string, nameZh: string, nameEn: string) => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO companies (key_no, name_zh, name_en, jurisdiction, reg_no, company_type, status,
         registered_capital, capital_amount, capital_currency, established, address, legal_representative,
         search_text, grams)
       VALUES ($1, $2, $3, 'CN', $4, '有限责任公司', '存续', '1000万元人民币', 10000000, 'CNY', '2015-03-02',
         '深圳市南山区科技园路1号', '王大明', lower($3), '{}') RETURNING id`,
      [keyNo, nameZh, nameEn, `T${keyNo}`],
    );
    return rows[0]?.id as number;
  };
  const surnames = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙'];
  const given = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊'];
  let personNo = 0;
  const people: string[] = [];
  const person = async () => {
    personNo++;
    const nameZh = `${surnames[personNo % surnames.length]}${given[personNo % given.length]}${personNo}`;
    people.push(nameZh);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO persons (key_no, name_zh, name_en, nationality) VALUES ($1, $2, $3, 'CN') RETURNING id`,
      [`big-person-${personNo}`, nameZh, `Person Number ${personNo}`],
    );
    return rows[0]?.id as number;
  };
  const hold = (
    companyId: number,
    holder: { company?: number; person?: number },
    percent: number,
  ) =>
    db.query(
      `INSERT INTO shareholdings (company_id, holder_company_id, holder_person_id, percent, subscribed_capital)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        companyId,
        holder.company ?? null,
        holder.person ?? null,
        percent,
        `${percent * 10}万元人民币`,
      ],
    );

  const root = await company(
    'big-root',
    '深圳市多股东测试科技有限公司',
    'Shenzhen Many Holders Test Technology Co., Ltd.',
  );
  for (let i = 0; i < 3; i++) {
    const holding = await company(
      `big-holding-${i}`,
      `测试控股第${i + 1}有限公司`,
      `Test Holding No. ${i + 1} Ltd.`,
    );
    await hold(root, { company: holding }, 20);
    for (const percent of [50, 30, 20]) await hold(holding, { person: await person() }, percent);
  }
  await hold(root, { person: await person() }, 30);
  for (let i = 0; i < 24; i++) await hold(root, { person: await person() }, 10 / 24);
  const director = await person();
  await db.query(
    `INSERT INTO executives (company_id, person_id, position_zh, position_en) VALUES ($1, $2, '执行董事', 'Executive Director')`,
    [root, director],
  );
  return { keyNo: 'big-root', people };
}

describe('report PDFs', () => {
  let db: Db;
  let seeded: CompanyDetails;
  let large: CompanyDetails;
  let largePeople: string[];
  const input = (details: CompanyDetails, kind: 'company' | 'ubo', locale: 'zh-CN' | 'en') =>
    ({
      kind,
      locale,
      reportNo: REPORT_NO,
      verifyCode: VERIFY_CODE,
      issuedAt: new Date('2026-11-25T09:40:00Z'),
      verifyUrl: 'https://kyc.example.com/verifydoc',
      details,
    }) satisfies ReportInput;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await seedDatabase(db, { companies: 40 });
    const { rows } = await db.query<{ key_no: string }>(
      `SELECT c.key_no FROM companies c
        WHERE c.name_zh IS NOT NULL
          AND (SELECT count(*) FROM shareholdings s WHERE s.company_id = c.id) >= 2
        ORDER BY c.id LIMIT 1`,
    );
    const keyNo = rows[0]?.key_no as string;
    seeded = (await companyDetails(db, keyNo, DEFAULT_DEPTH)) as CompanyDetails;
    const structure = await insertLargeStructure(db);
    largePeople = structure.people;
    large = (await companyDetails(db, structure.keyNo, DEFAULT_DEPTH)) as CompanyDetails;
  });
  afterAll(() => db?.close());

  describe.each(['company', 'ubo'] as const)('a %s report', (kind) => {
    it.each(['zh-CN', 'en'] as const)(
      'in %s holds the names, the number and code on every page, and the metadata',
      async (locale) => {
        const { pdf, pages } = await renderReportPdf(input(seeded, kind, locale));
        expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
        const text = await pagesText(pdf);
        expect(text).toHaveLength(pages);
        const all = text.join('\n');
        const { company } = seeded;
        // Each report leads with the name in its language; the other follows.
        expect(all).toContain(company.nameZh as string);
        expect(all).toContain(company.nameEn);
        const first = text[0] as string;
        const [primary, other] =
          locale === 'en' ? [company.nameEn, company.nameZh] : [company.nameZh, company.nameEn];
        expect(first.indexOf(primary as string)).toBeLessThan(first.indexOf(other as string));
        for (const page of text) {
          expect(page).toContain(REPORT_NO);
          expect(page).toContain(VERIFY_CODE);
          expect(page).toContain('https://kyc.example.com/verifydoc');
        }
        expect(text.at(-1)).toContain(
          locale === 'en' ? `Page ${pages} of ${pages}` : `第 ${pages} 页，共 ${pages} 页`,
        );

        const { info } = await getMeta(pdf.slice());
        expect(info.Author).toBe('KYC');
        expect(info.Subject).toContain(REPORT_NO);
        expect(info.Keywords).toContain(REPORT_NO);
        expect(info.Keywords).toContain(VERIFY_CODE);
        expect(info.Custom).toMatchObject({ ReportNo: REPORT_NO, VerifyCode: VERIFY_CODE });
        expect(info.Language).toBe(locale);
        // Only the glyphs used are embedded: the font files are 10 MB each.
        expect(pdf.length).toBeLessThan(400_000);
      },
    );
  });

  it('words a report in its own language only', async () => {
    const en = (await pagesText((await renderReportPdf(input(seeded, 'ubo', 'en'))).pdf)).join(
      '\n',
    );
    expect(en).toContain('Beneficial-ownership report');
    expect(en).toContain('Ownership map');
    expect(en).not.toContain('受益所有人报告');
    const zh = (
      await pagesText((await renderReportPdf(input(seeded, 'company', 'zh-CN'))).pdf)
    ).join('\n');
    expect(zh).toContain('企业信用报告');
    expect(zh).toContain('登记信息');
    expect(zh).not.toContain('Register data');
  });

  it.each(['company', 'ubo'] as const)(
    'runs a large %s report over several pages, each with the number and code',
    async (kind) => {
      const { pdf, pages } = await renderReportPdf(input(large, kind, 'zh-CN'));
      expect(pages).toBeGreaterThan(kind === 'ubo' ? 2 : 1);
      const text = await pagesText(pdf);
      expect(text).toHaveLength(pages);
      text.forEach((page, index) => {
        expect(page).toContain(REPORT_NO);
        expect(page).toContain(VERIFY_CODE);
        expect(page).toContain(`第 ${index + 1} 页，共 ${pages} 页`);
      });
      const all = text.join('\n');
      expect(all).toContain('深圳市多股东测试科技有限公司');
      if (kind === 'ubo') {
        // A holder through a holding company: 50 % of 20 % is 10 %, chain and total.
        expect(all).toMatch(/测试控股第1有限公司 —20%→ 本企业/);
        expect(all).toContain('直接或间接持股 25% 以上');
        expect(all).toContain('通过其他方式实际控制企业（执行董事）');
        // Every person is named, with their chains, in the map and the owners section.
        for (const name of largePeople) expect(all).toContain(name);
      }
    },
  );

  it.each(['zh-CN', 'en'] as const)(
    'leaves out the sections a GLEIF record cannot fill, and says why once (%s)',
    async (locale) => {
      const dir = mkdtempSync(join(tmpdir(), 'kyc-pdf-gleif-'));
      try {
        const entity = generatedEntity(7);
        const path = join(dir, 'lei.csv');
        const header = Object.fromEntries(LEI_CDF_HEADER.map((column) => [column, column]));
        writeFileSync(path, csvLine(LEI_CDF_HEADER, header) + csvLine(LEI_CDF_HEADER, entity));
        expect(await importFile(db, path)).toMatchObject({ status: 'done', rejected: 0 });
        const details = (await companyDetails(
          db,
          gleifKeyNo(entity.LEI as string),
          DEFAULT_DEPTH,
        )) as CompanyDetails;
        expect(details.executives).toEqual([]);
        expect(details.shareholders).toEqual([]);
        const words = REPORT_WORDS[locale];
        for (const kind of ['company', 'ubo'] as const) {
          const text = (await pagesText((await renderReportPdf(input(details, kind, locale))).pdf))
            .join('\n')
            .split('\n');
          // No heading over an empty section, and no "none on record" for what GLEIF never gives.
          for (const section of ['shareholders', 'officers', 'investments', 'map'] as const)
            expect(text, `${kind} ${section}`).not.toContain(words.sections[section]);
          expect(text.join(' '), kind).not.toContain(words.noneOnRecord);
          const all = text.join('');
          expect(all.replace(/\s/g, '')).toContain(words.gleifNotPublished.replace(/\s/g, ''));
          expect(all.replace(/\s/g, '')).toContain(words.gleifNoOwners.replace(/\s/g, ''));
          expect(all).toContain(words.sourceGleif);
          // GLEIF's ACTIVE in the report's language.
          expect(text).toContain(`${words.facts.status} ${locale === 'en' ? 'Active' : '存续'}`);
          expect(text.some((line) => line.startsWith(words.facts.legalRepresentative))).toBe(false);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('draws every holding of the map once, and does not expand a holder met again', () => {
    const { rows } = ownershipRows(
      'c1',
      [
        { id: 'c1', kind: 'company', depth: 0 },
        { id: 'c2', kind: 'company', depth: 1 },
        { id: 'c3', kind: 'company', depth: 1 },
        { id: 'p1', kind: 'person', depth: 2 },
      ],
      [
        { from: 'c2', to: 'c1', percent: 60 },
        { from: 'c3', to: 'c1', percent: 40 },
        { from: 'p1', to: 'c2', percent: 100 },
        { from: 'c2', to: 'c3', percent: 100 },
        { from: 'c1', to: 'c3', percent: 0 },
      ],
      4,
    );
    expect(rows.map((row) => [row.id, row.level, row.percent, row.note])).toEqual([
      ['c1', 0, null, null],
      ['c2', 1, 60, null],
      ['p1', 2, 100, null],
      ['c3', 1, 40, null],
      ['c2', 2, 100, 'shown-above'],
      ['c1', 2, 0, 'cycle'],
    ]);
    expect(rows[3]?.last).toEqual([true]);
  });
});
