import { CoalescedRun } from './coalesced-run';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('CoalescedRun', () => {
  it('runs once per wake when idle; wakes during a run make exactly one more run after it', async () => {
    const releases: (() => void)[] = [];
    let runs = 0;
    const pass = new CoalescedRun(() => {
      runs++;
      return new Promise<void>((resolve) => releases.push(resolve));
    }, () => undefined);
    pass.wake();
    await tick();
    expect(runs).toBe(1);
    pass.wake();
    pass.wake();
    pass.wake();
    await tick();
    expect(runs).toBe(1);
    releases.shift()!();
    await tick();
    await tick();
    expect(runs).toBe(2);
    releases.shift()!();
    await pass.running;
    await tick();
    expect([runs, pass.running]).toEqual([2, null]);
  });

  it('waits delayMs before a run, so wakes within it are served by that run', async () => {
    jest.useFakeTimers();
    try {
      let runs = 0;
      const pass = new CoalescedRun(async () => void runs++, () => undefined, 10);
      pass.wake();
      jest.advanceTimersByTime(5);
      pass.wake();
      await Promise.resolve();
      expect(runs).toBe(0);
      jest.advanceTimersByTime(5);
      await pass.running;
      expect(runs).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a failed run is reported and does not stop later wakes; after stop nothing runs', async () => {
    const errors: string[] = [];
    let runs = 0;
    const pass = new CoalescedRun(async () => {
      runs++;
      if (runs === 1) throw new Error('store down');
    }, (error) => errors.push(error.message));
    pass.wake();
    await pass.running;
    pass.wake();
    await pass.running;
    pass.stop();
    pass.wake();
    expect([runs, errors, pass.running]).toEqual([2, ['store down'], null]);
  });
});
