// local@domain: an RFC 5322 dot-atom local part and a host name with a letter TLD or a
// punycode one (xn--fiqs8s, 中国), as isUrl accepts.
const EMAIL =
  /^[\w!#$%&'*+/=?^`{|}~-]+(?:\.[\w!#$%&'*+/=?^`{|}~-]+)*@(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{0,58}[a-z\d])$/i;

/**
 * An email address `local@domain` with a dotted domain whose top-level domain is letters or
 * punycode (`xn--…`); at most 64 characters before the `@` and 254 in all (RFC 5321).
 * `true` narrows the value to a string containing `@`; `false` narrows nothing, since a
 * rejected value may still be a string.
 *
 * @param value - Anything.
 * @returns Whether it is a valid email address.
 * @example isEmail('compliance@example.com') // true
 * @example isEmail('li.wei@example.xn--fiqs8s') // true
 */
export function isEmail(value: unknown): value is `${string}@${string}` {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.indexOf('@');
  return at > 0 && at <= 64 && EMAIL.test(value);
}
