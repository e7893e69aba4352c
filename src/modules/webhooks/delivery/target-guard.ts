import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';

/**
 * D14's SSRF rule: only globally routable unicast addresses. ipaddr.js names every special range (loopback,
 * private, linkLocal incl. 169.254.169.254, carrierGradeNat, uniqueLocal, unspecified, multicast, reserved...);
 * `process` turns IPv4-mapped IPv6 (::ffff:10.0.0.1) into the IPv4 address first.
 */
export function isBlockedAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return ipaddr.process(address).range() !== 'unicast';
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
  const host = literalHost(url);
  if (!allowPrivate && host && isBlockedAddress(host)) return 'must not point to a loopback, private, link-local or metadata address';
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
