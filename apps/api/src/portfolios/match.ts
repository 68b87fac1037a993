import type { SearchIndex } from '../companies/search-index';
import type { Queryable } from '../db/types';
import type { PortfolioInput } from './columns';
import {
  coreName,
  jurisdictionOf,
  normalizeIdentifier,
  normalizeName,
  registrationForms,
  similarity,
} from './normalize';

/*
 * How a name is scored against a company, and when a score is enough.
 *
 * A score runs from 0 to 100, the best of the company's names (Chinese and English):
 * - 100: the same name, after normalising case, full-width characters, spaces and punctuation
 *   ("ＡＰＥＸ Trading Co.,Ltd" is "Apex Trading Co., Ltd.");
 * - otherwise 95 × the similarity of the two names' distinctive parts, legal forms taken off
 *   (1 − edit distance ÷ length; see `similarity`): the same distinctive part with the legal
 *   form left out or written differently ("Apex Trading", "Apex Trading Limited") scores 95,
 *   one wrong letter in a 12-letter part about 87, two about 79.
 *
 * MATCH_AT (85): a row is matched by name when its best company scores at least this, one
 * typo in a distinctive part of 10 or more characters, and MARGIN (5) more than the next best.
 * Below 85 a typo is as likely another company (北京宏图贸易 and 北京宏途贸易 are 83 apart
 * from each other); within 5 of the next, the file does not say which of two similar
 * companies it means. The exact name (100) beats the same name with another legal form (95):
 * "北京宏图贸易有限公司" is matched, though 北京宏图贸易股份有限公司 exists too; "北京宏图贸易"
 * alone is ambiguous between them.
 *
 * CANDIDATE_AT (60): companies scoring at least this are shown as candidates of an
 * ambiguous row (at most CANDIDATES, best first); a row whose best company scores less is
 * unmatched, as nothing close enough to choose from exists.
 *
 * A jurisdiction in the file narrows the companies to that jurisdiction. One we do not
 * recognise narrows nothing, but then no row matches by itself: the user chooses.
 *
 * Identifiers (USCC, registration number, LEI) come first and must be equal once normalised
 * (full-width, case, spaces and hyphens; a registration number of up to 7 digits is also tried
 * with the leading zeros a spreadsheet dropped). One company: matched. Several (a registration
 * number two registers both issued), narrowed by jurisdiction, then by name as above; still
 * several: ambiguous.
 */
export const MATCH_AT = 85;
export const MARGIN = 5;
export const CANDIDATE_AT = 60;
/** Candidates kept for an ambiguous row. */
export const CANDIDATES = 5;
/** Companies the index proposes for one name before scoring. */
const PROPOSALS = 24;
/** Rows matched between pauses for the event loop (other requests keep flowing). */
const SLICE = 100;

/** A company as matching reads it. */
export interface MatchCompany {
  keyNo: string;
  nameZh: string | null;
  nameEn: string;
  jurisdiction: string;
  regNo: string;
  uscc: string | null;
  lei: string | null;
}

export type MatchedBy = 'uscc' | 'reg_no' | 'lei' | 'name';

/** What matching made of one row. */
export type RowMatch =
  | { outcome: 'matched'; keyNo: string; matchedBy: MatchedBy; score: number }
  | { outcome: 'ambiguous'; candidates: { keyNo: string; score: number }[] }
  | { outcome: 'unmatched' };

/** A name's two forms as scoring compares them (the core also as characters). */
interface NameForms {
  full: string;
  core: string;
  coreChars: string[];
}

function nameForms(name: string): NameForms {
  const core = coreName(name);
  return { full: normalizeName(name).replace(/ /g, ''), core, coreChars: Array.from(core) };
}

/** The normalised name with its legal forms taken off, words still apart (what the index reads). */
function spacedCore(name: string): string {
  const core = coreName(name);
  let kept = 0;
  let out = '';
  for (const char of normalizeName(name)) {
    if (kept >= core.length) break;
    out += char;
    if (char !== ' ') kept += char.length;
  }
  return out;
}

