import { leiCheckDigits, usccCheckCharacter } from '@kyc/validators';
import type { Db } from '../db/types';
import { grams, normalizeText } from '../lib/grams';

/**
 * The sandbox: the companies that test keys (`kyc_test_…`) see, and only they. The set is
 * fixed (it is written here, and the reference documents it), so an integration test written
 * against it today still passes next year. Each shows one case an integration must handle.
 */
interface SandboxCompany {
  keyNo: string;
  nameZh: string | null;
  nameEn: string;
  jurisdiction: 'CN' | 'HK';
  regNo: string;
  /** The USCC's 17-character body (mainland only); the check character is computed. */
  usccBody?: string;
  /** The LEI's 18-character body; the check digits are computed. */
  leiBody?: string;
  companyType: string;
  capital: number;
  currency: 'CNY' | 'HKD';
  status: string;
  established: string;
  address: string;
  /** What it demonstrates (the reference prints it). */
  case: string;
}

interface SandboxPerson {
  keyNo: string;
  nameZh: string | null;
  nameEn: string;
  nationality: string;
}

export const SANDBOX_COMPANIES: readonly SandboxCompany[] = [
  {
    keyNo: 'SBX0000000000001',
    nameZh: '沙盒示例科技有限公司',
    nameEn: 'Sandbox Example Technology Co., Ltd.',
    jurisdiction: 'CN',
    regNo: '110000000000001',
    usccBody: '91110000KYC000001',
    leiBody: '300300SBX000000001',
    companyType: '有限责任公司（自然人投资或控股）',
    capital: 5_000_000,
    currency: 'CNY',
    status: '存续',
    established: '2016-03-08',
    address: '北京市海淀区中关村大街1号',
    case: 'plain: one person holds 100 %',
  },
  {
    keyNo: 'SBX0000000000002',
    nameZh: '沙盒深链运营有限公司',
    nameEn: 'Sandbox Deep Chain Operations Co., Ltd.',
    jurisdiction: 'CN',
    regNo: '310000000000002',
    usccBody: '91310000KYC000002',
    companyType: '有限责任公司',
    capital: 10_000_000,
    currency: 'CNY',
    status: '存续',
    established: '2018-07-19',
    address: '上海市浦东新区世纪大道100号',
    case: 'deep chain: owned through three companies (100 % × 80 % × 60 % × 70 % = 33.6 %)',
  },
  {
    keyNo: 'SBX0000000000003',
    nameZh: '沙盒深链控股一号有限公司',
    nameEn: 'Sandbox Chain Holding One Co., Ltd.',
    jurisdiction: 'CN',
    regNo: '310000000000003',
    usccBody: '91310000KYC000003',
    companyType: '有限责任公司',
    capital: 20_000_000,
    currency: 'CNY',
    status: '存续',
    established: '2015-01-12',
    address: '上海市黄浦区中山东一路18号',
    case: 'first holding company of the deep chain',
  },
  {
    keyNo: 'SBX0000000000004',
    nameZh: '沙盒深链控股二号有限公司',
    nameEn: 'Sandbox Chain Holding Two Co., Ltd.',
    jurisdiction: 'CN',
    regNo: '310000000000004',
    usccBody: '91310000KYC000004',
    companyType: '有限责任公司',
    capital: 50_000_000,
    currency: 'CNY',
    status: '存续',
    established: '2012-05-30',
    address: '上海市静安区南京西路1266号',
    case: 'second holding company of the deep chain',
  },
  {
    keyNo: 'SBX0000000000005',
    nameZh: '沙盒深链控股三号有限公司',
    nameEn: 'Sandbox Chain Holding Three Co., Ltd.',
    jurisdiction: 'CN',
    regNo: '310000000000005',
    usccBody: '91310000KYC000005',
    companyType: '有限责任公司',
    capital: 100_000_000,
    currency: 'CNY',
    status: '存续',
    established: '2009-11-02',
    address: '上海市徐汇区漕溪北路88号',
    case: 'top of the deep chain',
  },
  {
    keyNo: 'SBX0000000000006',
    nameZh: '沙盒交叉持股甲有限公司',
    nameEn: 'Sandbox Cross Holding A Co., Ltd.',
    jurisdiction: 'CN',
    regNo: '440300000000006',
    usccBody: '91440300KYC000006',
    companyType: '有限责任公司',
    capital: 8_000_000,
    currency: 'CNY',
    status: '存续',
    established: '2017-04-21',
    address: '深圳市南山区科技园南区1号',
    case: 'cross-holding cycle: A holds 40 % of B, B holds 30 % of A',
  },
  {
    keyNo: 'SBX0000000000007',
    nameZh: '沙盒交叉持股乙有限公司',
    nameEn: 'Sandbox Cross Holding B Co., Ltd.',
    jurisdiction: 'CN',
    regNo: '440300000000007',
    usccBody: '91440300KYC000007',
    companyType: '有限责任公司',
    capital: 6_000_000,
    currency: 'CNY',
    status: '存续',
    established: '2017-06-09',
    address: '深圳市福田区深南大道6008号',
    case: 'the other side of the cycle',
  },
  {
    keyNo: 'SBX0000000000008',
    nameZh: '沙盒分散持股有限公司',
    nameEn: 'Sandbox Dispersed Ownership Co., Ltd.',
    jurisdiction: 'CN',
    regNo: '330100000000008',
    usccBody: '91330100KYC000008',
    companyType: '有限责任公司',
    capital: 3_000_000,
    currency: 'CNY',
    status: '存续',
    established: '2019-09-16',
    address: '杭州市西湖区文三路90号',
    case: 'five owners of 20 % each: nobody reaches 25 % by shares; control and management rules decide',
  },
  {
    keyNo: 'SBX0000000000009',
    nameZh: '沙盒已注销贸易有限公司',
    nameEn: 'Sandbox Dissolved Trading Co., Ltd.',
    jurisdiction: 'CN',
    regNo: '320500000000009',
    usccBody: '91320500KYC000009',
    companyType: '有限责任公司',
    capital: 1_000_000,
    currency: 'CNY',
    status: '注销',
    established: '2011-02-14',
    address: '苏州市工业园区星湖街328号',
    case: 'dissolved (status 注销)',
  },
  {
    keyNo: 'SBX0000000000010',
    nameZh: '沙盒香港控股有限公司',
    nameEn: 'Sandbox Hong Kong Holdings Limited',
    jurisdiction: 'HK',
    regNo: '3000010',
    leiBody: '549300SBX000000010',
    companyType: 'Private company limited by shares',
    capital: 10_000,
    currency: 'HKD',
    status: 'Live',
    established: '2014-08-01',
    address: '香港中環皇后大道中99號',
    case: 'Hong Kong holding company above a mainland company',
  },
  {
    keyNo: 'SBX0000000000011',
    nameZh: '沙盒外商独资（深圳）有限公司',
    nameEn: 'Sandbox WFOE (Shenzhen) Co., Ltd.',
    jurisdiction: 'CN',
    regNo: '440300000000011',
    usccBody: '91440300KYC000011',
    companyType: '有限责任公司（台港澳法人独资）',
    capital: 2_000_000,
    currency: 'HKD',
    status: '存续',
    established: '2015-03-03',
    address: '深圳市前海深港合作区前湾一路1号',
    case: 'mainland company wholly owned from Hong Kong',
  },
];

