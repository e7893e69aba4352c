import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import { PublicRoute } from '../../core/auth/auth.decorators';
import { ReadinessService } from './readiness.service';

/** D1: liveness and readiness, outside /api and without a token (readiness rules: ReadinessService). */
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get('live')
  @PublicRoute()
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @PublicRoute()
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    // Operators want the per-dependency details with a 503, not the generic error object.
    const { httpStatus, body } = await this.readiness.check();
    void reply.status(httpStatus);
    return body;
  }
}
