// local@domain: an RFC 5322 dot-atom local part and a host name with a letter TLD.
const EMAIL =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * An email address `local@domain` with a dotted domain; at most 64 characters
 * before the `@` and 254 in all (RFC 5321).
 *
 * @example isEmail('compliance@example.com') // true
 */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.indexOf('@');
  return at > 0 && at <= 64 && EMAIL.test(value);
}
