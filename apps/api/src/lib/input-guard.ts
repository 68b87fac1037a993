import type { Locale } from '@kyc/validators';
import { text } from './locale';

/** How deep a JSON body is searched for bad text; deeper parts are refused as malformed. */
const MAX_DEPTH = 32;

/**
 * Text PostgreSQL cannot store: a NUL character (it ends C strings: error 22021) or a lone
 * UTF-16 surrogate (no UTF-8 form). Both are refused at the door instead of failing in SQL.
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** NUL, or a surrogate code unit without its pair (with the u flag, \p{Cs} matches only those). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const UNSTORABLE = /\u0000|\p{Cs}/u;

/** `value` without NUL characters, lone surrogates replaced by U+FFFD. */
export function storableText(value: string): string {
  return value.replaceAll('\u0000', '').replace(/\p{Cs}/gu, '\uFFFD');
}

/**
 * The first top-level field of `input` whose value (at any depth) or key holds text that
 * cannot be stored, or `undefined` when all of it can. `input` is a parsed JSON body, a
 * query or route parameters.
 */
export function unstorableField(input: unknown): string | undefined {
  // A file body (a report to verify) is hashed, never stored as text.
  if (input instanceof Uint8Array) return undefined;
  if (input === null || typeof input !== 'object') {
    return typeof input === 'string' && !isStorableText(input) ? 'body' : undefined;
  }
  const bad = (value: unknown, depth: number): boolean => {
    if (typeof value === 'string') return !isStorableText(value);
    if (value === null || typeof value !== 'object') return false;
    if (depth > MAX_DEPTH) return true;
    for (const [key, inner] of Object.entries(value)) {
      if (!isStorableText(key) || bad(inner, depth + 1)) return true;
    }
    return false;
  };
  for (const [key, value] of Object.entries(input)) {
    if (!isStorableText(key) || bad(value, 1)) return isStorableText(key) ? key : 'body';
  }
  return undefined;
}

/** A whole number as a query string may write it: optional minus, digits, safe size. */
const INTEGER = /^-?\d{1,15}$/;
/** A number as text may write it: a whole number, or one with a decimal fraction. */
const DECIMAL = /^-?\d{1,15}(?:\.\d{1,15})?$/;

/** A field refused by `badIntegerParams` or `badNumericBodyFields`, and what it should be. */
export type BadNumber = [field: string, kind: 'integer' | 'number'];

interface FieldSchema {
  type?: unknown;
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
}

/** The numeric kind a schema's `type` asks for (`integer` wins over `number`), if any. */
function numericKind(schema: FieldSchema | undefined): 'integer' | 'number' | undefined {
  const types = ([] as unknown[]).concat(schema?.type ?? []);
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  return undefined;
}

/** Whether `text` is a number as `kind` may be written in text, and finite. */
function isPlainNumber(text: string, kind: 'integer' | 'number'): boolean {
  return (kind === 'integer' ? INTEGER : DECIMAL).test(text);
}

/**
 * Integer (and number) query or path parameters whose raw text is not a plain number. The
 * JSON-schema coercion reads `Infinity`, `1e309`, 400 nines or `0x10` as numbers, and an
 * infinite one slips past `minimum`/`maximum` (Ajv checks those on finite numbers only); these
 * are refused before coercion.
 *
 * @example badIntegerParams({ limit: '1e309' }, { properties: { limit: { type: 'integer' } } })
 * // [['limit', 'integer']]
 */
export function badIntegerParams(query: unknown, schema: unknown): BadNumber[] {
  const properties = (schema as FieldSchema | undefined)?.properties;
  if (!properties || query === null || typeof query !== 'object') return [];
  const bad: BadNumber[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const kind = numericKind(property);
    if (!kind) continue;
    const raw = (query as Record<string, unknown>)[name];
    if (raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.some((value) => typeof value !== 'string' || !isPlainNumber(value, kind)))
      bad.push([name, kind]);
  }
  return bad;
}

/**
 * Fields of a JSON body that its schema types as integer (or number) but that arrive as text
 * other than a plain number: the coercion would read `"1e309"` or 400 nines as Infinity, which
 * passes `maximum` and reaches SQL (`invalid input syntax for type integer`). A JSON number
 * needs no check (Ajv refuses the infinite ones), nor does a field the schema does not name.
 * Nested objects and arrays are followed; a field is named by its top-level key.
 *
 * @example badNumericBodyFields({ listId: '1e309' }, { properties: { listId: { type: 'integer' } } })
 * // [['listId', 'integer']]
 */
export function badNumericBodyFields(body: unknown, schema: unknown): BadNumber[] {
  const badKind = (
    value: unknown,
    field: FieldSchema | undefined,
    depth: number,
  ): BadNumber[1] | undefined => {
    if (!field || depth > MAX_DEPTH) return undefined;
    const kind = numericKind(field);
    if (kind && typeof value === 'string') return isPlainNumber(value, kind) ? undefined : kind;
    const inner: Array<[unknown, FieldSchema | undefined]> = Array.isArray(value)
      ? value.map((item) => [item, field.items])
      : value !== null && typeof value === 'object'
        ? Object.entries(field.properties ?? {}).map(([name, schema]) => [
            (value as Record<string, unknown>)[name],
            schema,
          ])
        : [];
    for (const [item, schema] of inner) {
      const found = badKind(item, schema, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  const properties = (schema as FieldSchema | undefined)?.properties;
  if (!properties || body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const bad: BadNumber[] = [];
  for (const [name, field] of Object.entries(properties)) {
    const kind = badKind((body as Record<string, unknown>)[name], field, 1);
    if (kind) bad.push([name, kind]);
  }
  return bad;
}

/** The field messages of `unstorableField`, `badIntegerParams` and `badNumericBodyFields`. */
export const INPUT_MESSAGES = {
  text: (locale: Locale | undefined) =>
    text(locale, '不能包含空字符或无效字符', 'Must not contain NUL or invalid characters'),
  integer: (locale: Locale | undefined) => text(locale, '请输入整数', 'Enter a whole number'),
  number: (locale: Locale | undefined) => text(locale, '请输入数字', 'Enter a number'),
};
