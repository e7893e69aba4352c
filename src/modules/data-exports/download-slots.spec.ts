import { ApiError } from '../../core/errors/api-error';
import { DownloadSlots } from './download-slots';

/** Downloads at once are bounded per token and per company; a slot given back frees exactly one place. */
describe('download slots', () => {
  const refusal = (take: () => unknown): ApiError => {
    try {
      take();
    } catch (error) {
      return error as ApiError;
    }
    throw new Error('expected a refusal');
  };

  it('refuses a token past its bound with 429 and Retry-After, and takes it again once one is given back', () => {
    const slots = new DownloadSlots(2, 10);
    const first = slots.take('t1', 'c1');
    slots.take('t1', 'c1');
    const refused = refusal(() => slots.take('t1', 'c1'));
    expect(refused.code).toBe(429);
    expect(refused.errorName).toBe('TooManyRequests');
    expect(Number(refused.headers?.['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.message).toContain('token');
    first();
    first(); // giving back twice frees one place only
    expect(() => slots.take('t1', 'c1')).not.toThrow();
    expect(() => slots.take('t1', 'c1')).toThrow(ApiError);
  });

  it('bounds a company across its tokens, and not other companies', () => {
    const slots = new DownloadSlots(2, 3);
    slots.take('t1', 'c1');
    slots.take('t1', 'c1');
    const last = slots.take('t2', 'c1');
    expect(refusal(() => slots.take('t3', 'c1')).message).toContain('company');
    expect(() => slots.take('t4', 'c2')).not.toThrow();
    last();
    expect(() => slots.take('t3', 'c1')).not.toThrow();
  });
});
