import { inStoredOrder, isErasureMarker, objectBefore, shownPrevious } from './feed-events';

describe('the old values of an update, as the caller sees the object', () => {
  const object = { id: 'p1', email: 'new@example.com', taxId: 'NEW', isWorkEmailHidden: true };
  const previous = { email: 'old@example.com', taxId: 'OLD' };

  it('are read against the object before the update as a whole', () => {
    expect(objectBefore(object, previous)).toEqual({ id: 'p1', email: 'old@example.com', taxId: 'OLD', isWorkEmailHidden: true });
  });

  it('keep only the changed fields the shaped object shows, with the value it shows (narrowed or hidden)', () => {
    const shapedBefore = { id: 'p1', email: null, isWorkEmailHidden: true, calendarFeedToken: undefined };
    expect(shownPrevious(previous, shapedBefore)).toEqual({ email: null });
    expect(shownPrevious({ calendarFeedToken: 'x' }, shapedBefore)).toEqual({});
  });
});

describe('an erased person\'s marker', () => {
  it('is told by its `erased` flag, never by other fields', () => {
    expect(isErasureMarker({ erased: true, personId: 'p1', erasedAt: '2026-01-01T00:00:00.000Z' })).toBe(true);
    expect(isErasureMarker({ id: 'p1', erased: 'true' })).toBe(false);
    expect(isErasureMarker({ id: 'p1' })).toBe(false);
  });
});

describe('a shaped object in the stored order', () => {
  it('keeps the stored order of the fields the shaped object shows, with its values, and nothing else', () => {
    const stored = { bio: 'b', id: 'p1', email: 'x@example.com', taxId: 'T' };
    const shaped = { id: 'p1', email: null, bio: 'b', calendarFeedToken: undefined };
    expect(Object.entries(inStoredOrder(stored, shaped))).toEqual([['bio', 'b'], ['id', 'p1'], ['email', null]]);
  });

  it('is the stored object itself when the shaped one shows every stored field as stored', () => {
    const stored = { bio: 'b', id: 'p1', jobRole: { id: 'r1' } };
    expect(inStoredOrder(stored, { id: 'p1', jobRole: stored.jobRole, bio: 'b', calendarFeedToken: undefined })).toBe(stored);
    expect(inStoredOrder(stored, { id: 'p1', jobRole: { id: 'r1' }, bio: 'b' })).not.toBe(stored);
    expect(inStoredOrder(stored, { id: 'p1', bio: 'b' })).toEqual({ bio: 'b', id: 'p1' });
    expect(inStoredOrder({ id: 'p1' }, { id: 'p1', extra: 1 })).toEqual({ id: 'p1' });
  });
});
