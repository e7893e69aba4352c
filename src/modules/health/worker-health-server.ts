import type { INestApplicationContext } from '@nestjs/common';
import Fastify, { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { metricsRegistry } from '../../core/metrics';
import { metricsRefusal } from '../../core/metrics-access';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';

/**
 * Worker processes serve no API: this small plain-HTTP listener (`WORKER_HEALTH_PORT`) gives them the
 * same probes as an API node: `/health/live`, `/health/ready` (database and Redis, both needed: a worker's jobs
 * come from Redis, so without it the worker is not ready) and `/metrics` (the process's Prometheus registry).
 * Nothing else is served on it.
 */
export async function startWorkerHealthServer(
  app: INestApplicationContext,
  options: { port: number; host: string; logger: Logger; metricsToken?: string },
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, return503OnClosing: true });
  const health = app.get(HealthController);
  const readiness = app.get(ReadinessService);
  server.get('/health/live', async () => health.live());
  server.get('/health/ready', async (_request, reply) => {
    const { httpStatus, body } = await readiness.check({ needsRedis: true });
    void reply.status(httpStatus);
    return body;
  });
  server.get('/metrics', async (request, reply) => {
    const refusal = metricsRefusal(options.metricsToken, {
      authorization: request.headers.authorization,
      forwarded: request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined,
      peer: request.socket.remoteAddress,
    });
    if (refusal) return reply.status(401).send({ code: 401, name: 'NotAuthenticated', message: refusal });
    void reply.header('content-type', metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
  await server.listen({ port: options.port, host: options.host });
  options.logger.info({ port: options.port }, 'worker health and metrics listening (plain HTTP)');
  return server;
}
