import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AuthenticatedRequest, resolveRequestAuth } from '../auth/request-auth';
import { TokenResolver } from '../auth/token-resolver.service';
import { ApiError } from '../errors/api-error';
import { REDIS_CONNECTION } from '../redis/redis.module';
import { RedisFailOpen } from '../redis/redis-fail-open';
import { TokenBucket } from './token-bucket';

/** Every response under /api is limited and carries the headers; /health/* and /metrics are not. */
const LIMITED_PATH = /^\/api(\/|\?|$)/i;

/**
 * D15 rate limits: a token bucket per valid token, or per client address for every request without
 * one (no token, bad, expired or revoked tokens, public routes). The address is Fastify's `request.ip`:
 * the socket's peer, or in TLS_MODE=proxy the client a trusted proxy (TRUSTED_PROXIES) forwarded for.
 * Cost per request: the token resolution the guard needs anyway (shared) plus one Redis round trip.
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
    const key = await this.bucketKey(request);
    const result = await this.redisCall.run(() => this.bucket.take(key));
    if (!result) return;
    reply.header('ratelimit-limit', String(this.bucket.burst));
    reply.header('ratelimit-remaining', String(result.remaining));
    reply.header('ratelimit-reset', String(Math.ceil(result.fullInMs / 1000)));
    if (!result.allowed) {
      const seconds = Math.max(1, Math.ceil(result.retryAfterMs / 1000));
      throw new ApiError(429, `Too many requests: retry in ${seconds} second(s)`, 'TooManyRequests', undefined, { 'retry-after': String(seconds) });
    }
  }

  private async bucketKey(request: AuthenticatedRequest): Promise<string> {
    if (request.headers.authorization !== undefined) {
      const auth = await resolveRequestAuth(request, this.tokens).catch(() => null);
      if (auth) return `ratelimit:token:${auth.tokenId}`;
    }
    return `ratelimit:address:${request.ip}`;
  }
}
