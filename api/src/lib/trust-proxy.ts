import net from 'node:net';

/**
 * Which proxies' X-Forwarded-For the API believes: none (false), the nearest N hops, or the proxies at these
 * addresses and ranges (proxy-addr's rules, which Fastify applies, so `loopback`, `linklocal` and `uniquelocal` name
 * their ranges). Anything else would let a caller pick the address its requests are counted by.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^[0-9]{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** A hop count of 1 or more, or a comma-separated list of IP addresses, CIDR ranges and named ranges. */
export function isTrustProxy(value: string): boolean {
  if (/^[0-9]+$/.test(value)) return Number(value) >= 1;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every((entry) => entry !== '' && isAddressOrRange(entry));
}

/** TRUST_PROXY as Fastify's trustProxy option; unset: nobody is believed (the API faces the network itself). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  if (/^[0-9]+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

/** As Fastify's trustProxy option: a hop count as proxy-addr's rule for it (its types take no number). */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
