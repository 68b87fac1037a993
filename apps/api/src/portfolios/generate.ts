import type { Queryable } from '../db/types';
import { mulberry32, type Random } from '../seed/prng';
import type { PortfolioField } from './columns';
import { coreName, normalizeIdentifier, registrationForms } from './normalize';

/*
 * Portfolio files with known answers, for the tests and the benchmark: rows built from the
 * companies in the database, the way customer files arrive. Each row's answer is worked out
 * here from the data alone (identifiers held by one company, names no other company comes
 * close to, names several companies share), never by running the matcher.
 *
 * - identifier rows: a USCC, registration number or LEI that exactly one company holds, typed
 *   loosely (lower case, spaces and hyphens, full-width digits, the UK's leading zero dropped),
 *   with or without a name → matched to that company;
 * - name rows: a company whose distinctive name (legal form off) is at least 30 % of an edit
 *   away from every other company's, with noise: case, spacing, full-width letters, the legal
 *   form left out, or (in a Latin name of at least 12 distinctive letters) one typo; sometimes
 *   with its jurisdiction, spelled as files spell it → matched;
 * - ambiguous rows: a name that two to five companies share (across jurisdictions, or twins in
 *   one register) written without its legal form, or in full when their full names are equal
 *   → ambiguous, with those companies among the candidates;
 * - unmatched rows: made-up names from letters and characters no company name uses, some with
 *   an identifier nobody holds, some with nothing but a reference → unmatched.
 *
 * Why 30 %: with one typo the company scores at least 95 × (1 − 1/L) and any other at most
 * 95 × (1 − (0.3L − 1)/L), 9 points lower for any length L ≥ 10, more than the matcher's
 * margin of 5; without noise the gap is wider still.
 */

/** A company as the generator reads it. */
export interface GeneratorCompany {
  keyNo: string;
  nameZh: string | null;
  nameEn: string;
  jurisdiction: string;
  regNo: string;
  uscc: string | null;
  lei: string | null;
}

export type RowKind = 'identifier' | 'name' | 'ambiguous' | 'unmatched';

/** A row's known answer. */
export interface KnownAnswer {
  kind: RowKind;
  outcome: 'matched' | 'ambiguous' | 'unmatched';
  /** The company a matched row is (matched rows only). */
  keyNo?: string;
  /** Companies an ambiguous row must list among its candidates. */
  candidates?: string[];
}

export interface GeneratedPortfolio {
  /** The header texts, in column order. */
  header: string[];
  /** The rows' cells, in column order. */
  rows: string[][];
  /** Each row's answer, in row order. */
  answers: KnownAnswer[];
}

/** Column headers in each language the tests write files in. */
export const GENERATOR_HEADERS: Record<'zh' | 'en', Record<PortfolioField, string>> = {
  zh: {
    name: '企业名称',
    uscc: '统一社会信用代码',
    regNo: '注册号',
    lei: 'LEI',
    jurisdiction: '地区',
    reference: '参考号',
  },
  en: {
    name: 'Company name',
    uscc: 'USCC',
    regNo: 'Registration number',
    lei: 'LEI',
    jurisdiction: 'Jurisdiction',
    reference: 'Your reference',
  },
};

const FIELDS: PortfolioField[] = ['reference', 'name', 'uscc', 'regNo', 'lei', 'jurisdiction'];

/** How files spell each jurisdiction. */
const JURISDICTION_SPELLINGS: Record<string, string[]> = {
  CN: ['CN', '中国', 'China', 'PRC'],
  HK: ['HK', '香港', 'Hong Kong', 'hong kong'],
  SG: ['SG', '新加坡', 'Singapore'],
  GB: ['GB', 'UK', '英国', 'United Kingdom'],
  US: ['US', 'USA', '美国', 'United States'],
};

/** Syllables and characters for made-up names (checked against the data's own). */
const MADE_UP_SYLLABLES = [
  'zor',
  'quix',
  'vell',
  'brax',
  'thul',
  'wyv',
  'jov',
  'kree',
  'plox',
  'yarn',
  'fyz',
  'gwen',
];
const MADE_UP_CHARACTERS = '鑫鹦鹉麒麟犀獭狸鲸鳌凫鹬鹈鹕貘蜥螈獾鼬'.split('');
const MADE_UP_FORMS = ['Ltd', 'Limited', 'Inc.', 'LLC', 'Co., Ltd.', 'GmbH'];

