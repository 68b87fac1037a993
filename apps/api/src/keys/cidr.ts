import { BlockList, isIP } from 'node:net';

/** A CIDR block as the keys page accepts it: `203.0.113.0/24`, `2001:db8::/32`, or one address. */
export function parseCidr(
  value: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, extra] = value.trim().split('/');
  if (extra !== undefined) return undefined;
  const version = isIP(address);
  if (version === 0) return undefined;
  const max = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (prefix > max) return undefined;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/**
 * Whether `ip` (as the server sees the client: IPv4, IPv6 or IPv4-mapped IPv6) lies in one of
 * `cidrs`. An empty list allows every address.
 *
 * @example
 * ```ts
 * addressAllowed('203.0.113.7', ['203.0.113.0/24']); // true
 * addressAllowed('::ffff:203.0.113.7', ['203.0.113.0/24']); // true
 * addressAllowed('198.51.100.1', ['203.0.113.0/24']); // false
 * ```
 */
export function addressAllowed(ip: string, cidrs: readonly string[]): boolean {
  if (cidrs.length === 0) return true;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const block = parseCidr(cidr);
    if (block) list.addSubnet(block.address, block.prefix, block.family);
  }
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  const version = isIP(address);
  if (version === 0) return false;
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
