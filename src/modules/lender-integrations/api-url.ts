import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, carrier-grade NAT and unique-local ranges: not the internet. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  const family = isIP(address);
  if (family === 0) return false;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * Whether a lender's api_url may be saved: https to a public host; http, or an address that is
 * private (an IP literal, localhost, *.local, *.internal), only for a host the operator allowed
 * (LENDER_API_ALLOW_HOSTS: a sandbox, a test double). No credentials in the address.
 */
export function apiUrlAllowed(raw: string, allowHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  const host = hostOf(url);
  if (allowHosts.includes(host)) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  if (host === 'localhost' || /\.(local|internal|localhost)$/.test(host) || !host.includes('.'))
    return isIP(host) !== 0 && !isPrivateAddress(host);
  return !isPrivateAddress(host);
}

/**
 * Before each call: a public name must not resolve to a private address (a DNS answer can change
 * after the address was saved). Allowed hosts are the operator's word and are not checked.
 */
export async function resolvesPublic(raw: string, allowHosts: readonly string[]): Promise<boolean> {
  const url = new URL(raw);
  const host = hostOf(url);
  if (allowHosts.includes(host)) return true;
  if (isIP(host)) return !isPrivateAddress(host);
  const addresses = await lookup(host, { all: true });
  return addresses.every((a) => !isPrivateAddress(a.address));
}
