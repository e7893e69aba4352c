import type { RedisClient } from '../redis/redis-connections';

export interface BucketResult {
  allowed: boolean;
  /** Whole requests left in the bucket after this one. */
  remaining: number;
  /** Milliseconds until the next request would be allowed (0 when this one was). */
  retryAfterMs: number;
  /** Milliseconds until the bucket is full again. */
  fullInMs: number;
}

/**
 * A token bucket in one Redis hash, read and updated by one Lua script (atomic, one round trip).
 * Time is Redis's clock, so API nodes with drifting clocks share one bucket fairly.
 * An idle bucket expires once it would be full again: a missing key is a full bucket.
 * The script touches its one key only, so it runs on a Redis Cluster as is (the key's slot's master).
 */
export const TAKE_SCRIPT = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = burst
elseif now > at then
  tokens = math.min(burst, tokens + (now - at) * rate / 1000)
end
local allowed = 0
local wait = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
else
  wait = math.ceil((1 - tokens) * 1000 / rate)
end
local full = math.ceil((burst - tokens) * 1000 / rate)
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], full + 1000)
return { allowed, math.floor(tokens), wait, full }
`;

type TakeCommand = (key: string, rate: number, burst: number) => Promise<[number, number, number, number]>;

export class TokenBucket {
  constructor(
    private readonly redis: RedisClient,
    private readonly perSecond: number,
    readonly burst: number,
  ) {
    if (!(redis as unknown as { rateLimitTake?: unknown }).rateLimitTake) {
      redis.defineCommand('rateLimitTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
    }
  }

  async take(key: string): Promise<BucketResult> {
    const take = (this.redis as unknown as { rateLimitTake: TakeCommand }).rateLimitTake.bind(this.redis);
    const [allowed, remaining, retryAfterMs, fullInMs] = await take(key, this.perSecond, this.burst);
    return { allowed: allowed === 1, remaining, retryAfterMs, fullInMs };
  }
}
