import { Module } from '@nestjs/common';
import { AuditEventsController } from './audit-events.controller';
import { AuditEventsService } from './audit-events.service';

/** The audit trail's API; the trail itself is the core's (src/core/audit). */
@Module({
  controllers: [AuditEventsController],
  providers: [AuditEventsService],
})
export class AuditEventsModule {}
