import { BlockList, isIP } from 'node:net';

/**
 * Address ranges a hook may not reach (the design's SSRF guard), each with the reason a refusal
 * names. Checked in this order, so the narrow IPv6 ranges come before the IPv4-compatible ::/96.
 * IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) match the IPv4 ranges: BlockList maps them.
 */
const REFUSED_RANGES: ReadonlyArray<readonly [string, number, 'ipv4' | 'ipv6', string]> = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'special-purpose'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'special-purpose'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['::', 96, 'ipv6', 'IPv4-compatible'],
  ['fc00::', 7, 'ipv6', 'private'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const RULES = REFUSED_RANGES.map(([network, prefix, family, reason]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { list, reason };
});

/**
 * Why a hook may not be delivered to `address` (an IP address as DNS or a URL gives it), or null
 * when it may. Anything that is no IP address is refused.
 */
export function refusedAddressReason(address: string): string | null {
  const version = isIP(address);
  if (version === 0) return 'not an IP address';
  const family = version === 4 ? 'ipv4' : 'ipv6';
  return RULES.find((rule) => rule.list.check(address, family))?.reason ?? null;
}

/** A refused address, as an attempt's error records it. */
export class AddressNotAllowedError extends Error {
  constructor(address: string, reason: string, hostname?: string) {
    super(
      `address ${address} is not allowed (${reason})` +
        (hostname && hostname !== address ? `: ${hostname} resolves to it` : ''),
    );
  }
}
