import { createHash } from 'node:crypto';
import { leiCheckDigits, usccCheckCharacter } from '@kyc/validators';
import { grams, normalizeText } from '../lib/grams';
import { itemSeed, mulberry32, type Random } from './prng';
import {
  CN_BRAND_CHARS,
  CN_FORMS,
  CN_GIVEN,
  CN_INDUSTRIES,
  CN_REGIONS,
  CN_ROADS,
  CN_SURNAMES,
  EN_BRANDS,
  EN_FIRST,
  EN_LAST,
  EN_SECTORS,
  LEI_PREFIXES,
  POSITIONS,
} from './words';

/** Jurisdictions the seed covers: mainland China, Hong Kong, Singapore, the UK and the US. */
export type Jurisdiction = 'CN' | 'HK' | 'SG' | 'GB' | 'US';

export interface CompanyRow {
  id: number;
  key_no: string;
  name_zh: string | null;
  name_en: string;
  jurisdiction: Jurisdiction;
  reg_no: string;
  uscc: string | null;
  lei: string | null;
  company_type: string;
  registered_capital: string;
  capital_amount: number;
  capital_currency: string;
  status: string;
  established: string;
  address: string;
  legal_representative: string | null;
  lei_registered_at: string | null;
  lei_next_renewal: string | null;
  lei_status: string | null;
  /** Shares of a joint-stock company (registered capital at 1 yuan a share), else null. */
  share_count: number | null;
  score: number;
  search_text: string;
  grams: string[];
}

export interface PersonRow {
  id: number;
  key_no: string;
  name_zh: string | null;
  name_en: string;
  nationality: string;
}

export interface HoldingRow {
  company_id: number;
  holder_company_id: number | null;
  holder_person_id: number | null;
  percent: number;
  subscribed_capital: string;
}

export interface ExecutiveRow {
  company_id: number;
  person_id: number;
  position_zh: string;
  position_en: string;
}

export interface ReportRow {
  report_no: string;
  verify_code: string;
  company_id: number;
  report_type: string;
  language: string;
  issued_at: string;
  pages: number;
}

/** What to generate: `companies` companies, people in proportion, all from `seed`. */
export interface SeedPlan {
  companies: number;
  seed: number;
}

const STREAM = { company: 1, person: 2, holding: 3, report: 4 } as const;
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DAY_MS = 86_400_000;
// A fixed clock for the data itself, so that the same seed gives the same rows on any day.
const EPOCH = Date.UTC(2025, 0, 1);

/** People the plan makes: fewer than companies, so that people sit on several boards. */
export function personCount(plan: SeedPlan): number {
  return Math.max(10, Math.ceil(plan.companies * 0.8));
}

/** Every `REPORT_EVERY`-th company has an issued report. */
export const REPORT_EVERY = 20;

function keyNo(kind: string, seed: number, index: number): string {
  return createHash('md5').update(`${kind}:${seed}:${index}`).digest('hex');
}

