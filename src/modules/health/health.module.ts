import { Module } from '@nestjs/common';
import { DrainState } from './drain-state';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';

@Module({
  controllers: [HealthController],
  providers: [ReadinessService, DrainState],
  exports: [ReadinessService, DrainState],
})
export class HealthModule {}
