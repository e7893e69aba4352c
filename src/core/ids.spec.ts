import { newId } from './ids';

describe('newId (D7: opaque, URL-safe, non-sequential ids of 24 characters)', () => {
  it('gives 24 URL-safe characters after the prefix, across many draws of the random pool', () => {
    const ids = Array.from({ length: 1000 }, () => newId('evt_'));
    for (const id of ids) expect(id).toMatch(/^evt_[A-Za-z0-9_-]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
