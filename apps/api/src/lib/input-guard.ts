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

interface QuerySchema {
  properties?: Record<string, { type?: unknown }>;
}

/**
 * Integer query parameters whose raw text is not a plain whole number. The JSON-schema
 * coercion reads `Infinity`, `1e309`, 400 nines or `0x10` as numbers, and an infinite one
 * slips past `minimum`/`maximum`; these are refused before coercion.
 */
export function badIntegerParams(query: unknown, schema: unknown): string[] {
  const properties = (schema as QuerySchema | undefined)?.properties;
  if (!properties || query === null || typeof query !== 'object') return [];
  const bad: string[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (property?.type !== 'integer') continue;
    const raw = (query as Record<string, unknown>)[name];
    if (raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    if (values.some((value) => typeof value !== 'string' || !INTEGER.test(value))) bad.push(name);
  }
  return bad;
}

/** The field messages of `unstorableField` and `badIntegerParams`. */
export const INPUT_MESSAGES = {
  text: (locale: Locale | undefined) =>
    text(locale, '不能包含空字符或无效字符', 'Must not contain NUL or invalid characters'),
  integer: (locale: Locale | undefined) => text(locale, '请输入整数', 'Enter a whole number'),
};
