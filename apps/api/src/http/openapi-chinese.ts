import { apiDocumentZh } from '@kyc/content/api-document';

/**
 * The public API document's words in Chinese. The routes describe themselves in English; the
 * Chinese lives in one catalogue (`@kyc/content/api-document`, keyed by the English) and is
 * merged into the document where it is built, next to each English text: `x-summary-zh`,
 * `x-description-zh`, `x-title-zh`, and `x-case-zh` on the sandbox companies. The API reference
 * page reads these on Chinese pages; test/openapi-chinese.test.ts fails when an English text has
 * no Chinese, or the catalogue holds a text the document no longer has.
 */

/** The fields whose English text gets a Chinese sibling, and that sibling's name. */
export const CHINESE_FIELDS: Readonly<Record<string, string>> = {
  summary: 'x-summary-zh',
  description: 'x-description-zh',
  title: 'x-title-zh',
};

/** The field of an `x-sandbox` company that says what it demonstrates, and its Chinese. */
export const SANDBOX_CASE_FIELD = ['case', 'x-case-zh'] as const;

/**
 * Members whose value is data, not words: an example's `description` is the example's, and a
 * schema's `properties` names fields (a field may be called `title`).
 */
const DATA_MEMBERS = new Set(['example', 'examples', 'default', 'const', 'enum']);

/** A heading block of a Markdown text (`## Webhooks`). */
const HEADING = /^(#{1,6} )(.*)$/;

/**
 * The Chinese of one English text of the document: the catalogue's entry for the whole text,
 * else, for a text of several Markdown paragraphs, each paragraph's (a heading's words
 * translated, its `#` kept); undefined when any part has none.
 *
 * @param english a `summary`, `description`, `title` or sandbox `case` of the document
 * @returns its Chinese, or undefined
 * @example chineseOf('Not found') // '未找到'
 */
export function chineseOf(english: string): string | undefined {
  const whole = apiDocumentZh[english];
  if (whole !== undefined) return whole;
  const blocks = english.split('\n\n');
  if (blocks.length === 1) return undefined;
  const translated: string[] = [];
  for (const block of blocks) {
    const heading = HEADING.exec(block);
    const words = apiDocumentZh[heading ? (heading[2] ?? '') : block];
    if (words === undefined) return undefined;
    translated.push(heading ? `${heading[1]}${words}` : words);
  }
  return translated.join('\n\n');
}

type Json = unknown;

/** A copy of `value` with the Chinese next to each English text that has one. */
function merge(value: Json): Json {
  if (Array.isArray(value)) return value.map(merge);
  if (!value || typeof value !== 'object') return value;
  const copy: Record<string, Json> = {};
  for (const [member, inner] of Object.entries(value as Record<string, Json>))
    copy[member] = DATA_MEMBERS.has(member) ? inner : merge(inner);
  for (const [field, sibling] of Object.entries(CHINESE_FIELDS)) {
    const english = copy[field];
    if (typeof english !== 'string' || copy[sibling] !== undefined) continue;
    const chinese = chineseOf(english);
    if (chinese !== undefined) copy[sibling] = chinese;
  }
  return copy;
}

/**
 * The document with its Chinese merged in: `x-summary-zh`, `x-description-zh` and `x-title-zh`
 * next to every `summary`, `description` and `title` the catalogue translates (a sibling the
 * document already has is kept), and `x-case-zh` on each `x-sandbox` company. A copy: the
 * document's objects, often shared schemas, are left as they are. A text without Chinese gets
 * no sibling (the page then shows its English); the catalogue's test finds it first.
 *
 * @param document an OpenAPI document in English
 * @returns a copy of it with the Chinese
 * @example const served = withChinese(document); served.info['x-title-zh'] // 'KYC API'
 */
export function withChinese<T extends Record<string, unknown>>(document: T): T {
  const merged = merge(document) as Record<string, Json>;
  const sandbox = merged['x-sandbox'];
  if (Array.isArray(sandbox)) {
    const [field, sibling] = SANDBOX_CASE_FIELD;
    merged['x-sandbox'] = sandbox.map((company: Record<string, Json>) => {
      const english = company[field];
      const chinese = typeof english === 'string' ? chineseOf(english) : undefined;
      return chinese === undefined ? company : { ...company, [sibling]: chinese };
    });
  }
  return merged as T;
}

/**
 * Where a document has English without Chinese: the JSON pointer of every `summary`,
 * `description`, `title` (and sandbox `case`) that has no non-empty Chinese sibling.
 *
 * @param document the document as served
 * @returns the pointers, in document order (empty when every text has its Chinese)
 * @example untranslated(document) // ['/paths/~1v1~1usage/get/summary']
 */
export function untranslated(document: Record<string, unknown>): string[] {
  const missing: string[] = [];
  const pointer = (path: string, member: string) =>
    `${path}/${member.replaceAll('~', '~0').replaceAll('/', '~1')}`;
  const lacks = (object: Record<string, Json>, field: string, sibling: string) =>
    typeof object[field] === 'string' &&
    (typeof object[sibling] !== 'string' || (object[sibling] as string).trim() === '');
  const walk = (value: Json, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, `${path}/${index}`);
      });
      return;
    }
    if (!value || typeof value !== 'object') return;
    const object = value as Record<string, Json>;
    for (const [field, sibling] of Object.entries(CHINESE_FIELDS))
      if (lacks(object, field, sibling)) missing.push(pointer(path, field));
    for (const [member, inner] of Object.entries(object))
      if (!DATA_MEMBERS.has(member)) walk(inner, pointer(path, member));
  };
  walk(document, '');
  const sandbox = document['x-sandbox'];
  if (Array.isArray(sandbox))
    sandbox.forEach((company: Record<string, Json>, index) => {
      const [field, sibling] = SANDBOX_CASE_FIELD;
      if (lacks(company, field, sibling)) missing.push(`/x-sandbox/${index}/${field}`);
    });
  return missing;
}
