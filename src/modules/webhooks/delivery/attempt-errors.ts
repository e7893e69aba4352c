import type { AttemptErrorKind } from '../webhook-attempt.entity';

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT', 'ABORT_ERR']);
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NODATA', 'EAI_NONAME']);

/** The kind of a failed attempt, from the error (or its causes) undici or the connector raised. */
export function errorKindOf(error: unknown): AttemptErrorKind {
  for (let e = error as { code?: string; name?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    const code = e.code ?? '';
    if (code === 'EBLOCKEDTARGET') return 'blockedTarget';
    if (TIMEOUT_CODES.has(code) || e.name === 'TimeoutError' || e.name === 'AbortError') return 'timeout';
    if (code === 'ECONNREFUSED') return 'refused';
    if (DNS_CODES.has(code)) return 'dns';
    if (code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL') || code.includes('CERT') || code === 'EPROTO' || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') return 'tls';
  }
  return 'network';
}
