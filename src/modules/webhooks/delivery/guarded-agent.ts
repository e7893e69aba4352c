import type * as Undici from 'undici';
import { guardedLookup, isBlockedAddress, literalHost, Resolver } from './target-guard';

/** How long a request to a target may take in all (D14: 15 s an attempt). */
export const TARGET_TIMEOUT_MS = 15_000;

/**
 * A keep-alive agent for requests to targets the company named (webhook receivers, provisioning targets), with the
 * SSRF guard in its connector's lookup: a name resolving (now or later) to a blocked address never gets a packet.
 */
export function guardedAgent(undici: typeof Undici, connections: number, resolver: () => Resolver, allowPrivate: () => boolean): Undici.Agent {
  return new undici.Agent({
    keepAliveTimeout: 30_000,
    connections,
    headersTimeout: TARGET_TIMEOUT_MS,
    bodyTimeout: TARGET_TIMEOUT_MS,
    connect: { timeout: TARGET_TIMEOUT_MS, lookup: guardedLookup(resolver, allowPrivate) as never },
  });
}

/** Refused before any connection (unless private targets are allowed): not https, or a blocked literal address. */
export function refusedBeforeConnecting(url: URL, allowPrivate: boolean): boolean {
  if (allowPrivate) return false;
  const literal = literalHost(url);
  return url.protocol !== 'https:' || (literal !== null && isBlockedAddress(literal));
}

/** The `Retry-After` header of a 429 or 503 answer, as sent; null otherwise. */
export function retryAfterOf(status: number, headers: Record<string, string | string[] | undefined>): string | null {
  const asked = status === 429 || status === 503 ? headers['retry-after'] : undefined;
  return (Array.isArray(asked) ? asked[0] : asked) ?? null;
}
