/**
 * True only for `undefined`, `null` and the empty string: what the checks call blank.
 * White space is not blank here; {@link checkRequired} trims. A type guard both ways: `true`
 * narrows to `undefined | null | ''`, `false` rules those out (a `string | undefined` becomes `string`).
 *
 * @param value - Anything.
 * @returns Whether it is `undefined`, `null` or `''`.
 * @example isBlank('') // true
 * @example isBlank(' ') // false
 */
export function isBlank(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}
