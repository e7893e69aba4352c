import { lsnFromKey, lsnKey, parseLsn, PrimaryWalHistory } from './replica-lag';

describe('replica lag by WAL position', () => {
  it('orders LSNs as positions, also in their fixed-width Redis form', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    const [a, b] = [parseLsn('9/A'), parseLsn('10/1')];
    expect(lsnKey(a) < lsnKey(b)).toBe(true);
    expect(lsnFromKey(lsnKey(b))).toBe(b);
    expect(() => parseLsn('nope')).toThrow();
  });

  it('is 0 for a replica that replayed what the primary had at its last sample, however idle the primary', () => {
    const history = new PrimaryWalHistory(5000);
    history.record(0, 100n);
    history.record(3000, 100n);
    expect(history.lagMs(100n, 3100)).toBe(0);
  });

  it('grows from the last moment the primary was at or behind the replayed position (replay paused with WAL pending)', () => {
    const history = new PrimaryWalHistory(5000);
    history.record(0, 100n);
    history.record(200, 100n);
    history.record(400, 150n);
    history.record(600, 180n);
    expect(history.lagMs(100n, 600)).toBe(400);
    expect(history.lagMs(100n, 1600)).toBe(1400);
    expect(history.lagMs(160n, 600)).toBe(200);
  });

  it('is Infinity for a replica behind every sample in the window', () => {
    const history = new PrimaryWalHistory(1000);
    history.record(0, 100n);
    history.record(800, 200n);
    history.record(1600, 300n);
    expect(history.lagMs(150n, 1600)).toBe(Infinity);
    expect(new PrimaryWalHistory(1000).lagMs(0n, 0)).toBe(Infinity);
  });
});
