import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AuthenticatedRequest, bearerSecret, resolveRequestAuth } from '../auth/request-auth';
import { TokenResolver } from '../auth/token-resolver.service';
import { ApiError } from '../errors/api-error';
import { type RedisClient, redisKey } from '../redis/redis-connections';
import { REDIS_CONNECTION } from '../redis/redis.module';
import { RedisFailOpen } from '../redis/redis-fail-open';
import { KnownTokens } from './known-tokens';
import { isRateLimited } from './limited-route';
import { rateLimitAnswer } from './rate-limit-headers';
import { BucketResult, TokenBucket } from './token-bucket';

/**
 * D15 rate limits: a token bucket per valid token, or per client address for every request without
 * one (no token, bad, expired or revoked tokens, public routes). The address is Fastify's `request.ip`:
 * the socket's peer, or in TLS_MODE=proxy the client a trusted proxy (TRUSTED_PROXIES) forwarded for.
 * Cost per request with a token this process has seen valid: one Redis round trip, in parallel with the token
 * resolution the guard needs anyway. Any other token pays its address's bucket first, so a flood of guessed tokens
 * is refused before each guess costs a database query.
 */
@Injectable()
export class RateLimiter {
  private readonly bucket: TokenBucket;
  private readonly redisCall: RedisFailOpen;
  private readonly known = new KnownTokens();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_CONNECTION) redis: RedisClient,
    private readonly tokens: TokenResolver,
  ) {
    this.bucket = new TokenBucket(redis, config.rateLimitPerSecond, config.rateLimitBurst);
    this.redisCall = new RedisFailOpen(redis, 'rate_limit');
  }

  /** Fastify onRequest hook: sets the RateLimit-* headers, and refuses with 429 when the bucket is empty. */
  async onRequest(request: AuthenticatedRequest, reply: FastifyReply): Promise<void> {
    if (!isRateLimited(request)) return;
    const result = await this.take(request);
    if (!result) return;
    const { headers, retryAfterSeconds: seconds } = rateLimitAnswer(result, this.bucket.burst);
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    if (seconds !== null) {
      throw ApiError.tooManyRequests(`Too many requests: retry in ${seconds} second(s)`, seconds);
    }
  }

  /**
   * A token already seen valid takes from its own bucket while it is resolved, in parallel (the bucket is keyed by a
   * digest of the secret, so it needs no database answer); if it is no longer valid, its address's bucket pays instead.
   * Any other token (a first use, a guess) takes from its address's bucket first: refused there, it costs no query;
   * found valid, it is remembered and takes from its own bucket from then on (this request included).
   */
  private async take(request: AuthenticatedRequest): Promise<BucketResult | null> {
    const secret = bearerSecret(request.headers.authorization);
    const byAddress = () => this.redisCall.run(() => this.bucket.take(redisKey(this.config, `ratelimit:address:${request.ip}`)));
    if (!secret) return byAddress();
    const digest = createHash('sha256').update('ratelimit:').update(secret).digest('hex');
    const byToken = () => this.redisCall.run(() => this.bucket.take(redisKey(this.config, `ratelimit:token:${digest}`)));
    const resolved = () => resolveRequestAuth(request, this.tokens).catch(() => null);
    if (this.known.has(digest)) {
      const [auth, taken] = await Promise.all([resolved(), byToken()]);
      // Valid token: its bucket's answer. Redis down: no second try.
      if (auth || taken === null) return taken;
      this.known.delete(digest);
      return byAddress();
    }
    const first = await byAddress();
    if (first && !first.allowed) return first;
    if (!(await resolved())) return first;
    this.known.add(digest);
    // Redis down: no second try.
    return first === null ? null : byToken();
  }
}
