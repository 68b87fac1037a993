const USERNAME = /^[\w@.]{1,50}$/;

/**
 * A login name: 1–50 of digits, Latin letters, `_`, `@` and `.`.
 *
 * @param value - Anything.
 * @returns Whether it is 1–50 of `A–Z a–z 0–9 _ @ .`.
 * @example isUsername('li.wei@acme') // true
 */
export function isUsername(value: unknown): boolean {
  return typeof value === 'string' && USERNAME.test(value);
}
