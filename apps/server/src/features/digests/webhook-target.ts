import { WEBHOOK_MESSAGES } from '@socialpulse/contract';
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may be sent (docs/decisions/0047). A user's URL is a request the server makes on
 * their behalf, so it must not reach the server's own network: every address the host resolves to
 * is checked, and the connection is made to the address checked, never resolved a second time.
 */
type AddressClass =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'shared (CGNAT)'
  | 'multicast'
  | 'reserved';

const RANGES: [AddressClass, string, number, 'ipv4' | 'ipv6'][] = [
  ['unspecified', '0.0.0.0', 8, 'ipv4'],
  ['private', '10.0.0.0', 8, 'ipv4'],
  ['shared (CGNAT)', '100.64.0.0', 10, 'ipv4'],
  ['loopback', '127.0.0.0', 8, 'ipv4'],
  ['link-local', '169.254.0.0', 16, 'ipv4'],
  ['private', '172.16.0.0', 12, 'ipv4'],
  ['reserved', '192.0.0.0', 24, 'ipv4'],
  ['reserved', '192.0.2.0', 24, 'ipv4'],
  ['private', '192.168.0.0', 16, 'ipv4'],
  ['reserved', '198.18.0.0', 15, 'ipv4'],
  ['reserved', '198.51.100.0', 24, 'ipv4'],
  ['reserved', '203.0.113.0', 24, 'ipv4'],
  ['multicast', '224.0.0.0', 4, 'ipv4'],
  ['reserved', '240.0.0.0', 4, 'ipv4'],
  ['unspecified', '::', 128, 'ipv6'],
  ['loopback', '::1', 128, 'ipv6'],
  // IPv4-compatible and NAT64 forms carry an IPv4 address a gateway may route anywhere.
  ['reserved', '::', 96, 'ipv6'],
  ['reserved', '64:ff9b::', 96, 'ipv6'],
  ['reserved', '64:ff9b:1::', 48, 'ipv6'],
  ['reserved', '100::', 64, 'ipv6'],
  ['reserved', '2001:db8::', 32, 'ipv6'],
  ['reserved', '2002::', 16, 'ipv6'],
  ['unique-local', 'fc00::', 7, 'ipv6'],
  ['link-local', 'fe80::', 10, 'ipv6'],
  ['reserved', 'fec0::', 10, 'ipv6'],
  ['multicast', 'ff00::', 8, 'ipv6'],
];

const LISTS = RANGES.map(([name, network, prefix, family]) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, family);
  return { name, list };
});

/**
 * The class of a non-public address, or null for a public one. IPv4-mapped IPv6 (`::ffff:a.b.c.d`)
 * is judged as the IPv4 address it carries (BlockList matches it against the IPv4 ranges).
 */
export function nonPublicClass(address: string): AddressClass | null {
  const family = isIP(address);
  if (family === 0) return 'reserved';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return LISTS.find(({ list }) => list.check(address, type))?.name ?? null;
}

export class WebhookTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookTargetError';
  }
}

export interface TargetPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: the operator allows private and loopback targets (tests, intranets). */
  allowPrivate: boolean;
  /** Resolves every address of a host (dns.lookup with `all`); replaceable in tests. */
  resolve?: (host: string) => Promise<LookupAddress[]>;
}

const systemResolve = (host: string) => dnsLookup(host, { all: true, verbatim: true });

/** The URL's host without IPv6 brackets. */
export function urlHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/u, '$1');
}

/** Throws a WebhookTargetError (a message for the user) unless the URL is an allowed target. */
export function checkWebhookUrlShape(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new WebhookTargetError(WEBHOOK_MESSAGES.urlInvalid);
  if (url.username || url.password) throw new WebhookTargetError(WEBHOOK_MESSAGES.urlCredentials);
  return url;
}

/**
 * The addresses the URL's host resolves to, every one of them allowed: one refused address refuses
 * the host, since the connection could go to any of them.
 */
export async function resolveWebhookTarget(
  url: URL,
  policy: TargetPolicy,
): Promise<LookupAddress[]> {
  const host = urlHost(url);
  const literal = isIP(host);
  let addresses: LookupAddress[];
  if (literal !== 0) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      throw new WebhookTargetError(WEBHOOK_MESSAGES.urlUnresolvable);
    }
    if (addresses.length === 0) throw new WebhookTargetError(WEBHOOK_MESSAGES.urlUnresolvable);
  }
  if (!policy.allowPrivate && addresses.some((a) => nonPublicClass(a.address) !== null))
    throw new WebhookTargetError(WEBHOOK_MESSAGES.urlPrivate);
  return addresses;
}

/**
 * A socket `lookup` that answers only the addresses checked before: the request connects to what
 * was checked, with no second DNS answer (rebinding) in between. TLS still names the host (SNI and
 * certificate check use the URL's host name).
 */
export function pinnedLookup(addresses: readonly LookupAddress[]): LookupFunction {
  return (_host, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const fit = addresses.filter((a) => wanted === 0 || a.family === wanted);
    if (fit.length === 0) {
      callback(new Error('no checked address of the requested family'), '', 0);
      return;
    }
    if (options.all) (callback as (e: null, a: LookupAddress[]) => void)(null, fit);
    else callback(null, fit[0]!.address, fit[0]!.family);
  };
}
