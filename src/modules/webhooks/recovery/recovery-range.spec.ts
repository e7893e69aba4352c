import { ApiError } from '../../../core/errors/api-error';
import { recoveryRange } from './recovery-range';

const now = new Date('2026-12-01T12:00:00.000Z');

function refusal(input: { since: string; until?: string }): { code: number; field?: string } {
  try {
    recoveryRange(input, now);
  } catch (error) {
    const e = error as ApiError;
    return { code: e.code, field: e.issues?.[0]?.name };
  }
  return { code: 0 };
}

describe('the period of a webhook recovery', () => {
  it('runs from since (inclusive) to until (exclusive), until defaulting to now', () => {
    expect(recoveryRange({ since: '2026-11-30T00:00:00Z' }, now)).toEqual({ since: new Date('2026-11-30T00:00:00Z'), until: now });
    expect(recoveryRange({ since: '2026-11-30T00:00:00Z', until: '2026-11-30T00:00:00.001Z' }, now))
      .toEqual({ since: new Date('2026-11-30T00:00:00Z'), until: new Date('2026-11-30T00:00:00.001Z') });
    // A period reaching past now is fine: nothing was created there yet.
    expect(recoveryRange({ since: '2026-11-30T00:00:00Z', until: '2027-01-01T00:00:00Z' }, now).until).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('refuses a period that holds no instant: until not after since, or since not in the past', () => {
    expect(refusal({ since: '2026-11-30T00:00:00Z', until: '2026-11-30T00:00:00Z' })).toEqual({ code: 422, field: 'until' });
    expect(refusal({ since: '2026-11-30T00:00:00Z', until: '2026-11-29T00:00:00Z' })).toEqual({ code: 422, field: 'until' });
    expect(refusal({ since: now.toISOString() })).toEqual({ code: 422, field: 'since' });
    expect(refusal({ since: '2026-12-02T00:00:00Z' })).toEqual({ code: 422, field: 'since' });
  });
});
