import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key under which every per-address limit counts a caller (OTP sends, throttled sign-ins,
 * help requests, new anonymous sessions). An IPv4 address counts alone, also when written as an
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as a dual-stack socket reports it). An IPv6 address
 * counts with its whole /64: a home line or a phone is given at least a /64 and may use any of its
 * 2^64 addresses, so counting addresses one by one would let one caller dodge every limit.
 * Anything else (no address, a unix socket) is returned trimmed, or null when empty.
 */
export function rateLimitKey(address: string | null | undefined): string | null {
  // A zone id (`fe80::1%eth0`) names the local interface, not the caller.
  const ip = (address ?? '').trim().split('%')[0].toLowerCase();
  if (!ip) return null;
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(ip: string): number[] {
  const parse = (part: string) =>
    part
      .split(':')
      .filter(Boolean)
      .flatMap((g) => {
        if (!g.includes('.')) return [parseInt(g, 16)];
        const [a, b, c, d] = g.split('.').map(Number);
        return [(a << 8) | b, (c << 8) | d];
      });
  const [head, tail] = ip.split('::');
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