/**
 * The score of a company for a name (see the note above): 100 for the same normalised name,
 * else 95 × the similarity of the distinctive parts.
 *
 * @example nameScore(nameForms('Apex Trading'), [nameForms('Apex Trading Ltd')]) // 95
 */
function nameScore(row: NameForms, names: NameForms[]): number {
  let best = 0;
  for (const name of names) {
    if (name.full === row.full) return 100;
    if (!row.core || !name.core) continue;
    // The lengths alone can rule a pair out: similarity ≤ shorter ÷ longer.
    const shorter = Math.min(row.coreChars.length, name.coreChars.length);
    const longer = Math.max(row.coreChars.length, name.coreChars.length);
    if (95 * (shorter / longer) < CANDIDATE_AT) continue;
    best = Math.max(best, Math.round(95 * similarity(row.coreChars, name.coreChars)));
  }
  return best;
}

/** Companies with their name forms worked out once per run, and the index's by rank. */
class CompanyNames {
  private readonly forms = new Map<string, NameForms[]>();
  private readonly ranks = new Map<number, MatchCompany>();

  constructor(private readonly index: SearchIndex) {}

  /** The company at an index rank (read from the index once per run). */
  at(rank: number): MatchCompany {
    let company = this.ranks.get(rank);
    if (!company) {
      company = this.index.summaryAt(rank);
      this.ranks.set(rank, company);
    }
    return company;
  }

  of(company: MatchCompany): NameForms[] {
    let forms = this.forms.get(company.keyNo);
    if (!forms) {
      forms = [company.nameZh, company.nameEn]
        .filter((name): name is string => Boolean(name))
        .map(nameForms);
      this.forms.set(company.keyNo, forms);
    }
    return forms;
  }
}

/**
 * Picks among scored companies (best first): matched when the best reaches MATCH_AT with
 * MARGIN over the next and `mayMatch`; ambiguous with the candidates at or above CANDIDATE_AT;
 * else unmatched.
 */
function decide(
  scored: { keyNo: string; score: number }[],
  matchedBy: MatchedBy,
  mayMatch: boolean,
): RowMatch {
  const [best, next] = scored;
  if (!best || best.score < CANDIDATE_AT) return { outcome: 'unmatched' };
  if (mayMatch && best.score >= MATCH_AT && (!next || best.score - next.score >= MARGIN))
    return { outcome: 'matched', keyNo: best.keyNo, matchedBy, score: best.score };
  return {
    outcome: 'ambiguous',
    candidates: scored.filter((c) => c.score >= CANDIDATE_AT).slice(0, CANDIDATES),
  };
}

function byScore(a: { keyNo: string; score: number }, b: { keyNo: string; score: number }) {
  return b.score - a.score || (a.keyNo < b.keyNo ? -1 : a.keyNo > b.keyNo ? 1 : 0);
}

/** Every company holding one of the identifiers, by each identifier column's value. */
async function companiesByIdentifier(
  db: Queryable,
  values: string[],
): Promise<Map<string, MatchCompany[]>> {
  const found = new Map<string, MatchCompany[]>();
  if (values.length === 0) return found;
  const { rows } = await db.query<MatchCompany>(
    `SELECT key_no AS "keyNo", name_zh AS "nameZh", name_en AS "nameEn", jurisdiction,
            reg_no AS "regNo", uscc, lei
       FROM companies
      WHERE NOT sandbox AND (reg_no = ANY($1::text[]) OR uscc = ANY($1::text[]) OR lei = ANY($1::text[]))`,
    [values],
  );
  const add = (value: string | null, company: MatchCompany) => {
    if (!value) return;
    const list = found.get(value) ?? [];
    if (!list.some((c) => c.keyNo === company.keyNo)) list.push(company);
    found.set(value, list);
  };
  for (const company of rows) {
    add(company.regNo, company);
    add(company.uscc, company);
    add(company.lei, company);
  }
  return found;
}

