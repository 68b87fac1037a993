/**
 * One value as a field of PostgreSQL's COPY text format: `\N` for NULL, backslash, tab and
 * line breaks escaped. (NUL cannot be stored at all: rows holding one are rejected before.)
 *
 * @example copyField('a\tb') // 'a\\tb'
 */
export function copyField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, escapeChar) : text;
}

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const escapeChar = (c: string) => ESCAPES[c] as string;

/**
 * A text[] value as a COPY field: every element quoted, so commas, braces and quotes in them
 * stay text.
 *
 * @example copyArray(['a', 'b"']) // '{"a","b\\\\""}'
 */
export function copyArray(values: readonly string[]): string {
  return copyField(`{${values.map((v) => `"${v.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`);
}

/**
 * One line of COPY text data from already formatted fields.
 *
 * @example copyRow(['1', copyField(null)]) // '1\t\\N\n'
 */
export function copyRow(fields: readonly string[]): string {
  return `${fields.join('\t')}\n`;
}
