/**
 * True only for `undefined`, `null` and the empty string (SPEC §5 "blank").
 * White space is not blank here; {@link checkRequired} trims.
 *
 * @example isBlank('') // true
 * @example isBlank(' ') // false
 */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
