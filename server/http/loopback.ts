import { BlockList, isIP } from 'node:net';

/**
 * Loopback addresses: 127.0.0.0/8 and ::1. Node's BlockList also matches an IPv4 rule against
 * the IPv4-mapped IPv6 form (::ffff:127.0.0.1), which a dual-stack socket reports.
 */
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether `address` (an IP address as a socket reports it) is a loopback address. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether listening on `host` (HOST's value) keeps the server to this machine. */
export function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}