export const SANDBOX_PERSONS: readonly SandboxPerson[] = [
  { keyNo: 'SBXP000000000001', nameZh: '王明', nameEn: 'Wang Ming', nationality: 'CN' },
  { keyNo: 'SBXP000000000002', nameZh: '李华', nameEn: 'Li Hua', nationality: 'CN' },
  { keyNo: 'SBXP000000000003', nameZh: '张伟', nameEn: 'Zhang Wei', nationality: 'CN' },
  { keyNo: 'SBXP000000000004', nameZh: '刘洋', nameEn: 'Liu Yang', nationality: 'CN' },
  { keyNo: 'SBXP000000000005', nameZh: '陈静', nameEn: 'Chen Jing', nationality: 'CN' },
  { keyNo: 'SBXP000000000006', nameZh: '杨磊', nameEn: 'Yang Lei', nationality: 'CN' },
  { keyNo: 'SBXP000000000007', nameZh: '赵敏', nameEn: 'Zhao Min', nationality: 'CN' },
  { keyNo: 'SBXP000000000008', nameZh: '黄芳', nameEn: 'Huang Fang', nationality: 'CN' },
  { keyNo: 'SBXP000000000009', nameZh: '陳大文', nameEn: 'Chan Tai Man', nationality: 'HK' },
  { keyNo: 'SBXP000000000010', nameZh: '周强', nameEn: 'Zhou Qiang', nationality: 'CN' },
];

