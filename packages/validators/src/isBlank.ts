/**
 * True only for `undefined`, `null` and the empty string (SPEC §5 "blank").
 * White space is not blank here; {@link checkRequired} trims. A type guard both ways: `true`
 * narrows to `undefined | null | ''`, `false` rules those out (a `string | undefined` becomes `string`).
 *
 * @example isBlank('') // true
 * @example isBlank(' ') // false
 */
export function isBlank(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}
