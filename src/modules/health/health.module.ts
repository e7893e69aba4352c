import { Module } from '@nestjs/common';
import { FilesModule } from '../files';
import { DrainState } from './drain-state';
import { HealthController } from './health.controller';
import { ReadinessService } from './readiness.service';
import { StoragePresence } from './storage-presence';

@Module({
  imports: [FilesModule],
  controllers: [HealthController],
  providers: [ReadinessService, DrainState, StoragePresence],
  exports: [ReadinessService, DrainState],
})
export class HealthModule {}
