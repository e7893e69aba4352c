import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { AppModule, ModuleMode } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { AuditDenials } from '../core/audit/audit-denials.service';
import { registerRequestAuditScope } from '../core/audit/request-audit-scope';
import { ApiExceptionFilter, sendError } from '../core/errors/api-exception.filter';
import { registerJsonBodyParser, registerMultipartParser } from '../core/http/json-body';
import { IdempotencyService } from '../core/idempotency/idempotency.service';
import { RateLimiter } from '../core/rate-limit/rate-limiter';
import { ReadReplicas } from '../core/database/read-replicas';
import { RouteRegistry } from '../core/http/route-registry';
import { randomUUID } from 'node:crypto';
import { NestPinoLogger } from '../core/logging/nest-pino-logger';
import { lazyRequestLoggerFactory } from '../core/logging/lazy-request-logger';
import { OneLineRequestLog } from '../core/logging/request-log';
import { parseQueryString } from '../core/query/query-string';
import { DrainState } from '../modules/health/drain-state';
import { HealthModule } from '../modules/health/health.module';
import { SCIM_BASE_PATH } from '../modules/scim';
import { RequestDurations } from '../core/metrics';
import { clientErrorHandler } from './client-errors';
import { requireForwardedHttps } from './https-only';
import { registerRequestHooks, RequestHookState } from './request-hooks';
import { ROUTER_ERROR_SECURITY_HEADERS } from './security-headers';
import { setupSwagger } from './swagger';
import type { TlsMaterial } from './tls';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The HTTP application, initialised but not listening (tests inject into it; main listens). */
export async function createHttpApp(
  config: AppConfig,
  logger: Logger,
  options: { tls?: TlsMaterial | null; mode?: ModuleMode } = {},
): Promise<NestFastifyApplication> {
  const routes = new RouteRegistry();
  const durations = new RequestDurations();
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new OneLineRequestLog(),
    childLoggerFactory: lazyRequestLoggerFactory,
    https: options.tls ? { key: options.tls.key, cert: options.tls.cert } : null,
    trustProxy: config.tlsMode === 'proxy' ? config.trustedProxies : false,
    bodyLimit: config.jsonBodyLimitBytes,
    // A connection that moves no byte either way for this long is closed (a client that stopped reading an answer).
    connectionTimeout: config.httpIdleTimeoutMs,
    // randomUUID draws from a cached entropy pool: a fresh randomBytes call per request showed in profiles.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : `req_${randomUUID()}`;
    },
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true, maxParamLength: 200 },
    // Requests that still arrive once the listener closes (on a connection in use) are answered by the hook below,
    // with the API's error object instead of Fastify's own 503 body.
    return503OnClosing: false,
    // Requests Node's HTTP parser refuses before routing (bad bytes in the URL) get the error object and a request id.
    clientErrorHandler: clientErrorHandler(logger),
    // Errors the router raises before any route runs (malformed URL, over-long id) get the error object too.
    // They run before any hook, so the request id is set here as well.
    frameworkErrors: (error: unknown, request: FastifyRequest, reply: FastifyReply) =>
      sendError(reply.headers({ ...ROUTER_ERROR_SECURITY_HEADERS, 'x-request-id': request.id }), error, request.log as unknown as Logger),
  } as ConstructorParameters<typeof FastifyAdapter>[0]);

  const fastify = adapter.getInstance() as unknown as FastifyInstance;
  fastify.addHook('onRoute', (route) => routes.add(route.method, route.url));
  const hooks: RequestHookState = { closing: false };
  fastify.addHook('preClose', async () => {
    hooks.closing = true;
  });
  // One hook per phase, in Fastify's callback form where no promise is needed (docs/performance.md, "Third round").
  await registerRequestHooks(fastify, config, hooks);
  if (config.tlsMode === 'proxy') requireForwardedHttps(fastify);
  fastify.addHook('onResponse', function recordDuration(request: FastifyRequest, reply, done) {
    durations.of(request.method, request.routeOptions?.url ?? 'unmatched', reply.statusCode).observe(reply.elapsedTime / 1000);
    done();
  });
  // Bodies are JSON only (files come as multipart); any other content type, forms included, answers 415.
  // SCIM clients send their own JSON media type; the SCIM routes (all read-only) refuse writes through the access layer.
  registerJsonBodyParser(fastify, [{ contentType: 'application/scim+json', path: SCIM_BASE_PATH }]);
  await registerMultipartParser(fastify, config.maxUploadBytes);
  registerRequestAuditScope(fastify);

  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.mode ?? 'api'), adapter, {
    logger: new NestPinoLogger(logger),
    // Nest would register its own JSON and form parsers: bodies are parsed by registerJsonBodyParser only.
    bodyParser: false,
  });
  hooks.services = {
    limiter: app.get(RateLimiter),
    idempotency: app.get(IdempotencyService),
    readReplicas: config.databaseReadUrls.length ? app.get(ReadReplicas) : undefined,
    drain: app.select(HealthModule).get(DrainState, { strict: true }),
  };
  // SCIM 2.0 (RFC 7644) is served at its own base address, beside the API.
  app.setGlobalPrefix('api', { exclude: ['health/live', 'health/ready', 'metrics', 'scim/v2/{*path}'] });
  app.useGlobalFilters(new ApiExceptionFilter(logger, routes, app.get(AuditDenials)));
  setupSwagger(app);
  try {
    await app.init();
  } catch (error) {
    // A start-up check refused (e.g. the encryption keys): release the connections opened so far.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
