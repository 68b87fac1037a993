import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must never reach unless local delivery is allowed: this host, private and
 * shared networks, link-local (cloud metadata services live there), multicast, documentation
 * and reserved ranges (IANA special-purpose registries). IPv4-mapped IPv6 addresses
 * (`::ffff:10.0.0.1`) match the IPv4 rules; NAT64 and 6to4 prefixes, which embed an IPv4
 * address, are refused whole.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/**
 * Whether an IP address (v4 or v6, without brackets) is on the public internet.
 *
 * @example
 * ```ts
 * isPublicAddress('93.184.216.34'); // true
 * isPublicAddress('169.254.169.254'); // false (link-local: cloud metadata)
 * isPublicAddress('::ffff:127.0.0.1'); // false
 * ```
 */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return !NOT_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** Where a webhook may be sent, per the service's settings. */
export interface UrlRules {
  /**
   * Also `http:` URLs and hosts on this machine or a private network: for development and
   * tests (WEBHOOK_ALLOW_LOCAL). Off in production: a customer's URL could otherwise reach
   * the service's own network (SSRF).
   */
  allowLocal: boolean;
}

/** The longest URL an endpoint may have. */
export const MAX_URL_LENGTH = 2048;

/** A host name as the URL parser gives it, as an IP address when it is one. */
function hostAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : undefined;
}

/**
 * Why a webhook URL is refused (a sentence for the caller), or undefined when it is fine:
 * `https:` only, no user name or password, and a public host — an IP address outside the
 * ranges above, or a name with a dot that is not `localhost`. A name can still resolve to a
 * private address: the sender checks every address it connects to as well (send.ts).
 *
 * @example
 * ```ts
 * webhookUrlProblem('https://hooks.example.com/kyc', { allowLocal: false }); // undefined
 * webhookUrlProblem('http://hooks.example.com/kyc', { allowLocal: false });
 * // 'Use an https:// URL.'
 * webhookUrlProblem('https://10.0.0.5/hook', { allowLocal: false });
 * // 'The URL points to a private, loopback or reserved address; use a public host.'
 * ```
 */
export function webhookUrlProblem(raw: string, rules: UrlRules): string | undefined {
  if (raw.length > MAX_URL_LENGTH) return `Use a URL of at most ${MAX_URL_LENGTH} characters.`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Not a URL: give an absolute https:// URL.';
  }
  if (url.protocol !== 'https:' && !(rules.allowLocal && url.protocol === 'http:'))
    return 'Use an https:// URL.';
  if (url.username || url.password)
    return 'Leave the user name and password out of the URL: every delivery is signed instead.';
  if (rules.allowLocal) return undefined;
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  const address = hostAddress(host);
  if (address ? !isPublicAddress(address) : host === 'localhost' || host.endsWith('.localhost'))
    return 'The URL points to a private, loopback or reserved address; use a public host.';
  if (!address && !host.includes('.'))
    return 'Use a fully qualified public host name (such as hooks.example.com).';
  return undefined;
}