function chars(random: Random, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[random.int(0, alphabet.length - 1)];
  return out;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Thousands separators, as registers outside China print amounts: 1,000,000. */
export function groupThousands(amount: number): string {
  return Math.round(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The check-digit-correct USCC of a mainland company: authority 9, type 1, region, org code. */
export function makeUscc(random: Random, regionCode: string): string {
  const body = `91${regionCode}${chars(random, CODE_CHARS, 9)}`;
  return body + usccCheckCharacter(body);
}

/** An ISO 17442 LEI: a LOU prefix, '00', twelve characters and the two check digits. */
export function makeLei(random: Random): string {
  const body = `${random.pick(LEI_PREFIXES)}00${chars(random, ALNUM, 12)}`;
  return body + leiCheckDigits(body);
}

const CN_CAPITALS_WAN = [10, 50, 100, 200, 300, 500, 1000, 2000, 5000, 10000, 50000];
const FOREIGN_CAPITALS = [1000, 10000, 100000, 500000, 1000000, 5000000, 10000000, 50000000];
// Rough CNY value of each currency, only to rank companies by size.
const JOINT_STOCK = '股份有限公司（非上市）';
const LISTED = '股份有限公司（上市）';
/** Yuan per unit of each capital currency; migration 003 sorts by the same rates. */
export const CNY_RATE: Record<string, number> = { CNY: 1, USD: 7.2, HKD: 0.92, SGD: 5.4, GBP: 9.1 };

const NON_CN: Record<
  Exclude<Jurisdiction, 'CN'>,
  {
    currency: string;
    forms: readonly (readonly [string, string, string])[];
    zhShare: number;
    regNo: (random: Random, established: number) => string;
    address: (random: Random) => string;
  }
> = {
  HK: {
    currency: 'HKD',
    forms: [['Limited', '有限公司', 'Private company limited by shares']],
    zhShare: 1,
    regNo: (random) => String(random.int(1_000_000, 3_499_999)),
    address: (random) =>
      `${random.int(1, 40)}/F, ${random.int(1, 300)} Queen's Road Central, Hong Kong`,
  },
  SG: {
    currency: 'SGD',
    forms: [['Pte. Ltd.', '私人有限公司', 'Private Company Limited by Shares']],
    zhShare: 0.5,
    regNo: (random, established) =>
      `${new Date(established).getUTCFullYear()}${String(random.int(0, 99999)).padStart(5, '0')}${chars(random, 'ABCDEFGHJKLMNRWXZ', 1)}`,
    address: (random) =>
      `${random.int(1, 200)} Robinson Road, #${random.int(2, 30)}-${String(random.int(1, 20)).padStart(2, '0')}, Singapore ${random.int(68000, 69999)}`,
  },
  GB: {
    currency: 'GBP',
    forms: [
      ['Ltd', '有限公司', 'Private limited company'],
      ['PLC', '公眾有限公司', 'Public limited company'],
    ],
    zhShare: 0.2,
    regNo: (random) => String(random.int(100_000, 15_999_999)).padStart(8, '0'),
    address: (random) =>
      `${random.int(1, 200)} Bishopsgate, London EC2M ${random.int(1, 9)}XX, United Kingdom`,
  },
  US: {
    currency: 'USD',
    forms: [
      ['Inc.', '公司', 'Corporation'],
      ['LLC', '有限責任公司', 'Limited Liability Company'],
    ],
    zhShare: 0.2,
    regNo: (random) => String(random.int(2_000_000, 7_999_999)),
    address: (random) =>
      `${random.int(1, 2000)} Market Street, Wilmington, DE ${random.int(19801, 19899)}, United States`,
  },
};

function pickJurisdiction(random: Random): Jurisdiction {
  const roll = random.next();
  if (roll < 0.6) return 'CN';
  if (roll < 0.75) return 'HK';
  if (roll < 0.83) return 'SG';
  if (roll < 0.92) return 'GB';
  return 'US';
}

const CN_STATUS = [
  ['存续', 0.7],
  ['在业', 0.15],
  ['注销', 0.08],
  ['吊销', 0.07],
] as const;
const OTHER_STATUS = [
  ['Live', 0.8],
  ['Dissolved', 0.12],
  ['Dormant', 0.08],
] as const;

function pickWeighted(random: Random, table: readonly (readonly [string, number])[]): string {
  let roll = random.next();
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (table[0] as readonly [string, number])[0];
}

/** Company `index` (0-based; its id is index + 1) of a plan, always the same for one seed. */
export function generateCompany(plan: SeedPlan, index: number): CompanyRow {
  const random = mulberry32(itemSeed(plan.seed, STREAM.company, index));
  const jurisdiction = pickJurisdiction(random);
  const established = EPOCH - random.int(200, 12_000) * DAY_MS;
  let nameZh: string | null;
  let nameEn: string;
  let regNo: string;
  let uscc: string | null = null;
  let companyType: string;
  let capital: string;
  let amount: number;
  let currency: string;
  let address: string;
  let status: string;
  if (jurisdiction === 'CN') {
    const region = random.pick(CN_REGIONS);
    const [a, b] = [random.pick(CN_BRAND_CHARS), random.pick(CN_BRAND_CHARS)];
    const [industryZh, industryEn] = random.pick(CN_INDUSTRIES);
    const form = random.pick(CN_FORMS);
    const brandEn = `${a[1][0]?.toUpperCase()}${a[1].slice(1)}${b[1]}`;
    nameZh = `${region.zh}${a[0]}${b[0]}${industryZh}${form.zh}`;
    nameEn = `${region.en} ${brandEn} ${industryEn} ${form.en}`;
    uscc = makeUscc(random, region.code);
    regNo = `${region.code}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
    companyType = form.type;
    const foreign = random.chance(0.08);
    const wan = random.pick(CN_CAPITALS_WAN);
    capital = foreign ? `${wan}万美元` : `${wan}万元人民币`;
    currency = foreign ? 'USD' : 'CNY';
    amount = wan * 10_000;
    address = `${region.zh}市${region.district}${random.pick(CN_ROADS)}${random.int(1, 2000)}号`;
    status = pickWeighted(random, CN_STATUS);
  } else {
    const rules = NON_CN[jurisdiction];
    const [brandA, brandAZh] = random.pick(EN_BRANDS);
    const [brandB, brandBZh] = random.pick(EN_BRANDS);
    const [sector, sectorZh] = random.pick(EN_SECTORS);
    const [formEn, formZh, type] = random.pick(rules.forms);
    const twoWords = brandA !== brandB && random.chance(0.6);
    nameEn = `${twoWords ? `${brandA} ${brandB}` : brandA} ${sector} ${formEn}`;
    nameZh = random.chance(rules.zhShare)
      ? `${brandAZh}${twoWords ? brandBZh : ''}${sectorZh}${formZh}`
      : null;
    regNo = rules.regNo(random, established);
    companyType = type;
    amount = random.pick(FOREIGN_CAPITALS);
    currency = rules.currency;
    capital = `${groupThousands(amount)} ${currency}`;
    address = rules.address(random);
    status = pickWeighted(random, OTHER_STATUS);
  }
  const hasLei = random.chance(jurisdiction === 'CN' ? 0.2 : 0.45);
  const lei = hasLei ? makeLei(random) : null;
  const leiRegistered = hasLei ? Math.max(established, EPOCH - random.int(30, 4000) * DAY_MS) : 0;
  const leiLapsed = hasLei && random.chance(0.15);
  const alive = status === '存续' || status === '在业' || status === 'Live';
  const cny = amount * (CNY_RATE[currency] ?? 1);
  const score = Math.round(Math.log10(cny + 1) * 100) + random.int(0, 150) + (alive ? 200 : 0);
  // Drawn last, so that adding it changed no other value of an existing seed.
  if (companyType === JOINT_STOCK && random.chance(0.2)) companyType = LISTED;
  const names = [nameZh, nameEn].filter(Boolean).join(' | ');
  return {
    id: index + 1,
    key_no: keyNo('company', plan.seed, index),
    name_zh: nameZh,
    name_en: nameEn,
    jurisdiction,
    reg_no: regNo,
    uscc,
    lei,
    company_type: companyType,
    registered_capital: capital,
    capital_amount: amount,
    share_count: companyType.startsWith('股份有限公司') ? amount : null,
    capital_currency: currency,
    status,
    established: isoDate(established),
    address,
    legal_representative: null,
    lei_registered_at: hasLei ? isoDate(leiRegistered) : null,
    lei_next_renewal: hasLei ? isoDate(leiRegistered + (leiLapsed ? 365 : 365 * 6) * DAY_MS) : null,
    lei_status: hasLei ? (leiLapsed ? 'LAPSED' : 'ISSUED') : null,
    score,
    search_text: normalizeText(names),
    grams: grams(names),
  };
}

/** Person `index` (0-based; id index + 1): mostly mainland names, some from the other places. */
export function generatePerson(plan: SeedPlan, index: number): PersonRow {
  const random = mulberry32(itemSeed(plan.seed, STREAM.person, index));
  const key = keyNo('person', plan.seed, index);
  if (random.chance(0.65)) {
    const [surname, surnameEn] = random.pick(CN_SURNAMES);
    const [given, givenEn] = random.pick(CN_GIVEN);
    return {
      id: index + 1,
      key_no: key,
      name_zh: surname + given,
      name_en: `${surnameEn} ${givenEn}`,
      nationality: 'CN',
    };
  }
  const nationality = random.pick(['HK', 'SG', 'GB', 'US'] as const);
  return {
    id: index + 1,
    key_no: key,
    name_zh: null,
    name_en: `${random.pick(EN_FIRST)} ${random.pick(EN_LAST)}`,
    nationality,
  };
}

/** Splits 100 into `parts` shares with two decimals that add up to exactly 100. */
export function splitHundred(random: Random, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => 0.2 + random.next());
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((weight / total) * 10_000) / 100);
  const rest = Math.round((100 - shares.reduce((sum, share) => sum + share, 0)) * 100) / 100;
  shares[0] = Math.round(((shares[0] as number) + rest) * 100) / 100;
  return shares;
}

function subscribed(company: CompanyRow, percent: number): string {
  const amount = (company.capital_amount * percent) / 100;
  if (company.jurisdiction !== 'CN') return `${groupThousands(amount)} ${company.capital_currency}`;
  const wan = Math.round((amount / 10_000) * 100) / 100;
  return company.capital_currency === 'USD' ? `${wan}万美元` : `${wan}万元人民币`;
}

/**
 * Shareholders of company `index`. Company holders mostly come from later companies, which
 * in turn have holders further on, so chains run several layers up before ending in people;
 * every 500th pair of companies hold each other, so the maps also meet cycles.
 */
export function generateHoldings(plan: SeedPlan, company: CompanyRow): HoldingRow[] {
  const index = company.id - 1;
  const random = mulberry32(itemSeed(plan.seed, STREAM.holding, index));
  const people = personCount(plan);
  const count = random.int(1, 4);
  const shares = splitHundred(random, count);
  const holders = new Set<string>();
  const rows: HoldingRow[] = [];
  const cyclePartner = index % 500 === 0 ? index + 1 : index % 500 === 1 ? index - 1 : -1;
  shares.forEach((percent, slot) => {
    let holderCompany: number | null = null;
    let holderPerson: number | null = null;
    if (slot === 0 && cyclePartner >= 0 && cyclePartner < plan.companies) {
      holderCompany = cyclePartner + 1;
    } else if (random.chance(0.45)) {
      const target = index + random.int(1, 400);
      if (target < plan.companies) holderCompany = target + 1;
    }
    if (holderCompany === null) holderPerson = random.int(1, people);
    const key = holderCompany ? `c${holderCompany}` : `p${holderPerson}`;
    if (holders.has(key)) {
      const previous = rows[rows.length - 1];
      if (previous) previous.percent = Math.round((previous.percent + percent) * 100) / 100;
      return;
    }
    holders.add(key);
    rows.push({
      company_id: company.id,
      holder_company_id: holderCompany,
      holder_person_id: holderPerson,
      percent,
      subscribed_capital: '',
    });
  });
  for (const row of rows) row.subscribed_capital = subscribed(company, row.percent);
  return rows;
}

/** Two to four officers of a company; the first is its legal representative or director. */
export function generateExecutives(plan: SeedPlan, company: CompanyRow): ExecutiveRow[] {
  const random = mulberry32(itemSeed(plan.seed, STREAM.holding, company.id + 0x40000000));
  const people = personCount(plan);
  const rows: ExecutiveRow[] = [];
  const seen = new Set<string>();
  const count = random.int(2, 4);
  for (let i = 0; i < count; i++) {
    const person = random.int(1, people);
    const [zh, en] =
      i === 0 ? (POSITIONS[0] as readonly [string, string]) : random.pick(POSITIONS.slice(1));
    const key = `${person}:${en}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ company_id: company.id, person_id: person, position_zh: zh, position_en: en });
  }
  return rows;
}

/** The issued report of every `REPORT_EVERY`-th company, with its verification code. */
export function generateReport(plan: SeedPlan, company: CompanyRow): ReportRow | undefined {
  const index = company.id - 1;
  if (index % REPORT_EVERY !== 0) return undefined;
  const random = mulberry32(itemSeed(plan.seed, STREAM.report, index));
  const issued = EPOCH + random.int(0, 300) * DAY_MS + random.int(0, 86_399) * 1000;
  const day = isoDate(issued).replaceAll('-', '');
  return {
    report_no: `KYC${day}${String(index / REPORT_EVERY + 1).padStart(6, '0')}`,
    verify_code: chars(random, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789', 8),
    company_id: company.id,
    report_type: random.pick(['KYC_STANDARD', 'UBO', 'EQUITY_STRUCTURE']),
    language: random.pick(['zh-CN', 'en']),
    issued_at: new Date(issued).toISOString(),
    pages: random.int(8, 60),
  };
}
