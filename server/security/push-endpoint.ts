import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where Web Push may connect (issue "Trust", B): a browser's push endpoint is a URL the client
 * hands us, and the push job connects to it from inside the firm's network, so an endpoint must
 * be an `https` URL on a public host. Checked by its text when a subscription is added (an IP
 * literal, a local name), and again before each push once its host name is resolved: every
 * address must be public, and the connection then goes to those addresses only (pinnedLookup),
 * so a name that answers differently the second time (DNS rebinding) cannot redirect it.
 */

/** IPv4 ranges that are not the public internet (IANA special-purpose address registry). */
const nonPublicV4: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, the cloud metadata service 169.254.169.254 among them
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/**
 * IPv6 is public only inside global unicast 2000::/3, which leaves out ::, ::1, IPv4-mapped and
 * -compatible addresses, NAT64, unique-local fc00::/7, link-local fe80::/10 and multicast ff00::/8;
 * inside it, these ranges are not public either.
 */
const nonPublicV6: readonly (readonly [string, number])[] = [
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which carries an IPv4 address of any kind
  ['3fff::', 20], // documentation
];

const refusedV4 = new BlockList();
for (const [network, prefix] of nonPublicV4) refusedV4.addSubnet(network, prefix, 'ipv4');
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const refusedV6 = new BlockList();
for (const [network, prefix] of nonPublicV6) refusedV6.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IPv4 or IPv6 address) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refusedV4.check(address, 'ipv4');
  if (family !== 6 || address.includes('%')) return false;
  return globalUnicast.check(address, 'ipv6') && !refusedV6.check(address, 'ipv6');
}

/** Names that never mean a public host: this machine's, a local network's, a private zone's. */
const localSuffixes = [
  'localhost',
  'localdomain',
  'local',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
];

/** A host name of two or more letter-digit-hyphen labels (IDNs arrive as xn-- from the URL). */
const domainName =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

function isLocalName(hostname: string): boolean {
  const labels = hostname.split('.');
  const last = labels.at(-1) ?? '';
  return localSuffixes.includes(last) || hostname.endsWith('.home.arpa');
}

/** The host an acceptable endpoint names: its name, and its address when it is an IP literal. */
export type PushEndpointHost = { hostname: string; address: string | null };

/**
 * The host of a push endpoint we accept, or null: an `https` URL, written as its own canonical
 * form (so web-push's legacy `url.parse` reads the same host as we do), without user or password,
 * whose host is a public IP address or a domain name that is not a local one. Whether the name
 * resolves to public addresses is known only when it is resolved (resolvePushDestination).
 */
export function pushEndpointHost(endpoint: string): PushEndpointHost | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  if (url.href !== endpoint) return null;
  const { hostname } = url;
  const literal = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  if (isIP(literal) !== 0) return isPublicAddress(literal) ? { hostname, address: literal } : null;
  if (!domainName.test(hostname) || isLocalName(hostname)) return null;
  return { hostname, address: null };
}

/** Whether a subscription may be added with `endpoint` (its text alone; see pushEndpointHost). */
export function isAcceptablePushEndpoint(endpoint: string): boolean {
  return pushEndpointHost(endpoint) !== null;
}

/** Resolves a host name to every address it has (node:dns lookup, `all: true`). */
export type PushLookup = (hostname: string) => Promise<readonly LookupAddress[]>;

/** The system resolver, as every other connection of the process uses it. */
export const systemLookup: PushLookup = (hostname) => dnsLookup(hostname, { all: true });

/**
 * Where a push may go: `public` with the addresses to connect to; `refused` when the endpoint is
 * not acceptable or any address of its host is not public; `unresolved` when the name did not
 * resolve (a passing DNS failure, tried again with the next push).
 */
export type PushDestination =
  | { kind: 'public'; addresses: readonly LookupAddress[] }
  | { kind: 'refused' }
  | { kind: 'unresolved'; error: unknown };

/** Checks an endpoint at send time: its text, then every address its host resolves to. */
export async function resolvePushDestination(
  endpoint: string,
  lookup: PushLookup,
): Promise<PushDestination> {
  const host = pushEndpointHost(endpoint);
  if (host === null) return { kind: 'refused' };
  if (host.address !== null) {
    return { kind: 'public', addresses: [{ address: host.address, family: isIP(host.address) }] };
  }
  let addresses: readonly LookupAddress[];
  try {
    addresses = await lookup(host.hostname);
  } catch (error) {
    return { kind: 'unresolved', error };
  }
  if (addresses.length === 0) return { kind: 'unresolved', error: new Error('no address') };
  const isPublic = addresses.every((entry) => isPublicAddress(entry.address));
  return isPublic ? { kind: 'public', addresses } : { kind: 'refused' };
}

/** The `lookup` a socket (net.connect, an https.Agent) takes. */
export type SocketLookup = (
  hostname: string,
  options: LookupOptions,
  callback: (
    error: NodeJS.ErrnoException | null,
    address: string | LookupAddress[],
    family?: number,
  ) => void,
) => void;

function familyOf(option: LookupOptions['family']): 0 | 4 | 6 {
  if (option === 4 || option === 'IPv4') return 4;
  if (option === 6 || option === 'IPv6') return 6;
  return 0;
}

/**
 * A socket `lookup` that answers the checked `addresses` whatever name it is asked for, so the
 * connection goes where the check looked and nowhere else.
 */
export function pinnedLookup(addresses: readonly LookupAddress[]): SocketLookup {
  return (_hostname, options, callback) => {
    const family = familyOf(options.family);
    const matching = addresses.filter((entry) => family === 0 || entry.family === family);
    const [first] = matching;
    if (first === undefined) {
      const error: NodeJS.ErrnoException = new Error('no checked address of that family');
      error.code = 'ENOTFOUND';
      callback(error, '');
      return;
    }
    if (options.all === true) callback(null, matching);
    else callback(null, first.address, first.family);
  };
}
