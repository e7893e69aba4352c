import { timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';

export interface MetricsRequest {
  authorization?: string;
  /** Set when a proxy forwarded the request (`X-Forwarded-For` or `Forwarded`): its peer is the proxy, not the scraper. */
  forwarded: boolean;
  /** The socket's peer address. */
  peer?: string;
}

/**
 * Who may read `/metrics` (docs/security.md, "Metrics"): with METRICS_TOKEN, a request carrying it as a bearer token;
 * without it, a scraper on this host only (a loopback peer that no proxy forwarded). Answers why not, or null.
 */
export function metricsRefusal(metricsToken: string | undefined, request: MetricsRequest): string | null {
  if (metricsToken) {
    const given = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? '')?.[1] ?? '';
    const a = Buffer.from(given);
    const b = Buffer.from(metricsToken);
    return a.length === b.length && timingSafeEqual(a, b) ? null : 'Metrics need the METRICS_TOKEN bearer token';
  }
  if (!request.forwarded && isLoopback(request.peer)) return null;
  return 'Metrics are served to this host only; set METRICS_TOKEN to scrape them from another';
}

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
function isLoopback(address: string | undefined): boolean {
  return Boolean(address && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback');
}
