import { Module } from '@nestjs/common';
import { ChangeFeedController } from './change-feed.controller';
import { ChangeFeedService } from './change-feed.service';
import { EventsRetention } from './events-retention.job';

/** The change feed's API and its retention; the outbox itself is the core's (src/core/outbox). */
@Module({
  controllers: [ChangeFeedController],
  providers: [ChangeFeedService, EventsRetention],
})
export class ChangeFeedModule {}
