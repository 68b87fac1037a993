import { normalizeText } from '../lib/grams';

/**
 * Legal forms at the end of a name, as registers and people write them. Longest first, so
 * 股份有限公司 goes before 有限公司 and "company limited" before "limited". They are taken off
 * a name (several times: "Apex (Holdings) Co., Ltd." loses "co ltd", then nothing else) to
 * leave its distinctive part, which is what a customer file and the register agree on.
 */
const LEGAL_FORMS = [
  '有限责任公司',
  '有限責任公司',
  '股份有限公司',
  '公眾有限公司',
  '公众有限公司',
  '私人有限公司',
  '有限公司',
  '公司',
  'public limited company',
  'private limited',
  'company limited',
  'corporation limited',
  'co ltd',
  'co limited',
  'pte ltd',
  'pte limited',
  'sdn bhd',
  'limited',
  'ltd',
  'plc',
  'llc',
  'llp',
  'inc',
  'incorporated',
  'corporation',
  'corp',
  'gmbh',
  'ag',
  'sa',
  'bv',
  'nv',
  'co',
].map((form) => form.replace(/\s+/g, ''));

/** Which script a character is in, for joining and splitting. */
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{N}]/u;

/**
 * A name reduced to what matching compares: NFKC (full-width ＡＢＣ and （） become ABC and ()),
 * lower case, every run of punctuation and spaces one space.
 *
 * @example normalizeName('ＡＰＥＸ  Trading Co., Ltd.') // 'apex trading co ltd'
 */
export function normalizeName(name: string): string {
  return normalizeText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The distinctive part of a name: normalised, with its legal forms taken off the end, and
 * without spaces (so "Apex Trading", "ApexTrading" and "APEX  TRADING CO., LTD." agree).
 * Empty when the name is nothing but a legal form.
 *
 * @example coreName('北京宏图贸易股份有限公司') // '北京宏图贸易'
 * @example coreName('Apex Trading Co., Ltd.') // 'apextrading'
 */
export function coreName(name: string): string {
  let compact = normalizeName(name).replace(/ /g, '');
  for (let again = true; again; ) {
    again = false;
    for (const form of LEGAL_FORMS) {
      if (compact.length > form.length && compact.endsWith(form)) {
        const rest = compact.slice(0, -form.length);
        // A Latin form must stand as its own word in the original ("co" of "Apexco" is not).
        if (LATIN_OR_DIGIT.test(form[0] as string) && !endsWithWord(name, form)) continue;
        compact = rest;
        again = true;
        break;
      }
    }
  }
  return compact;
}

/** Whether the normalised name ends with `form` as whole words. */
function endsWithWord(name: string, form: string): boolean {
  const spaced = normalizeName(name);
  let at = spaced.length;
  // Walk back over the form's letters, allowing the spaces between its words.
  for (let i = form.length - 1; i >= 0; i--) {
    at--;
    while (at >= 0 && spaced[at] === ' ') at--;
    if (spaced[at] !== form[i]) return false;
  }
  const before = spaced[at - 1];
  return before === undefined || before === ' ' || !LATIN_OR_DIGIT.test(before);
}

/**
 * Similarity of two strings from 0 to 1: one minus their edit distance (Levenshtein: inserts,
 * deletions, substitutions) over the longer length. Counted in characters, so one wrong
 * Chinese character weighs as one wrong Latin letter. Takes strings, or their characters
 * already split (faster when one name is compared with many).
 *
 * @example similarity('apextrading', 'apextradng') // 0.909…
 */
export function similarity(a: string | readonly string[], b: string | readonly string[]): number {
  const x = typeof a === 'string' ? Array.from(a) : a;
  const y = typeof b === 'string' ? Array.from(b) : b;
  const longest = Math.max(x.length, y.length);
  if (longest === 0) return 1;
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return 1 - (previous[y.length] ?? longest) / longest;
}

/**
 * An identifier as registers store it: NFKC (full-width digits and letters), upper case, without
 * spaces, hyphens, dots or slashes that people type into them. Empty for nothing usable.
 *
 * @example normalizeIdentifier(' ９１１１０１０５-m9lt7fx218 ') // '91110105M9LT7FX218'
 */
export function normalizeIdentifier(value: string): string {
  return normalizeText(value)
    .toUpperCase()
    .replace(/[\s\-./_]+/g, '');
}

/**
 * The forms of a registration number worth looking up: as written, and, for a number of 1 to 7
 * digits, padded to 8 with leading zeros, because a spreadsheet turns the UK's 02521336 into
 * the number 2521336.
 *
 * @example registrationForms('2521336') // ['2521336', '02521336']
 */
export function registrationForms(value: string): string[] {
  const id = normalizeIdentifier(value);
  if (!id) return [];
  return /^\d{1,7}$/.test(id) ? [id, id.padStart(8, '0')] : [id];
}

/** The jurisdictions companies have, as the search filter names them. */
export const JURISDICTION_CODES = ['CN', 'HK', 'SG', 'GB', 'US'] as const;
export type JurisdictionCode = (typeof JURISDICTION_CODES)[number];

/** How files name each jurisdiction, normalised (lower case, no spaces or punctuation). */
const JURISDICTION_WORDS: Record<JurisdictionCode, string[]> = {
  CN: [
    'cn',
    'chn',
    'china',
    'prc',
    'mainlandchina',
    'peoplesrepublicofchina',
    '中国',
    '中国大陆',
    '大陆',
    '内地',
    '中國',
    '中華人民共和國',
    '中华人民共和国',
  ],
  HK: ['hk', 'hkg', 'hongkong', 'hongkongsar', 'hongkongchina', '香港', '中国香港', '中國香港'],
  SG: ['sg', 'sgp', 'singapore', '新加坡'],
  GB: [
    'gb',
    'gbr',
    'uk',
    'unitedkingdom',
    'greatbritain',
    'england',
    'englandandwales',
    'britain',
    '英国',
    '英國',
  ],
  US: ['us', 'usa', 'unitedstates', 'unitedstatesofamerica', 'america', '美国', '美國'],
};
const JURISDICTION_BY_WORD = new Map(
  Object.entries(JURISDICTION_WORDS).flatMap(([code, words]) =>
    words.map((word) => [word, code as JurisdictionCode]),
  ),
);

/**
 * The jurisdiction a cell names (an ISO code, a name in English or Chinese, or a subdivision
 * such as US-DE or CN-11, as GLEIF writes them), or undefined when it names none of ours.
 *
 * @example jurisdictionOf('香港') // 'HK'
 * @example jurisdictionOf('US-DE') // 'US'
 */
export function jurisdictionOf(value: string): JurisdictionCode | undefined {
  const word = normalizeName(value).replace(/ /g, '');
  if (!word) return undefined;
  const direct = JURISDICTION_BY_WORD.get(word);
  if (direct) return direct;
  const country = /^([a-z]{2})[-\s]/.exec(normalizeText(value).trim())?.[1];
  return country ? JURISDICTION_BY_WORD.get(country) : undefined;
}
