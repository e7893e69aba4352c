import { Controller, Get, Header, Inject, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { PublicRoute } from '../../core/auth/auth.decorators';
import { ApiError } from '../../core/errors/api-error';
import { metricsRegistry } from '../../core/metrics';
import { metricsRefusal } from '../../core/metrics-access';

/** Prometheus metrics: METRICS_TOKEN's bearer token, or without one a scraper on this host (core/metrics-access.ts). */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @PublicRoute()
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  metrics(@Req() request: FastifyRequest) {
    const refusal = metricsRefusal(this.config.metricsToken, {
      authorization: request.headers.authorization,
      forwarded: request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined,
      peer: request.raw.socket?.remoteAddress,
    });
    if (refusal) throw ApiError.notAuthenticated(refusal);
    return metricsRegistry.metrics();
  }
}
