import { closeWithin, gracefulCloseMs } from './bounded-close';

describe('closing a queue or worker within a bound', () => {
  it('closes gracefully when that is quick, without forcing', async () => {
    const force = jest.fn(async () => undefined);
    await closeWithin(1000, async () => undefined, force);
    expect(force).not.toHaveBeenCalled();
  });

  it('forces the close once the graceful one outlasts the bound', async () => {
    const force = jest.fn(async () => undefined);
    const started = Date.now();
    await closeWithin(50, () => new Promise(() => undefined), force);
    expect(force).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('leaves a margin of the shutdown budget for the rest, and at least a second', () => {
    expect(gracefulCloseMs(25_000)).toBe(20_000);
    expect(gracefulCloseMs(0)).toBe(1000);
  });
});
