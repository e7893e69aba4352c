import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { PublicRoute } from '../../core/auth/auth.decorators';
import { REDIS_CONNECTION } from '../../core/redis/redis.module';
import type { Redis } from 'ioredis';

/** D1: liveness and readiness, outside /api and without a token. */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    @Inject(REDIS_CONNECTION) private readonly redis: Redis,
  ) {}

  @Get('live')
  @PublicRoute()
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @PublicRoute()
  @HealthCheck()
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    try {
      return await this.check();
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      // Operators want the per-dependency details with the 503, not the generic error object.
      void reply.status(503);
      return error.getResponse();
    }
  }

  private check() {
    return this.health.check([
      () => this.database.pingCheck('database', { timeout: 2000 }),
      async () => {
        const indicator = this.indicators.check('redis');
        try {
          await this.redis.ping();
          return indicator.up();
        } catch {
          return indicator.down({ message: 'Redis does not answer' });
        }
      },
    ]);
  }
}
