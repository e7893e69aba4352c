import { askedWaitMs, waitHonouring } from './retry-after';

const now = Date.parse('2026-11-20T09:30:00.000Z');

describe('Retry-After', () => {
  it('reads delay-seconds', () => {
    expect(askedWaitMs('120', now)).toBe(120_000);
    expect(askedWaitMs(' 0 ', now)).toBe(0);
    expect(askedWaitMs(['30', '60'], now)).toBe(30_000);
  });

  it('reads an HTTP-date in its three forms, a past one asking for no wait', () => {
    expect(askedWaitMs('Fri, 20 Nov 2026 09:31:00 GMT', now)).toBe(60_000);
    expect(askedWaitMs('Friday, 20-Nov-26 09:30:30 GMT', now)).toBe(30_000);
    expect(askedWaitMs('Fri Nov 20 09:32:00 2026', now)).toBe(120_000);
    expect(askedWaitMs('Fri, 20 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is neither: absent, negative, fractional, ISO dates, words', () => {
    for (const header of [undefined, null, '', '-5', '1.5', '2026-11-20T09:31:00Z', 'soon', 'Fri, 20 Nov 2026 09:31:00 CET']) {
      expect([header, askedWaitMs(header, now)]).toEqual([header, null]);
    }
  });

  it('waits no less than asked nor than the schedule, the asked wait bounded by the schedule\'s longest', () => {
    expect(waitHonouring(5_000, null, 36_000_000)).toBe(5_000);
    expect(waitHonouring(5_000, 60_000, 36_000_000)).toBe(60_000);
    expect(waitHonouring(300_000, 60_000, 36_000_000)).toBe(300_000);
    expect(waitHonouring(5_000, 7 * 86_400_000, 36_000_000)).toBe(36_000_000);
  });
});