/** [company, holder (company or person key), percent] */
const SANDBOX_HOLDINGS: readonly [string, string, number][] = [
  ['SBX0000000000001', 'SBXP000000000001', 100],
  ['SBX0000000000002', 'SBX0000000000003', 100],
  ['SBX0000000000003', 'SBX0000000000004', 80],
  ['SBX0000000000003', 'SBXP000000000010', 20],
  ['SBX0000000000004', 'SBX0000000000005', 60],
  ['SBX0000000000004', 'SBXP000000000003', 40],
  ['SBX0000000000005', 'SBXP000000000002', 70],
  ['SBX0000000000005', 'SBXP000000000004', 30],
  ['SBX0000000000006', 'SBX0000000000007', 30],
  ['SBX0000000000006', 'SBXP000000000005', 70],
  ['SBX0000000000007', 'SBX0000000000006', 40],
  ['SBX0000000000007', 'SBXP000000000006', 60],
  ['SBX0000000000008', 'SBXP000000000001', 20],
  ['SBX0000000000008', 'SBXP000000000002', 20],
  ['SBX0000000000008', 'SBXP000000000003', 20],
  ['SBX0000000000008', 'SBXP000000000004', 20],
  ['SBX0000000000008', 'SBXP000000000005', 20],
  ['SBX0000000000009', 'SBXP000000000007', 100],
  ['SBX0000000000010', 'SBXP000000000009', 75],
  ['SBX0000000000010', 'SBXP000000000008', 25],
  ['SBX0000000000011', 'SBX0000000000010', 100],
];

/** [company, person, position zh, position en]; the first officer is the legal representative. */
const SANDBOX_OFFICERS: readonly [string, string, string, string][] = [
  ['SBX0000000000001', 'SBXP000000000001', '执行董事', 'Executive Director'],
  ['SBX0000000000002', 'SBXP000000000010', '执行董事', 'Executive Director'],
  ['SBX0000000000003', 'SBXP000000000010', '执行董事', 'Executive Director'],
  ['SBX0000000000004', 'SBXP000000000003', '执行董事', 'Executive Director'],
  ['SBX0000000000005', 'SBXP000000000002', '执行董事', 'Executive Director'],
  ['SBX0000000000006', 'SBXP000000000005', '执行董事', 'Executive Director'],
  ['SBX0000000000007', 'SBXP000000000006', '执行董事', 'Executive Director'],
  ['SBX0000000000008', 'SBXP000000000008', '执行董事', 'Executive Director'],
  ['SBX0000000000008', 'SBXP000000000001', '监事', 'Supervisor'],
  ['SBX0000000000009', 'SBXP000000000007', '执行董事', 'Executive Director'],
  ['SBX0000000000010', 'SBXP000000000009', '董事', 'Director'],
  ['SBX0000000000011', 'SBXP000000000009', '执行董事', 'Executive Director'],
];

/** A sandbox company's key number, by what it demonstrates (for tests and the reference). */
export const SANDBOX = {
  plain: 'SBX0000000000001',
  deepChain: 'SBX0000000000002',
  cycle: 'SBX0000000000006',
  dispersed: 'SBX0000000000008',
  dissolved: 'SBX0000000000009',
  hongKongHolding: 'SBX0000000000010',
  mainlandUnderHongKong: 'SBX0000000000011',
} as const;

