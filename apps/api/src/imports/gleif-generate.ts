import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import { leiCheckDigits } from '@kyc/validators';

/** GLEIF's published column names, in GLEIF's order (copied from GLEIF's golden-copy headers). */
export const LEI_CDF_HEADER: readonly string[] = readColumns('lei-cdf-3.1-golden-copy-columns.txt');
export const RR_CDF_HEADER: readonly string[] = readColumns('rr-cdf-2.1-golden-copy-columns.txt');

function readColumns(name: string): string[] {
  return readFileSync(new URL(`./formats/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A valid LEI: a LOU prefix, a body and the ISO 17442 check digits.
 *
 * @example makeLei('5299', 'ABC') // '529900000000000ABC14'
 */
export function makeLei(prefix: string, body: string): string {
  const base = (prefix + body.toUpperCase().padStart(18 - prefix.length, '0')).slice(0, 18);
  return base + leiCheckDigits(base);
}

/** The LOU prefix generated LEIs carry (not a real LOU's, so they never clash with real ones). */
export const GENERATED_LOU = '9999';

/**
 * The LEI of generated entity `index`.
 *
 * @example generatedLei(0) // '99990000000000000000' with its check digits
 */
export function generatedLei(index: number): string {
  return makeLei(GENERATED_LOU, index.toString(36));
}

const ZH_PARTS = [
  '华',
  '东',
  '海',
  '信',
  '达',
  '中',
  '兴',
  '盛',
  '远',
  '恒',
  '安',
  '泰',
  '瑞',
  '通',
  '博',
  '鑫',
];
const ZH_KINDS = ['科技', '贸易', '投资', '能源', '物流', '实业', '电子', '医药'];
const ZH_PINYIN: Record<string, string> = {
  华: 'Hua',
  东: 'Dong',
  海: 'Hai',
  信: 'Xin',
  达: 'Da',
  中: 'Zhong',
  兴: 'Xing',
  盛: 'Sheng',
  远: 'Yuan',
  恒: 'Heng',
  安: 'An',
  泰: 'Tai',
  瑞: 'Rui',
  通: 'Tong',
  博: 'Bo',
  鑫: 'Xin',
};
const EN_KINDS: Record<string, string> = {
  科技: 'Technology',
  贸易: 'Trading',
  投资: 'Investment',
  能源: 'Energy',
  物流: 'Logistics',
  实业: 'Industrial',
  电子: 'Electronics',
  医药: 'Pharmaceutical',
};
const EN_WORDS = ['Northern', 'Atlas', 'Harbour', 'Summit', 'Crescent', 'Meridian', 'Oak', 'Vale'];
const PLACES = [
  { country: 'CN', city: '上海市', region: 'CN-SH', form: '91310000', lang: 'zh' },
  { country: 'CN', city: '北京市', region: 'CN-BJ', form: '91110000', lang: 'zh' },
  { country: 'GB', city: 'London', region: 'GB-LND', form: 'H0PO', lang: 'en' },
  { country: 'US', city: 'Wilmington', region: 'US-DE', form: 'XTIQ', lang: 'en' },
  { country: 'DE', city: 'Frankfurt', region: 'DE-HE', form: '2HBR', lang: 'de' },
];

const isoTime = (day: number) =>
  `${new Date(Date.UTC(2012, 0, 1) + day * 86_400_000).toISOString().slice(0, 10)}T08:00:00+08:00`;

export interface GeneratedEntityOptions {
  /** A version number: a later one changes names and statuses of some entities (history tests). */
  version?: number;
}

/**
 * Entity `index` of a generated LEI-CDF 3.1 golden copy, as columns by GLEIF's names (only
 * the ones it fills; the file has every column). Deterministic: the same index and version
 * always give the same record. Two in five are Chinese companies named in Chinese with a
 * transliterated name; the rest are English-named companies elsewhere.
 *
 * @example generatedEntity(0)['Entity.LegalName'] // '上海华华科技有限公司0'
 */
export function generatedEntity(
  index: number,
  options: GeneratedEntityOptions = {},
): Record<string, string> {
  const version = options.version ?? 1;
  const place = PLACES[index % PLACES.length] as (typeof PLACES)[number];
  const a = ZH_PARTS[index % ZH_PARTS.length] as string;
  const b = ZH_PARTS[Math.floor(index / ZH_PARTS.length) % ZH_PARTS.length] as string;
  const kind = ZH_KINDS[Math.floor(index / 7) % ZH_KINDS.length] as string;
  // Every 10th entity is renamed and every 20th becomes inactive in version 2 and later.
  const renamed = version >= 2 && index % 10 === 0;
  const lapsed = version >= 2 && index % 20 === 0;
  const lei = generatedLei(index);
  const record: Record<string, string> = { LEI: lei };
  if (place.lang === 'zh') {
    const name = `${place.city.replace('市', '')}${a}${b}${kind}${renamed ? '集团' : ''}有限公司${index}`;
    record['Entity.LegalName'] = name;
    record['Entity.LegalName.xmllang'] = 'zh';
    record['Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1'] =
      `${ZH_PINYIN[a]} ${ZH_PINYIN[b]} ${EN_KINDS[kind]}${renamed ? ' Group' : ''} Co., Ltd. ${index}`;
    record['Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1.xmllang'] = 'en';
    record['Entity.TransliteratedOtherEntityNames.TransliteratedOtherEntityName.1.type'] =
      'PREFERRED_ASCII_TRANSLITERATED_LEGAL_NAME';
  } else {
    const w = EN_WORDS[index % EN_WORDS.length];
    const v = EN_WORDS[Math.floor(index / EN_WORDS.length) % EN_WORDS.length];
    record['Entity.LegalName'] =
      `${w} ${v} ${EN_KINDS[kind]}${renamed ? ' Holdings' : ''} ${place.country === 'DE' ? 'GmbH' : 'Limited'} ${index}`;
    record['Entity.LegalName.xmllang'] = place.lang;
  }
  const addressPrefix = 'Entity.LegalAddress';
  for (const prefix of [addressPrefix, 'Entity.HeadquartersAddress']) {
    record[`${prefix}.xmllang`] = place.lang;
    record[`${prefix}.FirstAddressLine`] =
      `${100 + (index % 800)} ${place.lang === 'zh' ? '中山路' : 'High Street'}`;
    record[`${prefix}.City`] = place.city;
    record[`${prefix}.Region`] = place.region;
    record[`${prefix}.Country`] = place.country;
    record[`${prefix}.PostalCode`] = String(100000 + (index % 899999));
  }
  record['Entity.RegistrationAuthority.RegistrationAuthorityID'] = 'RA999999';
  record['Entity.RegistrationAuthority.RegistrationAuthorityEntityID'] =
    `${place.form}${String(index).padStart(10, '0')}`;
  record['Entity.LegalJurisdiction'] = place.country;
  record['Entity.EntityCategory'] = 'GENERAL';
  record['Entity.LegalForm.EntityLegalFormCode'] = place.lang === 'zh' ? '8888' : place.form;
  if (place.lang === 'zh') record['Entity.LegalForm.OtherLegalForm'] = '有限责任公司';
  record['Entity.EntityStatus'] = lapsed ? 'INACTIVE' : 'ACTIVE';
  record['Entity.EntityCreationDate'] = isoTime(-(index % 5000));
  record['Registration.InitialRegistrationDate'] = isoTime(index % 3000);
  record['Registration.LastUpdateDate'] = isoTime(3000 + version * 10 + (index % 7));
  record['Registration.RegistrationStatus'] = lapsed ? 'LAPSED' : 'ISSUED';
  record['Registration.NextRenewalDate'] = isoTime(3400 + (index % 365));
  record['Registration.ManagingLOU'] = makeLei('9999', 'LOU');
  record['Registration.ValidationSources'] = 'FULLY_CORROBORATED';
  record['Registration.ValidationAuthority.ValidationAuthorityID'] = 'RA999999';
  record.ConformityFlag = 'CONFORMING';
  return record;
}

/**
 * Relationship rows of a generated RR-CDF 2.1 golden copy for entity `index`: every entity
 * whose index is not a multiple of 5 is directly and ultimately consolidated by the nearest
 * multiple of 5 below it. In a later version, as GLEIF changes records rather than deleting
 * them: every 10th child (index ending in 1) moves to another parent, the relationships of
 * every 10th (ending in 3) end (INACTIVE, with an end date), and every 20th (ending in 7, 27,
 * 47, …) has its records RETIRED without an end date.
 *
 * @example generatedRelationships(11) // direct and ultimate parent: entity 10
 */
export function generatedRelationships(
  index: number,
  options: GeneratedEntityOptions = {},
): Record<string, string>[] {
  if (index % 5 === 0) return [];
  const version = options.version ?? 1;
  const moved = version >= 2 && index % 10 === 1;
  const parent = moved ? Math.max(0, index - (index % 5) - 5) : index - (index % 5);
  const ended = version >= 2 && index % 10 === 3;
  const retired = version >= 2 && index % 20 === 7;
  return ['IS_DIRECTLY_CONSOLIDATED_BY', 'IS_ULTIMATELY_CONSOLIDATED_BY'].map((type) => ({
    'Relationship.StartNode.NodeID': generatedLei(index),
    'Relationship.StartNode.NodeIDType': 'LEI',
    'Relationship.EndNode.NodeID': generatedLei(parent),
    'Relationship.EndNode.NodeIDType': 'LEI',
    'Relationship.RelationshipType': type,
    'Relationship.RelationshipStatus': ended ? 'INACTIVE' : 'ACTIVE',
    'Relationship.Period.1.startDate': isoTime(index % 3000),
    ...(ended ? { 'Relationship.Period.1.endDate': isoTime(3000 + version * 10 - 3) } : {}),
    'Relationship.Period.1.periodType': 'RELATIONSHIP_PERIOD',
    'Relationship.Period.2.startDate': isoTime(3000),
    'Relationship.Period.2.endDate': isoTime(3365),
    'Relationship.Period.2.periodType': 'ACCOUNTING_PERIOD',
    'Relationship.Qualifiers.1.QualifierDimension': 'ACCOUNTING_STANDARD',
    'Relationship.Qualifiers.1.QualifierCategory': 'IFRS',
    'Registration.InitialRegistrationDate': isoTime(index % 3000),
    'Registration.LastUpdateDate': isoTime(3000 + version * 10),
    'Registration.RegistrationStatus': retired ? 'RETIRED' : 'PUBLISHED',
    'Registration.NextRenewalDate': isoTime(3400),
    'Registration.ManagingLOU': makeLei('9999', 'LOU'),
    'Registration.ValidationSources': 'FULLY_CORROBORATED',
    'Registration.ValidationDocuments': 'ACCOUNTS_FILING',
  }));
}

/**
 * One CSV line as GLEIF writes it: every field double-quoted, quotes doubled.
 *
 * @example csvLine(['LEI', 'Entity.LegalName'], { LEI: 'X' }) // '"X",""\n'
 */
export function csvLine(header: readonly string[], record: Record<string, string>): string {
  return `${header.map((column) => `"${(record[column] ?? '').replace(/"/g, '""')}"`).join(',')}\n`;
}

/**
 * Writes a golden-copy CSV of `count` generated rows to `path`, GLEIF's header first, streamed
 * (a million rows take a few hundred MB on disk and little memory).
 *
 * @example await writeGeneratedGoldenCopy('lei2.csv', 'lei', 1_000_000);
 */
export async function writeGeneratedGoldenCopy(
  path: string,
  kind: 'lei' | 'rr',
  count: number,
  options: GeneratedEntityOptions & { start?: number } = {},
): Promise<void> {
  const header = kind === 'lei' ? LEI_CDF_HEADER : RR_CDF_HEADER;
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(csvLine(header, Object.fromEntries(header.map((h) => [h, h]))));
  const start = options.start ?? 0;
  for (let i = start; i < start + count; i++) {
    if (kind === 'lei') await write(csvLine(header, generatedEntity(i, options)));
    else for (const rel of generatedRelationships(i, options)) await write(csvLine(header, rel));
  }
  out.end();
  await once(out, 'close');
}
