// http(s)://, no user info, then a dotted host name with a letter (or punycode) TLD or an
// IPv4 address, an optional port, and a path, query or fragment without white space.
const URL_PATTERN =
  /^https?:\/\/(?:(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))(?::(\d{1,5}))?(?:[/?#]\S*)?$/iu;

/**
 * An absolute `http` or `https` URL with a real host (a dotted domain name or an IPv4
 * address) and a valid port. Any other scheme, `javascript:` included, is rejected.
 *
 * @example isUrl('https://www.example.com/report?id=1') // true
 * @example isUrl('javascript:alert(1)') // false
 */
export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 2048) return false;
  const match = URL_PATTERN.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}
