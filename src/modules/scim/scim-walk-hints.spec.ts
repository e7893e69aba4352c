import { ScimWalkHints } from './scim-walk-hints';

describe('ScimWalkHints (a walk continues after the last row it was served)', () => {
  it('gives the position remembered for the next index of the same listing only', () => {
    const hints = new ScimWalkHints();
    hints.remember('company-a where', 101, { createdAt: '2026-01-01 00:00:00.123456+00', id: 'p100' });
    expect(hints.at('company-a where', 101)).toEqual({ createdAt: '2026-01-01 00:00:00.123456+00', id: 'p100' });
    expect(hints.at('company-a where', 201)).toBeUndefined();
    expect(hints.at('company-b where', 101)).toBeUndefined();
  });

  it('forgets the oldest walk beyond its capacity', () => {
    const hints = new ScimWalkHints(2);
    hints.remember('l', 101, { createdAt: 'a', id: '1' });
    hints.remember('l', 201, { createdAt: 'b', id: '2' });
    hints.remember('l', 301, { createdAt: 'c', id: '3' });
    expect(hints.at('l', 101)).toBeUndefined();
    expect(hints.at('l', 301)).toEqual({ createdAt: 'c', id: '3' });
  });

  it('does not use a position older than a minute (another walk\'s)', () => {
    const hints = new ScimWalkHints();
    hints.remember('l', 101, { createdAt: 'a', id: '1' }, 1_000);
    expect(hints.at('l', 101, 61_000)).toEqual({ createdAt: 'a', id: '1' });
    expect(hints.at('l', 101, 61_001)).toBeUndefined();
  });
});
