import type { FastifyRequest } from 'fastify';
import { KnownTokens } from './known-tokens';
import { isRateLimited } from './limited-route';
import { rateLimitAnswer } from './rate-limit-headers';
import { BucketResult } from './token-bucket';

/**
 * D15 rate limits around the token bucket (whose arithmetic runs in Redis, one Lua script): what a request answers
 * from the bucket's take, which routes are limited, and which token digests count as known.
 */
const take = (patch: Partial<BucketResult>): BucketResult => ({ allowed: true, remaining: 9, retryAfterMs: 0, fullInMs: 100, ...patch });

describe('rate limit answer: the RateLimit-* headers', () => {
  it('names the burst as the limit and the whole requests left', () => {
    expect(rateLimitAnswer(take({ remaining: 41 }), 50).headers).toMatchObject({ 'ratelimit-limit': '50', 'ratelimit-remaining': '41' });
  });

  it.each([
    [0, '0'],
    [1, '1'],
    [999, '1'],
    [1000, '1'],
    [1001, '2'],
    [4500, '5'],
  ])('rounds %s ms until the bucket is full up to %s s of reset', (fullInMs, reset) => {
    expect(rateLimitAnswer(take({ fullInMs }), 50).headers['ratelimit-reset']).toBe(reset);
  });

  it('lets an allowed request go on, even with nothing left for the next one', () => {
    expect(rateLimitAnswer(take({ allowed: true, remaining: 0, fullInMs: 5000 }), 50).retryAfterSeconds).toBeNull();
  });
});

describe('rate limit answer: the wait of a refused request', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [1000, 1],
    [1001, 2],
    [59_500, 60],
  ])('waits %s ms as %s whole second(s), at least 1', (retryAfterMs, seconds) => {
    const answer = rateLimitAnswer(take({ allowed: false, remaining: 0, retryAfterMs, fullInMs: 10_000 }), 50);
    expect(answer.retryAfterSeconds).toBe(seconds);
    expect(answer.headers['ratelimit-remaining']).toBe('0');
  });
});

describe('rate limits: which routes are limited', () => {
  const routed = (url: string | undefined) => ({ routeOptions: url === undefined ? undefined : { url } }) as unknown as FastifyRequest;

  it.each(['/health/live', '/health/ready', '/metrics'])('leaves the probe or scrape %s unlimited', (url) => {
    expect(isRateLimited(routed(url))).toBe(false);
  });

  it.each(['/api/companies', '/api/people/:id', '*', '/health'])('limits the route %s', (url) => {
    expect(isRateLimited(routed(url))).toBe(true);
  });

  it('limits a request no route matched', () => {
    expect(isRateLimited(routed(undefined))).toBe(true);
  });
});

describe('rate limits: known token digests', () => {
  it('remembers digests until deleted', () => {
    const known = new KnownTokens();
    expect(known.has('a')).toBe(false);
    known.add('a');
    expect(known.has('a')).toBe(true);
    known.delete('a');
    expect(known.has('a')).toBe(false);
  });

  it('forgets the least recently added digest beyond its capacity', () => {
    const known = new KnownTokens(3);
    ['a', 'b', 'c'].forEach((d) => known.add(d));
    known.add('a'); // seen again: now the most recent
    known.add('d');
    expect(['a', 'b', 'c', 'd'].filter((d) => known.has(d))).toEqual(['a', 'c', 'd']);
  });

  it('never holds more than its capacity', () => {
    const known = new KnownTokens(100);
    for (let i = 0; i < 1000; i++) known.add(`d${i}`);
    const held = Array.from({ length: 1000 }, (_, i) => `d${i}`).filter((d) => known.has(d));
    expect(held).toEqual(Array.from({ length: 100 }, (_, i) => `d${900 + i}`));
  });
});
