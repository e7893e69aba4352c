import { creationTime } from './creation-time';

describe('creation times keep the order rows were made in', () => {
  it('each is strictly after the one before, even within one millisecond', () => {
    const times = Array.from({ length: 50 }, () => creationTime().getTime());
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeGreaterThan(times[i - 1]);
  });

  it('follows the wall clock', () => {
    expect(Math.abs(creationTime().getTime() - Date.now())).toBeLessThan(1000);
  });
});
