import { Logger } from '@nestjs/common';
import type { RedisClient } from './redis-connections';
import { redisUnavailable } from '../metrics';

const LOG_EVERY_MS = 60_000;
/** A Redis answer slower than this counts as no answer: the request goes on without it. */
const ANSWER_TIMEOUT_MS = 500;

/**
 * D15: when Redis is unreachable the API keeps serving without the feature Redis backs. Each skip
 * is counted (`redis_unavailable_total{feature}`); the log gets one line a minute with the count.
 */
export class RedisFailOpen {
  private readonly logger: Logger;
  private skippedSinceLog = 0;
  private lastLogAt = 0;

  constructor(
    private readonly redis: RedisClient,
    private readonly feature: string,
  ) {
    this.logger = new Logger(`Redis:${feature}`);
  }

  /** Whether commands are sent at all (a `null` from `run` while ready means Redis failed or was slow). */
  get connected(): boolean {
    return this.redis.status === 'ready';
  }

  /**
   * The command's answer, or `null` when Redis is not connected, fails or is too slow. One promise and one timer per
   * command (it runs on every rate-limited request): whichever of the answer and the timer comes first settles it.
   */
  run<T>(command: (redis: RedisClient) => Promise<T>): Promise<T | null> {
    if (this.redis.status !== 'ready') return Promise.resolve(this.skip(`Redis is ${this.redis.status}`));
    return new Promise<T | null>((resolve) => {
      let pending = true;
      const settle = (value: T | null) => {
        pending = false;
        clearTimeout(timer);
        resolve(value);
      };
      const failed = (error: unknown) => {
        if (pending) settle(this.skip(error instanceof Error ? error.message : String(error)));
      };
      const timer = setTimeout(() => failed(new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
      try {
        command(this.redis).then((value) => {
          if (pending) settle(value);
        }, failed);
      } catch (error) {
        failed(error);
      }
    });
  }

  private skip(reason: string): null {
    redisUnavailable.labels(this.feature).inc();
    this.skippedSinceLog += 1;
    const now = Date.now();
    if (now - this.lastLogAt >= LOG_EVERY_MS) {
      this.logger.warn(`Redis unavailable (${reason}): ${this.skippedSinceLog} request(s) served without ${this.feature} since the last report`);
      this.lastLogAt = now;
      this.skippedSinceLog = 0;
    }
    return null;
  }
}
