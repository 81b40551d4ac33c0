import { isIP } from 'node:net';

/** Fastify's `trustProxy` option: all, none, a hop count, or the proxies' addresses. */
export type TrustProxy = boolean | number | string;

const NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY as Fastify takes it (as Express did): `true`/`false`, a hop count, or a comma list
 * of names (`loopback`, `linklocal`, `uniquelocal`), addresses and CIDR ranges. Throws on anything else,
 * so a typo stops the start instead of silently trusting (or distrusting) every X-Forwarded-For.
 */
export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !NAMES.includes(e) && !isAddressOrRange(e));
  if (bad !== undefined)
    throw new Error(
      `"${bad}" is not true, false, a hop count, loopback, linklocal, uniquelocal, an address or a CIDR range`,
    );
  return entries.join(', ');
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
