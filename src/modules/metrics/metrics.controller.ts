import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PublicRoute } from '../../core/auth/auth.decorators';
import { metricsRegistry } from '../../core/metrics';

@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  @Get()
  @PublicRoute()
  @Header('content-type', 'text/plain; version=0.0.4; charset=utf-8')
  metrics() {
    return metricsRegistry.metrics();
  }
}
