import type { INestApplicationContext } from '@nestjs/common';
import Fastify, { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { metricsRegistry } from '../metrics/metrics';
import { HealthController } from './health.controller';

/**
 * Worker processes serve no API: this small plain-HTTP listener (`WORKER_HEALTH_PORT`) gives them the
 * same probes as an API node: `/health/live`, `/health/ready` (the API's readiness check: database and
 * Redis) and `/metrics` (the process's Prometheus registry). Nothing else is served on it.
 */
export async function startWorkerHealthServer(
  app: INestApplicationContext,
  options: { port: number; host: string; logger: Logger },
): Promise<FastifyInstance> {
  const server = Fastify({ logger: false, return503OnClosing: true });
  const health = app.get(HealthController);
  server.get('/health/live', async () => health.live());
  server.get('/health/ready', async (_request, reply) => health.ready(reply));
  server.get('/metrics', async (_request, reply) => {
    void reply.header('content-type', metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
  await server.listen({ port: options.port, host: options.host });
  options.logger.info({ port: options.port }, 'worker health and metrics listening (plain HTTP)');
  return server;
}
