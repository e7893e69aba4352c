import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Logger } from 'pino';
import type { AppConfig } from '../config/app-config';
import type { ReadReplicas } from '../core/database/read-replicas';
import { ApiError } from '../core/errors/api-error';
import { sendError } from '../core/errors/api-exception.filter';
import { releaseUnreadUploadBody } from '../core/http/unread-body';
import type { IdempotencyService, IdempotentRequest } from '../core/idempotency/idempotency.service';
import { isRateLimited } from '../core/rate-limit/limited-route';
import type { RateLimiter } from '../core/rate-limit/rate-limiter';
import type { DrainState } from '../modules/health/drain-state';
import { HSTS_VALUE, registerCors, securityHeaders } from './security-headers';

/** What the hooks call, known once Nest has made its providers (no request is served before). */
export interface RequestHookServices {
  limiter: RateLimiter;
  idempotency: IdempotencyService;
  readReplicas?: ReadReplicas;
  drain: DrainState;
}

export interface RequestHookState {
  closing: boolean;
  services?: RequestHookServices;
}

type Done = HookHandlerDoneFunction;

/**
 * The service's own work on each request's arrival and answer, one Fastify hook per phase: every hook costs its
 * runner's step and, in the async form, a promise (docs/performance.md, "Hot reads"). On arrival, in this
 * order: the request id; the 503 while closing (before the security headers, as it always was); the security headers
 * and HSTS; CORS when configured (its own plugin hook, so its preflight answers still pass no rate limit); the D15 rate
 * limit, before any check that may refuse a request, so refusals are counted and carry RateLimit-*.
 */
export async function registerRequestHooks(fastify: FastifyInstance, config: AppConfig, state: RequestHookState): Promise<void> {
  const headers = securityHeaders();
  const rateLimit = (request: FastifyRequest, reply: FastifyReply, done: Done) => {
    // The probes and the metrics scrape are not limited: they pass without a promise.
    if (!isRateLimited(request)) return done();
    state.services!.limiter.onRequest(request, reply).then(() => done(), done);
  };
  const arrive = (request: FastifyRequest, reply: FastifyReply): boolean => {
    reply.header('x-request-id', request.id);
    if (state.closing) {
      // Answered here: the request goes no further (done is not called).
      sendError(reply.header('connection', 'close'), new ApiError(503, 'The server is shutting down: retry the request', 'Unavailable', undefined, { 'retry-after': '1' }), request.log as unknown as Logger);
      return false;
    }
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    return true;
  };
  if (config.corsOrigins.length > 0) {
    fastify.addHook('onRequest', function requestArrival(request, reply, done) {
      if (arrive(request, reply)) done();
    });
    await registerCors(fastify, config);
    fastify.addHook('onRequest', function rateLimitAfterCors(request, reply, done) {
      rateLimit(request, reply, done);
    });
  } else {
    fastify.addHook('onRequest', function requestArrival(request, reply, done) {
      if (arrive(request, reply)) rateLimit(request, reply, done);
    });
  }
  fastify.addHook('onSend', function beforeAnswer(request: IdempotentRequest, reply, payload, done) {
    const { idempotency, readReplicas, drain } = state.services!;
    const last = (answer: unknown) => {
      // While draining after SIGTERM each answer closes its connection: keep-alive clients reconnect (through the
      // balancer, to another node) instead of having their connection cut when the listener stops.
      if (drain.draining) void reply.header('connection', 'close');
      releaseUnreadUploadBody(request, reply);
      done(null, answer);
    };
    const idempotent = Boolean(request.idempotentReplay || request.idempotencyClaim);
    if (!idempotent && !readReplicas) return last(payload);
    (async () => {
      const answer = idempotent ? await idempotency.onSend(request, reply, payload) : payload;
      // Read replicas: a token's write position is kept before its answer leaves (docs/scaling.md).
      if (readReplicas) await readReplicas.beforeAnswer(request);
      return answer;
    })().then(last, (error: Error) => done(error));
  });
}
