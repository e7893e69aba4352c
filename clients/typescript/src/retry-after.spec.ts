import { backoffMs, retryAfterMs } from './retry-after';

const now = Date.parse('2026-11-20T09:30:00.000Z');

describe('the client reads Retry-After', () => {
  it('as delay-seconds or an HTTP-date, a past date asking for no wait', () => {
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs('Fri, 20 Nov 2026 09:30:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Fri Nov 20 09:30:10 2026', now)).toBe(10_000);
    expect(retryAfterMs('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('as nothing when absent or unreadable', () => {
    for (const header of [undefined, null, '', '-1', '2.5', 'later', '2026-11-20T09:31:00Z']) expect([header, retryAfterMs(header, now)]).toEqual([header, null]);
  });

  it('backs off exponentially with 20 % jitter when no wait is named', () => {
    expect(backoffMs(1, 500, () => 0.5)).toBe(500);
    expect(backoffMs(3, 500, () => 0.5)).toBe(2000);
    expect(backoffMs(1, 500, () => 0)).toBe(400);
    expect(backoffMs(1, 500, () => 1)).toBe(600);
  });
});