function grouped(amount: number): string {
  return amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Writes the sandbox companies, people, holdings and officers when they are not there yet (a
 * seed replaces all companies, so it calls this again). Leaves an existing sandbox untouched.
 */
export async function ensureSandbox(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM companies WHERE sandbox',
    );
    if ((rows[0]?.n ?? 0) === SANDBOX_COMPANIES.length) return;
    await tx.query('DELETE FROM companies WHERE sandbox');
    await tx.query('DELETE FROM persons WHERE sandbox');
    for (const person of SANDBOX_PERSONS)
      await tx.query(
        'INSERT INTO persons (key_no, name_zh, name_en, nationality, sandbox) VALUES ($1, $2, $3, $4, true)',
        [person.keyNo, person.nameZh, person.nameEn, person.nationality],
      );
    const legalRepresentative = new Map<string, string>();
    // Only a mainland register names a legal representative.
    for (const [company, person] of SANDBOX_OFFICERS)
      if (
        !legalRepresentative.has(company) &&
        SANDBOX_COMPANIES.find((c) => c.keyNo === company)?.jurisdiction === 'CN'
      ) {
        const found = SANDBOX_PERSONS.find((p) => p.keyNo === person);
        if (found) legalRepresentative.set(company, found.nameZh ?? found.nameEn);
      }
    for (const company of SANDBOX_COMPANIES) {
      const names = [company.nameZh, company.nameEn].filter(Boolean).join(' | ');
      const uscc = company.usccBody
        ? company.usccBody + usccCheckCharacter(company.usccBody)
        : null;
      const lei = company.leiBody ? company.leiBody + leiCheckDigits(company.leiBody) : null;
      await tx.query(
        `INSERT INTO companies (key_no, name_zh, name_en, jurisdiction, reg_no, uscc, lei, company_type,
           registered_capital, capital_amount, capital_currency, status, established, address,
           legal_representative, lei_registered_at, lei_next_renewal, lei_status, score, search_text, grams, sandbox)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::date, $14, $15,
           CASE WHEN $7::text IS NULL THEN NULL ELSE DATE '2020-01-15' END,
           CASE WHEN $7::text IS NULL THEN NULL ELSE DATE '2027-01-15' END,
           CASE WHEN $7::text IS NULL THEN NULL ELSE 'ISSUED' END, $16, $17, $18::text[], true)`,
        [
          company.keyNo,
          company.nameZh,
          company.nameEn,
          company.jurisdiction,
          company.regNo,
          uscc,
          lei,
          company.companyType,
          company.jurisdiction === 'CN'
            ? `${company.capital / 10_000}万${company.currency === 'CNY' ? '元人民币' : '港元'}`
            : `${grouped(company.capital)} ${company.currency}`,
          company.capital,
          company.currency,
          company.status,
          company.established,
          company.address,
          legalRepresentative.get(company.keyNo) ?? null,
          500 + SANDBOX_COMPANIES.length - SANDBOX_COMPANIES.indexOf(company),
          normalizeText(names),
          grams(names),
        ],
      );
    }
    for (const [company, holder, percent] of SANDBOX_HOLDINGS)
      await tx.query(
        `INSERT INTO shareholdings (company_id, holder_company_id, holder_person_id, percent)
         SELECT c.id, hc.id, hp.id, $3 FROM companies c
           LEFT JOIN companies hc ON hc.key_no = $2 LEFT JOIN persons hp ON hp.key_no = $2
          WHERE c.key_no = $1`,
        [company, holder, percent],
      );
    for (const [company, person, zh, en] of SANDBOX_OFFICERS)
      await tx.query(
        `INSERT INTO executives (company_id, person_id, position_zh, position_en)
         SELECT c.id, p.id, $3, $4 FROM companies c, persons p WHERE c.key_no = $1 AND p.key_no = $2`,
        [company, person, zh, en],
      );
  });
}
