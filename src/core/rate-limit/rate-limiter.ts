import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AuthenticatedRequest, bearerSecret, resolveRequestAuth } from '../auth/request-auth';
import { TokenResolver } from '../auth/token-resolver.service';
import { ApiError } from '../errors/api-error';
import { REDIS_CONNECTION } from '../redis/redis.module';
import { RedisFailOpen } from '../redis/redis-fail-open';
import { BucketResult, TokenBucket } from './token-bucket';

/** Every response under /api is limited and carries the headers; /health/* and /metrics are not. */
const LIMITED_PATH = /^\/api(\/|\?|$)/i;

/**
 * D15 rate limits: a token bucket per valid token, or per client address for every request without
 * one (no token, bad, expired or revoked tokens, public routes). The address is Fastify's `request.ip`:
 * the socket's peer, or in TLS_MODE=proxy the client a trusted proxy (TRUSTED_PROXIES) forwarded for.
 * Cost per request: one Redis round trip, in parallel with the token resolution the guard needs anyway.
 */
@Injectable()
export class RateLimiter {
  private readonly bucket: TokenBucket;
  private readonly redisCall: RedisFailOpen;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(REDIS_CONNECTION) redis: Redis,
    private readonly tokens: TokenResolver,
  ) {
    this.bucket = new TokenBucket(redis, config.rateLimitPerSecond, config.rateLimitBurst);
    this.redisCall = new RedisFailOpen(redis, 'rate_limit');
  }

  /** Fastify onRequest hook: sets the RateLimit-* headers, and refuses with 429 when the bucket is empty. */
  async onRequest(request: AuthenticatedRequest, reply: FastifyReply): Promise<void> {
    if (!LIMITED_PATH.test(request.url)) return;
    const result = await this.take(request);
    if (!result) return;
    reply.header('ratelimit-limit', String(this.bucket.burst));
    reply.header('ratelimit-remaining', String(result.remaining));
    reply.header('ratelimit-reset', String(Math.ceil(result.fullInMs / 1000)));
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      throw new ApiError(429, `Too many requests: retry in ${seconds} second(s)`, 'TooManyRequests', undefined, { 'retry-after': String(seconds) });
    }
  }

  /**
   * A request with a token takes from that token's bucket while the token is resolved, in parallel (the
   * bucket is keyed by a digest of the secret, so it needs no database answer); only when the token turns
   * out not to be valid does it take from its address's bucket instead (a second round trip, bad tokens only;
   * the bucket it touched for nothing expires within a second or so).
   */
  private async take(request: AuthenticatedRequest): Promise<BucketResult | null> {
    const secret = bearerSecret(request.headers.authorization);
    if (secret) {
      const bucket = `ratelimit:token:${createHash('sha256').update('ratelimit:').update(secret).digest('hex')}`;
      const [auth, taken] = await Promise.all([
        resolveRequestAuth(request, this.tokens).catch(() => null),
        this.redisCall.run(() => this.bucket.take(bucket)),
      ]);
      // Valid token: its bucket's answer. Redis down: no second try.
      if (auth || taken === null) return taken;
    }
    return this.redisCall.run(() => this.bucket.take(`ratelimit:address:${request.ip}`));
  }
}
