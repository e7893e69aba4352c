import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * D14's SSRF rule: only globally routable unicast addresses. ipaddr.js names every special range (loopback,
 * private, linkLocal incl. 169.254.169.254, carrierGradeNat, uniqueLocal, unspecified, multicast, reserved...);
 * `process` turns IPv4-mapped IPv6 (::ffff:10.0.0.1) into the IPv4 address first. The IPv6 ranges that carry an
 * IPv4 address or are deprecated are refused whatever they carry: ipaddr.js's deprecatedSiteLocal (fec0::/10),
 * 6to4 (2002::/16), teredo (2001::/32), rfc6052 (NAT64, 64:ff9b::/96 and 64:ff9b:1::/48), rfc6145 (::ffff:0:0:0/96)
 * are not `unicast`; IPv4-compatible addresses (::/96, deprecated by RFC 4291, e.g. `[::127.0.0.1]`, which URL
 * parsing writes `[::7f00:1]`) have no name there and are refused here.
 */
export function isBlockedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address.includes(':') ? asUrlWritesIt(address) : address);
  if (parsed.kind() === 'ipv6' && isIpv4Compatible(parsed as ipaddr.IPv6)) return true;
  return ipaddr.process(address).range() !== 'unicast';
}

/** An IPv6 address as URL parsing writes it: ipaddr.js reads `::8.8.8.8` as `::ffff:8.8.8.8`, URL as `::808:808`. */
function asUrlWritesIt(address: string): string {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return address;
  }
}

/** ::/96: the first 96 bits zero (`::` and `::1` included, which ipaddr.js names anyway). */
function isIpv4Compatible(address: ipaddr.IPv6): boolean {
  return address.parts.slice(0, 6).every((part) => part === 0);
}

export class BlockedTargetError extends Error {
  readonly code = 'EBLOCKEDTARGET';
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which webhooks may not reach`);
  }
}

/** Why a webhook URL is refused when it is set (null: fine). Names are checked again at each connection. */
export function targetUrlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'must be an https URL';
  if (url.username || url.password) return 'must not carry credentials';
  // Port 0 names no service (connecting to it fails or, on some stacks, picks a port): never a receiver.
  if (url.port === '0') return 'must not use port 0';
  const host = literalHost(url);
  if (!allowPrivate && host && isBlockedAddress(host)) return 'must not point to a loopback, private, link-local, metadata or deprecated IPv6 transition address';
  return null;
}

/** The IP address a URL names literally, or null for a DNS name. */
export function literalHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(host) ? host : null;
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

type LookupCallback = (error: NodeJS.ErrnoException | null, address?: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of the delivery agent's connector: resolves, refuses when any address is blocked, and hands the
 * socket only checked addresses, so no packet goes to a refused address (a name that resolves, or later changes,
 * to a private address is caught at the connection that would use it).
 */
export function guardedLookup(resolve: () => Resolver, allowPrivate: () => boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback): void => {
    resolve()(hostname).then(
      (addresses) => {
        const blocked = allowPrivate() ? undefined : addresses.find((a) => isBlockedAddress(a.address));
        if (blocked) return callback(new BlockedTargetError(hostname, blocked.address));
        if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }));
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error),
    );
  };
}
