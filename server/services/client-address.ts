import { isIPv4, isIPv6 } from 'node:net';

/** Hex groups of an IPv6 address, '::' expanded; undefined when it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const [head = '', tail, ...rest] = address.split('::');
  if (rest.length > 0) return undefined;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  if (tail === undefined) return left.length === 8 ? left : undefined;
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * The address a client is throttled and audited by (ASVS 2.2.1): an IPv4 address as it is (also
 * when IPv6 wraps it, '::ffff:192.0.2.7'); an IPv6 address by its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise step through 2^64 addresses.
 */
export function throttleAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address) || address.includes('.')) return address;
  const groups = ipv6Groups(address.split('%')[0] ?? address);
  if (!groups) return address;
  return `${groups.slice(0, 4).map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
