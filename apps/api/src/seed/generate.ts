import { createHash } from 'node:crypto';
import { leiCheckDigits, usccCheckCharacter } from '@kyc/validators';
import { grams, normalizeText } from '../lib/grams';
import { itemSeed, mulberry32, type Random } from './prng';
import {
  CN_BRAND_CHARS,
  CN_FOREIGN_TYPES,
  CN_FORMS,
  CN_GIVEN,
  CN_INDUSTRIES,
  CN_POSITIONS,
  CN_REGIONS,
  CN_ROADS,
  CN_SURNAMES,
  EN_BRANDS,
  EN_SECTORS,
  FIRST_POSITION,
  GB_FIRST,
  GB_LAST,
  HK_ENGLISH,
  HK_GIVEN,
  HK_SURNAMES,
  LEI_PREFIXES,
  OTHER_POSITIONS,
  SG_ENGLISH,
  SG_GIVEN,
  SG_INDIAN,
  SG_MALAY,
  SG_SURNAMES,
  US_FIRST,
  US_LAST,
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

const STREAM = { company: 1, person: 2, holding: 3, report: 4, capital: 5 } as const;
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

const JOINT_STOCK = '股份有限公司（非上市）';
const LISTED = '股份有限公司（上市）';
/** Yuan per unit of each capital currency; migration 003 sorts by the same rates. */
export const CNY_RATE: Record<string, number> = { CNY: 1, USD: 7.2, HKD: 0.92, SGD: 5.4, GBP: 9.1 };
/** How a mainland register writes each currency after an amount in 万. */
const CN_CURRENCY_WORDS: Record<string, string> = { CNY: '元人民币', USD: '美元', HKD: '港元' };
const FOREIGN_TYPES: ReadonlySet<string> = new Set(Object.values(CN_FOREIGN_TYPES));

/**
 * Whether a company type is a mainland foreign-invested one (the only ones with foreign capital).
 *
 * @example isForeignInvested('有限责任公司（外商独资）') // true
 */
export function isForeignInvested(companyType: string): boolean {
  return FOREIGN_TYPES.has(companyType);
}

/**
 * How a register's capitals spread, in the currency's unit: half of them below `median`, one in
 * ten above `p90`, none outside [`min`, `max`]. Real registers are log-normal-ish: many small
 * and middling companies, a long tail of few huge ones.
 */
interface CapitalSpread {
  median: number;
  p90: number;
  min: number;
  max: number;
}

const CN_SPREADS = {
  limited: { median: 2e6, p90: 2e7, min: 1e4, max: 1e10 },
  // Groups (集团) are larger: the old naming rules asked 50 million yuan of the parent.
  group: { median: 3e7, p90: 2e8, min: 1e7, max: 3e10 },
  jointStock: { median: 3e7, p90: 2e8, min: 5e6, max: 3e10 },
  listed: { median: 4e8, p90: 2e9, min: 5e7, max: 2e11 },
} as const satisfies Record<string, CapitalSpread>;
const CN_FOREIGN_SPREADS: Record<string, CapitalSpread> = {
  USD: { median: 1.5e6, p90: 1.5e7, min: 3e4, max: 5e9 },
  HKD: { median: 5e6, p90: 5e7, min: 1e5, max: 2e10 },
  CNY: { median: 5e6, p90: 5e7, min: 1e5, max: 5e10 },
};
/** Currencies of each foreign-invested type, with their shares (Hong Kong investors bring HKD). */
const CN_FOREIGN_CURRENCIES: Record<string, readonly (readonly [string, number])[]> = {
  [CN_FOREIGN_TYPES.wfoe]: [
    ['USD', 0.7],
    ['CNY', 0.2],
    ['HKD', 0.1],
  ],
  [CN_FOREIGN_TYPES.jv]: [
    ['USD', 0.55],
    ['CNY', 0.45],
  ],
  [CN_FOREIGN_TYPES.hkMacaoTaiwan]: [
    ['HKD', 0.5],
    ['USD', 0.3],
    ['CNY', 0.2],
  ],
};
const CN_FOREIGN_TYPE_SHARES = [
  [CN_FOREIGN_TYPES.wfoe, 0.45],
  [CN_FOREIGN_TYPES.jv, 0.35],
  [CN_FOREIGN_TYPES.hkMacaoTaiwan, 0.2],
] as const;
/** One mainland limited company in ten is foreign-invested. */
const CN_FOREIGN_SHARE = 0.1;

/**
 * An amount drawn from `spread` by one uniform draw `u` in [0, 1): the log-logistic quantile,
 * which has the log-normal's shape and a closed form.
 *
 * @example spreadAmount(0.5, { median: 2e6, p90: 2e7, min: 1e4, max: 1e10 }) // 2000000
 */
export function spreadAmount(u: number, spread: CapitalSpread): number {
  const v = Math.min(Math.max(u, 1e-9), 1 - 1e-9);
  const shape = Math.log(spread.p90 / spread.median) / Math.log(9);
  return Math.min(spread.max, Math.max(spread.min, spread.median * (v / (1 - v)) ** shape));
}

/**
 * `amount` as founders write it into articles: a round figure (1, 2, 3 or 5 times a power of ten:
 * 100万, 500万, 1000万) with probability `roundShare`, else mostly two significant figures
 * (120万), else an odd amount left by capital increases; never below `unit`, always a whole
 * number of `unit`s. Small amounts are never odd: those are founders' figures.
 *
 * @example registerAmount(4_870_000, mulberry32(1), 100) // 5000000, 4900000 or 4870000
 */
export function registerAmount(
  amount: number,
  random: Random,
  unit: number,
  roundShare = 0.65,
): number {
  const roll = random.next();
  const odd = amount >= 1000 * unit && roll >= roundShare + (1 - roundShare) * 0.6;
  const power = 10 ** Math.floor(Math.log10(amount));
  let rounded = amount;
  if (roll < roundShare) {
    let best = power;
    for (const figure of [1, 2, 3, 5, 10]) {
      if (
        Math.abs(Math.log(figure * power) - Math.log(amount)) <
        Math.abs(Math.log(best) - Math.log(amount))
      )
        best = figure * power;
    }
    rounded = best;
  } else if (!odd) {
    const step = Math.max(unit, power / 10);
    rounded = Math.round(amount / step) * step;
  }
  return Math.max(unit, Math.round(rounded / unit) * unit);
}

/** An amount in yuan (or dollars…) as a mainland register writes it: 500万元人民币, 1234.56万美元. */
function wanText(amount: number, currency: string, decimals: number): string {
  const scale = 10 ** decimals;
  const wan = Math.round((amount / 10_000) * scale) / scale;
  return `${wan}万${CN_CURRENCY_WORDS[currency] ?? currency}`;
}

const NON_CN: Record<
  Exclude<Jurisdiction, 'CN'>,
  {
    currency: string;
    /** How capitals spread in this register, by the company's type. */
    spread: (companyType: string) => CapitalSpread;
    forms: readonly (readonly [string, string, string])[];
    /**
     * The share of companies with a Chinese name: the register's own, so Hong Kong's (its
     * register holds Chinese names) and no other (Singapore, UK and US registers hold English
     * names only; a Chinese name there would be one no register holds).
     */
    zhShare: number;
    regNo: (random: Random, established: number) => string;
    address: (random: Random) => string;
  }
> = {
  HK: {
    currency: 'HKD',
    // Hong Kong companies: issued share capital, often HK$1, HK$100 or HK$10,000.
    spread: () => ({ median: 1e4, p90: 1e6, min: 1, max: 5e10 }),
    forms: [
      ['Limited', '有限公司', 'Private company limited by shares'],
      ['Limited', '有限公司', 'Private company limited by shares'],
      ['Company Limited', '有限公司', 'Private company limited by shares'],
      ['(Hong Kong) Limited', '（香港）有限公司', 'Private company limited by shares'],
      ['International Limited', '國際有限公司', 'Private company limited by shares'],
    ],
    zhShare: 1,
    regNo: (random) => String(random.int(1_000_000, 3_499_999)),
    address: (random) =>
      `${random.int(1, 40)}/F, ${random.int(1, 300)} Queen's Road Central, Hong Kong`,
  },
  SG: {
    currency: 'SGD',
    spread: () => ({ median: 5e4, p90: 2e6, min: 1, max: 1e10 }),
    forms: [['Pte. Ltd.', '私人有限公司', 'Private Company Limited by Shares']],
    zhShare: 0,
    regNo: (random, established) =>
      `${new Date(established).getUTCFullYear()}${String(random.int(0, 99999)).padStart(5, '0')}${chars(random, 'ABCDEFGHJKLMNRWXZ', 1)}`,
    address: (random) =>
      `${random.int(1, 200)} Robinson Road, #${random.int(2, 30)}-${String(random.int(1, 20)).padStart(2, '0')}, Singapore ${random.int(68000, 69999)}`,
  },
  GB: {
    currency: 'GBP',
    // Most private companies issue £1 or £100 of shares; a PLC needs at least £50,000.
    spread: (type) =>
      type === 'Public limited company'
        ? { median: 1e6, p90: 5e7, min: 5e4, max: 1e10 }
        : { median: 100, p90: 2e4, min: 1, max: 1e9 },
    forms: [
      ['Ltd', '有限公司', 'Private limited company'],
      ['PLC', '公眾有限公司', 'Public limited company'],
    ],
    zhShare: 0,
    regNo: (random) => String(random.int(100_000, 15_999_999)).padStart(8, '0'),
    address: (random) =>
      `${random.int(1, 200)} Bishopsgate, London EC2M ${random.int(1, 9)}XX, United Kingdom`,
  },
  US: {
    currency: 'USD',
    spread: () => ({ median: 1e4, p90: 1e6, min: 100, max: 5e10 }),
    forms: [
      ['Inc.', '公司', 'Corporation'],
      ['LLC', '有限責任公司', 'Limited Liability Company'],
    ],
    zhShare: 0,
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
  // Capital draws its rounding and the foreign investors' choices from a stream of its own, so
  // that the company stream draws as many values as before and every other field stayed put.
  const capitalRandom = mulberry32(itemSeed(plan.seed, STREAM.capital, index));
  let spread: CapitalSpread;
  let sizeRoll: number;
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
    // One limited company in ten is foreign-invested: only these register foreign capital.
    const foreignRoll = random.next();
    if (form.type === '有限责任公司' || form.type === '有限责任公司（自然人投资或控股）') {
      if (foreignRoll < CN_FOREIGN_SHARE)
        companyType = pickWeighted(capitalRandom, CN_FOREIGN_TYPE_SHARES);
    }
    currency = isForeignInvested(companyType)
      ? pickWeighted(capitalRandom, CN_FOREIGN_CURRENCIES[companyType] ?? [])
      : 'CNY';
    spread =
      currency !== 'CNY' || isForeignInvested(companyType)
        ? (CN_FOREIGN_SPREADS[currency] as CapitalSpread)
        : form.zh === '集团有限公司'
          ? CN_SPREADS.group
          : companyType === JOINT_STOCK
            ? CN_SPREADS.jointStock
            : CN_SPREADS.limited;
    sizeRoll = random.next();
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
    // Drawn even where the share is 0, so that every later value stays as it was.
    nameZh = random.chance(rules.zhShare)
      ? `${brandAZh}${twoWords ? brandBZh : ''}${sectorZh}${formZh}`
      : null;
    regNo = rules.regNo(random, established);
    companyType = type;
    spread = rules.spread(type);
    sizeRoll = random.next();
    currency = rules.currency;
    address = rules.address(random);
    status = pickWeighted(random, OTHER_STATUS);
  }
  const hasLei = random.chance(jurisdiction === 'CN' ? 0.2 : 0.45);
  const lei = hasLei ? makeLei(random) : null;
  const leiRegistered = hasLei ? Math.max(established, EPOCH - random.int(30, 4000) * DAY_MS) : 0;
  const leiLapsed = hasLei && random.chance(0.15);
  const alive = status === '存续' || status === '在业' || status === 'Live';
  const noise = random.int(0, 150);
  // Drawn last, so that adding it changed no other value of an existing seed.
  if (companyType === JOINT_STOCK && random.chance(0.2)) {
    companyType = LISTED;
    spread = CN_SPREADS.listed;
  }
  // Whole yuan, as the register writes them in 万 with up to four decimals: a joint-stock
  // company's capital is its number of 1-yuan shares, a listed one's rarely round (its shares
  // changed hands and numbers); a limited company's in hundreds. Elsewhere whole units.
  const jointStock = companyType.startsWith('股份有限公司');
  const size = spreadAmount(sizeRoll, spread);
  const amount =
    jurisdiction === 'CN'
      ? registerAmount(
          size,
          capitalRandom,
          jointStock ? 1 : 100,
          companyType === LISTED ? 0.1 : size >= 1e8 ? 0.4 : 0.65,
        )
      : registerAmount(size, capitalRandom, 1);
  const capital =
    jurisdiction === 'CN' ? wanText(amount, currency, 4) : `${groupThousands(amount)} ${currency}`;
  const cny = amount * (CNY_RATE[currency] ?? 1);
  const score = Math.round(Math.log10(cny + 1) * 100) + noise + (alive ? 200 : 0);
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

/**
 * The nationality of person `index`, from a fixed cycle of 20 (12 mainland, 3 Hong Kong, 2
 * Singapore, 2 UK, 1 US), so that a company can draw a person of a given nationality with one
 * draw and without generating the people. Every nationality occurs within the first 10.
 */
const NATIONALITY_CYCLE = 'CN HK CN SG CN GB CN US CN CN CN HK CN SG CN GB CN HK CN CN'.split(
  ' ',
) as Jurisdiction[];
const CYCLE_SLOTS = Object.fromEntries(
  (['CN', 'HK', 'SG', 'GB', 'US'] as const).map((nationality) => [
    nationality,
    NATIONALITY_CYCLE.flatMap((n, slot) => (n === nationality ? [slot] : [])),
  ]),
) as Record<Jurisdiction, number[]>;

/**
 * The nationality of person `index` (0-based).
 *
 * @example personNationality(1) // 'HK'
 */
export function personNationality(index: number): Jurisdiction {
  return NATIONALITY_CYCLE[index % NATIONALITY_CYCLE.length] as Jurisdiction;
}

/** The id of a person of `nationality`, chosen by one uniform draw `u` in [0, 1). */
function personOf(plan: SeedPlan, nationality: Jurisdiction, u: number): number {
  const people = personCount(plan);
  const slots = CYCLE_SLOTS[nationality];
  const blocks = Math.ceil(people / NATIONALITY_CYCLE.length);
  const k = Math.floor(u * blocks * slots.length);
  const index =
    Math.floor(k / slots.length) * NATIONALITY_CYCLE.length + (slots[k % slots.length] as number);
  // The last, partial cycle may not reach that slot: its first occurrence always exists.
  return (index < people ? index : (slots[0] as number)) + 1;
}

type PeopleMix = readonly (readonly [Jurisdiction, number])[];

/** A person drawn from `mix` (nationalities and their shares) with one uniform draw `u`. */
function personFrom(plan: SeedPlan, mix: PeopleMix, u: number): number {
  let rest = u;
  for (const [nationality, share] of mix) {
    if (rest < share) return personOf(plan, nationality, rest / share);
    rest -= share;
  }
  const [nationality] = mix[0] as readonly [Jurisdiction, number];
  return personOf(plan, nationality, u);
}

/**
 * Where a company's officers and its people holding shares come from. A mainland register
 * names every officer in Chinese: domestic companies have mainland officers, foreign-invested
 * ones mainland or Hong Kong officers (a Hong Kong name is written in Chinese) and foreign
 * holders. Outside the mainland the first officer is always of the place's own people (the
 * first entry of `officers`).
 */
const PEOPLE: Record<string, { officers: PeopleMix; holders: PeopleMix }> = {
  CN: { officers: [['CN', 1]], holders: [['CN', 1]] },
  [CN_FOREIGN_TYPES.wfoe]: {
    officers: [
      ['CN', 0.6],
      ['HK', 0.4],
    ],
    holders: [
      ['HK', 0.4],
      ['US', 0.25],
      ['SG', 0.2],
      ['GB', 0.15],
    ],
  },
  [CN_FOREIGN_TYPES.jv]: {
    officers: [
      ['CN', 0.7],
      ['HK', 0.3],
    ],
    holders: [
      ['CN', 0.4],
      ['HK', 0.25],
      ['US', 0.15],
      ['SG', 0.1],
      ['GB', 0.1],
    ],
  },
  [CN_FOREIGN_TYPES.hkMacaoTaiwan]: {
    officers: [
      ['HK', 0.6],
      ['CN', 0.4],
    ],
    holders: [['HK', 1]],
  },
  HK: {
    officers: [
      ['HK', 0.85],
      ['CN', 0.15],
    ],
    holders: [
      ['HK', 0.75],
      ['CN', 0.25],
    ],
  },
  SG: {
    officers: [
      ['SG', 0.9],
      ['HK', 0.05],
      ['GB', 0.05],
    ],
    holders: [
      ['SG', 0.85],
      ['HK', 0.1],
      ['CN', 0.05],
    ],
  },
  GB: {
    officers: [
      ['GB', 0.9],
      ['US', 0.1],
    ],
    holders: [
      ['GB', 0.85],
      ['US', 0.15],
    ],
  },
  US: {
    officers: [
      ['US', 0.9],
      ['GB', 0.1],
    ],
    holders: [
      ['US', 0.9],
      ['GB', 0.1],
    ],
  },
};

function peopleOf(company: CompanyRow): { officers: PeopleMix; holders: PeopleMix } {
  return (PEOPLE[company.company_type] ?? PEOPLE[company.jurisdiction]) as {
    officers: PeopleMix;
    holders: PeopleMix;
  };
}

/** One of a list of gendered given names: [name, romanisation, 'm' | 'f']. */
type Given = readonly [string, string, 'm' | 'f'];

/**
 * Person `index` (0-based; id index + 1), named as the register of their nationality names
 * them: mainland people in simplified characters with pinyin (王伟, Wang Wei); Hong Kong people
 * in traditional characters with Cantonese romanisation, often after an English name (陳大文,
 * Peter Chan Tai Man); Singaporeans as Chinese (Tan Wei Ming, 陈伟明), Malay (Ahmad bin Ismail)
 * or Indian (Rajesh s/o Ramasamy) names; British and American people in English only.
 */
export function generatePerson(plan: SeedPlan, index: number): PersonRow {
  const random = mulberry32(itemSeed(plan.seed, STREAM.person, index));
  const nationality = personNationality(index);
  const person = (nameZh: string | null, nameEn: string): PersonRow => ({
    id: index + 1,
    key_no: keyNo('person', plan.seed, index),
    name_zh: nameZh,
    name_en: nameEn,
    nationality,
  });
  switch (nationality) {
    case 'CN': {
      const [surname, surnameEn] = random.pick(CN_SURNAMES);
      const [given, givenEn] = random.pick(CN_GIVEN);
      return person(surname + given, `${surnameEn} ${givenEn}`);
    }
    case 'HK': {
      const [surname, surnameEn] = random.pick(HK_SURNAMES);
      const [given, givenEn, gender] = random.pick<Given>(HK_GIVEN);
      const chinese = `${surnameEn} ${givenEn}`;
      const english = random.chance(0.5) ? `${random.pick(HK_ENGLISH[gender])} ` : '';
      return person(surname + given, english + chinese);
    }
    case 'SG': {
      const roll = random.next();
      const female = random.chance(0.45);
      if (roll < 0.8) {
        const [surname, surnameEn] = random.pick(SG_SURNAMES);
        const [given, givenEn, gender] = random.pick<Given>(SG_GIVEN);
        const english = random.chance(0.45) ? `${random.pick(SG_ENGLISH[gender])} ` : '';
        return person(surname + given, `${english}${surnameEn} ${givenEn}`);
      }
      if (roll < 0.9) {
        const own = random.pick(female ? SG_MALAY.f : SG_MALAY.m);
        return person(null, `${own} ${female ? 'binti' : 'bin'} ${random.pick(SG_MALAY.fathers)}`);
      }
      const own = random.pick(female ? SG_INDIAN.f : SG_INDIAN.m);
      return person(null, `${own} ${female ? 'd/o' : 's/o'} ${random.pick(SG_INDIAN.fathers)}`);
    }
    case 'GB':
      return person(null, `${random.pick(GB_FIRST)} ${random.pick(GB_LAST)}`);
    case 'US': {
      const first = random.pick(US_FIRST);
      const initial = random.chance(0.3) ? ` ${String.fromCharCode(65 + random.int(0, 25))}.` : '';
      return person(null, `${first}${initial} ${random.pick(US_LAST)}`);
    }
  }
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

// Cents shown only when there are any: a HK$1 company's holders subscribed fractions of it.
const SUBSCRIBED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function subscribed(company: CompanyRow, percent: number): string {
  const amount = (company.capital_amount * percent) / 100;
  if (company.jurisdiction !== 'CN')
    return `${SUBSCRIBED.format(amount)} ${company.capital_currency}`;
  return wanText(amount, company.capital_currency, 2);
}

/** The jurisdiction of company `index`: the first draw of its stream, without making it. */
function jurisdictionOf(plan: SeedPlan, index: number): Jurisdiction {
  return pickJurisdiction(mulberry32(itemSeed(plan.seed, STREAM.company, index)));
}

/**
 * Whether company `holder` (an index) may hold shares of `company` without the register
 * contradicting itself: a domestic mainland company has mainland company holders (a foreign
 * one would make it foreign-invested), a wholly foreign-owned one foreign holders, one wholly
 * owned from Hong Kong a Hong Kong holder; a joint venture, and companies elsewhere, any.
 */
function mayHold(plan: SeedPlan, company: CompanyRow, holder: number): boolean {
  if (company.jurisdiction !== 'CN' || company.company_type === CN_FOREIGN_TYPES.jv) return true;
  const place = jurisdictionOf(plan, holder);
  if (company.company_type === CN_FOREIGN_TYPES.wfoe) return place !== 'CN';
  if (company.company_type === CN_FOREIGN_TYPES.hkMacaoTaiwan) return place === 'HK';
  return place === 'CN';
}

/**
 * Shareholders of company `index`. Company holders mostly come from later companies, which
 * in turn have holders further on, so chains run several layers up before ending in people;
 * every 500th pair of companies hold each other, so the maps also meet cycles.
 */
export function generateHoldings(plan: SeedPlan, company: CompanyRow): HoldingRow[] {
  const index = company.id - 1;
  const random = mulberry32(itemSeed(plan.seed, STREAM.holding, index));
  const mix = peopleOf(company).holders;
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
      if (target < plan.companies && mayHold(plan, company, target)) holderCompany = target + 1;
    }
    if (holderCompany === null) holderPerson = personFrom(plan, mix, random.next());
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

/**
 * Two to four officers of a company, named as its register names them (see `PEOPLE`); the first
 * is its executive director, whom a mainland register names as the legal representative.
 */
export function generateExecutives(plan: SeedPlan, company: CompanyRow): ExecutiveRow[] {
  const random = mulberry32(itemSeed(plan.seed, STREAM.holding, company.id + 0x40000000));
  const mix = peopleOf(company).officers;
  const home = mix.slice(0, 1);
  const positions: readonly (readonly [string, string])[] =
    company.jurisdiction === 'CN' ? CN_POSITIONS : OTHER_POSITIONS;
  const rows: ExecutiveRow[] = [];
  const seen = new Set<string>();
  const count = random.int(2, 4);
  for (let i = 0; i < count; i++) {
    const person = personFrom(
      plan,
      i === 0 && company.jurisdiction !== 'CN' ? home : mix,
      random.next(),
    );
    const [zh, en] = i === 0 ? FIRST_POSITION : random.pick(positions);
    // A board has several directors or supervisors, but one manager and one finance chief.
    const key = en === 'Director' || en === 'Supervisor' ? `${person}:${en}` : en;
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
