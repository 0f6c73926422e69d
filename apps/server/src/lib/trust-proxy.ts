import { isIP } from 'node:net';

/**
 * Which peers may tell the client's address in X-Forwarded-For. `false`: none (direct exposure);
 * a number: that many proxies in front, the address is taken that many hops from the right; a list:
 * the proxies' addresses or CIDR ranges (and proxy-addr's names loopback, linklocal, uniquelocal).
 * What Fastify's `trustProxy` accepts, minus `true`, which trusts every hop: with it the left-most
 * address, which the client writes itself, would be taken and every per-address limit voided.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; a string result is the reason the value is refused. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    return {
      error:
        'true would trust every X-Forwarded-For hop, so clients could choose their own address: ' +
        'give the number of proxies in front (TRUST_PROXY=1) or their addresses ' +
        '(TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    };
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !validRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    return {
      error: `expected a hop count or a comma-separated list of addresses/CIDR ranges, got "${invalid.join(', ') || value}"`,
    };
  }
  return entries;
}

/** Fastify's option: a hop count becomes "trust the first n hops from the socket" (its own rule). */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