const TRAILING_FORM_EN = /\s*(Co\., Ltd\.|Company Limited|Limited|Ltd|PLC|Inc\.|LLC|Pte\. Ltd\.)$/;
const TRAILING_FORM_ZH =
  /(股份有限公司|有限责任公司|有限責任公司|公眾有限公司|私人有限公司|有限公司|公司)$/;

/**
 * The companies to build a portfolio from (sandbox companies left out).
 *
 * @example const companies = await generatorCompanies(db);
 */
export async function generatorCompanies(db: Queryable): Promise<GeneratorCompany[]> {
  const { rows } = await db.query<GeneratorCompany>(
    `SELECT key_no AS "keyNo", name_zh AS "nameZh", name_en AS "nameEn", jurisdiction,
            reg_no AS "regNo", uscc, lei
       FROM companies WHERE NOT sandbox ORDER BY id`,
  );
  return rows;
}

/** Edit distance, stopping once it is certain to be more than `max` (then max + 1). */
function boundedDistance(a: string[], b: string[], max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Each company's distinctive names, as characters. */
function coresOf(company: GeneratorCompany): string[][] {
  return [company.nameZh, company.nameEn]
    .filter((name): name is string => Boolean(name))
    .map((name) => Array.from(coreName(name)))
    .filter((core) => core.length > 0);
}

/**
 * The companies whose every distinctive name is at least 30 % of an edit away from every
 * other company's (compared by length first, then by a bounded edit distance).
 */
function distinctCompanies(companies: GeneratorCompany[]): Set<string> {
  const entries = companies.flatMap((company) =>
    coresOf(company).map((core) => ({ keyNo: company.keyNo, core })),
  );
  const byLength = new Map<number, typeof entries>();
  for (const entry of entries) {
    const list = byLength.get(entry.core.length) ?? [];
    list.push(entry);
    byLength.set(entry.core.length, list);
  }
  const crowded = new Set<string>();
  for (const entry of entries) {
    if (crowded.has(entry.keyNo)) continue;
    const length = entry.core.length;
    const max = Math.ceil(0.3 * length) - 1;
    for (let other = length - max; other <= length + max && !crowded.has(entry.keyNo); other++) {
      for (const near of byLength.get(other) ?? []) {
        if (near.keyNo === entry.keyNo) continue;
        const limit = Math.ceil(0.3 * Math.max(length, other)) - 1;
        if (boundedDistance(entry.core, near.core, limit) <= limit) {
          crowded.add(entry.keyNo);
          crowded.add(near.keyNo);
          break;
        }
      }
    }
  }
  return new Set(companies.map((c) => c.keyNo).filter((keyNo) => !crowded.has(keyNo)));
}

/** Groups of 2–5 companies sharing a distinctive name that no other company comes close to. */
function sharedNameGroups(
  companies: GeneratorCompany[],
): { name: string; full: boolean; jurisdiction: string | null; keyNos: string[] }[] {
  const byCore = new Map<string, { company: GeneratorCompany; name: string }[]>();
  for (const company of companies)
    for (const name of [company.nameZh, company.nameEn]) {
      if (!name) continue;
      const core = coreName(name);
      if (!core) continue;
      const list = byCore.get(core) ?? [];
      if (!list.some((entry) => entry.company.keyNo === company.keyNo))
        list.push({ company, name });
      byCore.set(core, list);
    }
  const groups: { name: string; full: boolean; jurisdiction: string | null; keyNos: string[] }[] =
    [];
  const cores = [...byCore.keys()];
  for (const [core, members] of byCore) {
    if (members.length < 2 || members.length > 5) continue;
    // No other name within 30 % of this one (the group's own members aside).
    const chars = Array.from(core);
    const limit = Math.ceil(0.3 * chars.length) - 1;
    const crowded = cores.some(
      (other) =>
        other !== core &&
        Math.abs(other.length - core.length) <= limit &&
        boundedDistance(chars, Array.from(other), limit) <= limit,
    );
    if (crowded) continue;
    const first = members[0] as { company: GeneratorCompany; name: string };
    const sameFull = members.every((m) => m.name === first.name);
    const sameJurisdiction = members.every(
      (m) => m.company.jurisdiction === first.company.jurisdiction,
    );
    groups.push({
      // The shared part alone: every member scores the same.
      name: sameFull ? first.name : stripForm(first.name),
      full: sameFull,
      jurisdiction: sameJurisdiction ? first.company.jurisdiction : null,
      keyNos: members.map((m) => m.company.keyNo),
    });
  }
  return groups;
}

function stripForm(name: string): string {
  return name.replace(TRAILING_FORM_EN, '').replace(TRAILING_FORM_ZH, '').trim();
}

/** ASCII letters and digits as their full-width forms. */
function fullWidth(text: string): string {
  return text.replace(/[!-~]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
}

/** One wrong letter in the distinctive part (never its first), of a Latin name. */
function typo(name: string, random: Random): string {
  const core = stripForm(name);
  const positions = [...core].flatMap((char, i) => (i > 0 && /[a-z]/i.test(char) ? [i] : []));
  const at = random.pick(positions);
  const old = core[at] as string;
  let replacement = old;
  while (replacement.toLowerCase() === old.toLowerCase())
    replacement = String.fromCharCode(97 + random.int(0, 25));
  return `${core.slice(0, at)}${replacement}${core.slice(at + 1)}${name.slice(core.length)}`;
}

/** A name as a customer file might write it. */
function noisyName(name: string, random: Random): string {
  const latin = /^[\x20-\x7e]+$/.test(name);
  const kinds = latin
    ? ['as-is', 'upper', 'lower', 'spacing', 'full-width', 'no-form', 'typo']
    : ['as-is', 'spacing', 'no-form', 'full-width-brackets'];
  let kind = random.pick(kinds);
  // One typo is a match only in a distinctive part of 12 letters or more (see the note above).
  if (kind === 'typo' && coreName(name).length < 12) kind = 'no-form';
  switch (kind) {
    case 'upper':
      return name.toUpperCase();
    case 'lower':
      return name.toLowerCase();
    case 'spacing':
      return latin
        ? `  ${name.replace(/ /g, () => (random.chance(0.5) ? '  ' : ' '))} `
        : `${name.slice(0, 2)} ${name.slice(2)}`;
    case 'full-width':
      return fullWidth(name);
    case 'full-width-brackets':
      return name.replace(/\(/g, '（').replace(/\)/g, '）');
    case 'no-form':
      return stripForm(name);
    case 'typo':
      return typo(name, random);
    default:
      return name;
  }
}

/** An identifier as people type it. */
function noisyIdentifier(value: string, random: Random, jurisdiction: string): string {
  switch (random.int(0, 4)) {
    case 0:
      return value.toLowerCase();
    case 1:
      return value.replace(/(.{4})/g, '$1 ').trim();
    case 2:
      return value.replace(/(.{6})/g, '$1-').replace(/-$/, '');
    case 3:
      return fullWidth(value);
    default:
      // A spreadsheet drops the UK's leading zeros.
      return jurisdiction === 'GB' ? value.replace(/^0+/, '') : ` ${value} `;
  }
}

/**
 * A portfolio of `rows` rows with each row's known answer (see the note above), the same for
 * the same companies and seed. Row kinds come in proportions (identifier 30 %, name 40 %,
 * ambiguous 12 %, unmatched 18 %) as far as the companies allow: ambiguous rows need names
 * companies share, and fall back to name rows without them.
 *
 * @example const { header, rows, answers } = generatePortfolio(await generatorCompanies(db), { rows: 10_000 });
 */
export function generatePortfolio(
  companies: GeneratorCompany[],
  options: { rows: number; seed?: number; headers?: 'zh' | 'en' },
): GeneratedPortfolio {
  const random = mulberry32(options.seed ?? 28);
  const headers = GENERATOR_HEADERS[options.headers ?? 'zh'];
  // Who holds each identifier value, in every form a look-up tries.
  const holders = new Map<string, Set<string>>();
  const hold = (value: string | null, keyNo: string) => {
    if (!value) return;
    for (const form of registrationForms(value)) {
      const set = holders.get(form) ?? new Set<string>();
      set.add(keyNo);
      holders.set(form, set);
    }
  };
  for (const company of companies) {
    hold(company.regNo, company.keyNo);
    hold(company.uscc, company.keyNo);
    hold(company.lei, company.keyNo);
  }
  const onlyHolder = (value: string, keyNo: string) =>
    registrationForms(value).every((form) => {
      const set = holders.get(form);
      return !set || (set.size === 1 && set.has(keyNo));
    });
  const distinct = distinctCompanies(companies);
  const named = companies.filter((c) => distinct.has(c.keyNo));
  const groups = sharedNameGroups(companies);
  const usedChars = new Set(companies.flatMap((c) => Array.from(`${c.nameZh ?? ''}${c.nameEn}`)));
  const madeUpChars = MADE_UP_CHARACTERS.filter((char) => !usedChars.has(char));
  const known = new Set(companies.map((c) => c.nameEn.toLowerCase()));

  const rows: string[][] = [];
  const answers: KnownAnswer[] = [];
  const push = (cells: Partial<Record<PortfolioField, string>>, answer: KnownAnswer) => {
    cells.reference ??= `C-${String(rows.length + 1).padStart(5, '0')}`;
    rows.push(FIELDS.map((field) => cells[field] ?? ''));
    answers.push(answer);
  };
  const spell = (jurisdiction: string) =>
    random.pick(JURISDICTION_SPELLINGS[jurisdiction] ?? [jurisdiction]);

  for (let i = 0; i < options.rows; i++) {
    const roll = random.next();
    if (roll < 0.3 && companies.length > 0) {
      const company = random.pick(companies);
      const ids = (
        [
          ['uscc', company.uscc],
          ['lei', company.lei],
          ['regNo', company.regNo],
        ] as const
      ).filter(([, value]) => value && onlyHolder(value, company.keyNo));
      if (ids.length > 0) {
        const [field, value] = random.pick(ids);
        // Typed loosely, unless the loose form is also another company's (a UK number without
        // its leading zeros may be a Hong Kong or US one).
        const noisy = noisyIdentifier(value as string, random, company.jurisdiction);
        const typed = onlyHolder(normalizeIdentifier(noisy), company.keyNo) ? noisy : value;
        push(
          {
            [field]: typed as string,
            name: random.chance(0.7) ? noisyName(company.nameZh ?? company.nameEn, random) : '',
            jurisdiction: random.chance(0.5) ? spell(company.jurisdiction) : '',
          },
          { kind: 'identifier', outcome: 'matched', keyNo: company.keyNo },
        );
        continue;
      }
    }
    if (roll >= 0.7 && roll < 0.82 && groups.length > 0) {
      const group = random.pick(groups);
      push(
        {
          name: group.full ? group.name : noisyName(group.name, random).trim() || group.name,
          jurisdiction: group.jurisdiction && random.chance(0.5) ? spell(group.jurisdiction) : '',
        },
        { kind: 'ambiguous', outcome: 'ambiguous', candidates: group.keyNos },
      );
      continue;
    }
    if (roll >= 0.82) {
      const style = random.int(0, 3);
      let name = '';
      if (style === 0 && madeUpChars.length >= 4) {
        name = `${Array.from({ length: random.int(3, 5) }, () => random.pick(madeUpChars)).join('')}有限公司`;
      } else if (style !== 3) {
        do {
          const words = Array.from({ length: random.int(2, 3) }, () =>
            Array.from({ length: random.int(2, 3) }, () => random.pick(MADE_UP_SYLLABLES)).join(''),
          );
          name = `${words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join(' ')} ${random.pick(MADE_UP_FORMS)}`;
        } while (known.has(name.toLowerCase()));
      }
      push(
        {
          name,
          // An identifier nobody holds (the right shape, digits nobody was given).
          uscc: style === 1 ? `91${String(random.int(0, 1e9)).padStart(16, '0')}` : '',
          jurisdiction: style === 2 ? spell(random.pick(Object.keys(JURISDICTION_SPELLINGS))) : '',
        },
        { kind: 'unmatched', outcome: 'unmatched' },
      );
      continue;
    }
    const pool = named.length > 0 ? named : companies;
    const company = random.pick(pool);
    const useZh = company.nameZh && random.chance(0.5);
    push(
      {
        name: noisyName((useZh ? company.nameZh : company.nameEn) as string, random),
        jurisdiction: random.chance(0.5) ? spell(company.jurisdiction) : '',
      },
      { kind: 'name', outcome: 'matched', keyNo: company.keyNo },
    );
  }
  return {
    header: FIELDS.map((field) => headers[field]),
    rows,
    answers,
  };
}

/**
 * A generated portfolio as a CSV file (UTF-8 with a byte-order mark, as Excel writes "CSV
 * UTF-8"; every field quoted).
 *
 * @example writeFileSync('portfolio.csv', portfolioCsv(generatePortfolio(companies, { rows: 100 })));
 */
export function portfolioCsv(portfolio: GeneratedPortfolio): string {
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  return `\uFEFF${[portfolio.header, ...portfolio.rows]
    .map((row) => row.map(quote).join(','))
    .join('\r\n')}\r\n`;
}
