import { errorKindOf } from './attempt-errors';

/** A failed delivery attempt records what went wrong, read from the error undici or the connector raised (or its causes). */
const withCode = (code: string, cause?: unknown) => Object.assign(new Error(code), { code, cause });

describe('webhook attempt error kinds', () => {
  it.each([
    ['UND_ERR_CONNECT_TIMEOUT', 'timeout'],
    ['UND_ERR_HEADERS_TIMEOUT', 'timeout'],
    ['ETIMEDOUT', 'timeout'],
    ['ECONNREFUSED', 'refused'],
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'tls'],
    ['CERT_HAS_EXPIRED', 'tls'],
    ['EPROTO', 'tls'],
    ['EBLOCKEDTARGET', 'blockedTarget'],
    ['ECONNRESET', 'network'],
  ])('%s is %s', (code, kind) => {
    expect(errorKindOf(withCode(code))).toBe(kind);
  });

  it('reads the causes of a wrapped error (fetch failed -> cause)', () => {
    const wrapped = Object.assign(new TypeError('fetch failed'), { cause: withCode('ECONNREFUSED') });
    expect(errorKindOf(wrapped)).toBe('refused');
    expect(errorKindOf(new Error('outer', { cause: new Error('middle', { cause: withCode('ENOTFOUND') }) }))).toBe('dns');
  });

  it('takes aborts and timeouts by name', () => {
    expect(errorKindOf(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe('timeout');
    expect(errorKindOf(new DOMException('aborted', 'AbortError'))).toBe('timeout');
  });

  it('calls anything else a network error', () => {
    expect(errorKindOf(new Error('socket hang up'))).toBe('network');
    expect(errorKindOf(undefined)).toBe('network');
    expect(errorKindOf('a string')).toBe('network');
  });
});
