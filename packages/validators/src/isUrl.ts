// http(s)://, no user info, then a dotted host name with a letter (or punycode, as isEmail
// accepts) TLD or an IPv4 address, an optional port, and a path, query or fragment without
// white space or the characters RFC 3986 leaves out of URIs: < > " { } | \ ^ `.
const URL_PATTERN =
  /^https?:\/\/(?:(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z\d-]{0,58}[a-z\d])|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))(?::(\d{1,5}))?(?:[/?#][^\s<>"{}|\\^`]*)?$/iu;

/**
 * An absolute `http` or `https` URL with a real host (a dotted domain name or an IPv4
 * address) and a valid port. Any other scheme, `javascript:` included, is rejected, and so
 * are white space and the characters RFC 3986 forbids (`< > " { } | \ ^` and the backtick);
 * percent-encode them. `true` narrows the value to a string containing `://`; `false`
 * narrows nothing, since a rejected value may still be a string.
 *
 * @param value - Anything.
 * @returns Whether it is an http(s) URL the rule accepts.
 * @example isUrl('https://www.example.com/report?id=1') // true
 * @example isUrl('javascript:alert(1)') // false
 */
export function isUrl(value: unknown): value is `${string}://${string}` {
  if (typeof value !== 'string' || value.length > 2048) return false;
  const match = URL_PATTERN.exec(value);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}