/** The identifier look-ups of a row, in the order they are tried. */
function identifierTries(input: PortfolioInput): { by: MatchedBy; values: string[] }[] {
  const tries: { by: MatchedBy; values: string[] }[] = [];
  const uscc = normalizeIdentifier(input.uscc ?? '');
  if (uscc) tries.push({ by: 'uscc', values: [uscc] });
  const regNo = registrationForms(input.regNo ?? '');
  if (regNo.length > 0) tries.push({ by: 'reg_no', values: regNo });
  const lei = normalizeIdentifier(input.lei ?? '');
  if (lei) tries.push({ by: 'lei', values: [lei] });
  return tries;
}

/**
 * Matches a portfolio's rows to companies: by USCC, registration number or LEI first, then by
 * name and jurisdiction with the index's `similarNames` and the scores explained above. The
 * rows come back in the same order, each matched (with its company and how), ambiguous (with
 * up to five candidates and their scores) or unmatched. Reads the database once for all
 * identifiers; names are scored in memory, pausing for the event loop every 100 rows.
 *
 * @example const matches = await matchRows(db, index, [{ name: 'Apex Trading Ltd', jurisdiction: 'GB' }]);
 */
export async function matchRows(
  db: Queryable,
  index: SearchIndex,
  inputs: readonly PortfolioInput[],
): Promise<RowMatch[]> {
  const lookups = new Set<string>();
  for (const input of inputs)
    for (const attempt of identifierTries(input))
      for (const value of attempt.values) lookups.add(value);
  const byIdentifier = await companiesByIdentifier(db, [...lookups]);
  const names = new CompanyNames(index);
  const results: RowMatch[] = [];
  for (let i = 0; i < inputs.length; i++) {
    if (i % SLICE === SLICE - 1) await new Promise<void>((resolve) => setImmediate(resolve));
    results.push(matchRow(inputs[i] as PortfolioInput, index, byIdentifier, names));
  }
  return results;
}

function matchRow(
  input: PortfolioInput,
  index: SearchIndex,
  byIdentifier: Map<string, MatchCompany[]>,
  names: CompanyNames,
): RowMatch {
  const jurisdiction = input.jurisdiction ? jurisdictionOf(input.jurisdiction) : undefined;
  const unknownJurisdiction = Boolean(input.jurisdiction) && !jurisdiction;
  const row = input.name ? nameForms(input.name) : undefined;
  for (const attempt of identifierTries(input)) {
    const found = attempt.values
      .flatMap((value) => byIdentifier.get(value) ?? [])
      .filter((company, i, all) => all.findIndex((c) => c.keyNo === company.keyNo) === i)
      .filter((company) => !jurisdiction || company.jurisdiction === jurisdiction);
    if (found.length === 1) {
      const company = found[0] as MatchCompany;
      return { outcome: 'matched', keyNo: company.keyNo, matchedBy: attempt.by, score: 100 };
    }
    if (found.length > 1) {
      // Several companies hold it: the name tells them apart, or the user does.
      const scored = found
        .map((company) => ({
          keyNo: company.keyNo,
          score: row ? nameScore(row, names.of(company)) : 0,
        }))
        .sort(byScore);
      const picked = decide(scored, attempt.by, !unknownJurisdiction);
      if (picked.outcome === 'matched') return { ...picked, score: 100 };
      return {
        outcome: 'ambiguous',
        candidates: scored.slice(0, CANDIDATES).map((c) => ({ keyNo: c.keyNo, score: 100 })),
      };
    }
  }
  if (!input.name || !row?.core) return { outcome: 'unmatched' };
  const scored = index
    .similarRanks(spacedCore(input.name), PROPOSALS, jurisdiction)
    .map((rank) => {
      const company = names.at(rank);
      return { keyNo: company.keyNo, score: nameScore(row, names.of(company)) };
    })
    .sort(byScore);
  return decide(scored, 'name', !unknownJurisdiction);
}
