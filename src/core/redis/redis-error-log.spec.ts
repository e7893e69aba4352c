import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import { logRedisErrors } from './redis-error-log';
import { TimeoutError, withTimeout } from '../timeout';

/** Redis connection errors are reported once a minute per connection kind, with the count since the last report. */
describe('logRedisErrors', () => {
  afterEach(() => jest.useRealTimers());

  it('reports the first error, then one line a minute per kind with the count, whichever connection raised them', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const kind = `unit-${Math.random()}`;
    const [a, b] = [new EventEmitter(), new EventEmitter()];
    logRedisErrors(a, kind);
    logRedisErrors(b, kind);
    for (let i = 0; i < 40; i++) (i % 2 ? a : b).emit('error', new Error('connect ECONNREFUSED'));
    expect(warn).toHaveBeenCalledTimes(1);
    jest.setSystemTime(new Date('2026-01-01T00:01:00Z'));
    a.emit('error', new Error('connect ECONNREFUSED'));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1][0]).toMatch(/40 error\(s\) since the last report/);
    warn.mockRestore();
  });
});

describe('withTimeout', () => {
  it('answers the work when it settles in time, a TimeoutError when it does not', async () => {
    await expect(withTimeout(Promise.resolve(7), 100)).resolves.toBe(7);
    await expect(withTimeout(Promise.reject(new Error('boom')), 100)).rejects.toThrow('boom');
    await expect(withTimeout(new Promise(() => undefined), 20, 'redis')).rejects.toBeInstanceOf(TimeoutError);
  });
});
