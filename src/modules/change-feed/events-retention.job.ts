import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { Clock } from '../../core/clock';
import { OnJob } from '../../core/jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../../core/jobs/queues';
import { companiesWithEvents, deleteFeedPrefix } from '../../core/outbox/event-feed';

const BATCH = 5000;

/**
 * The outbox is kept EVENTS_RETENTION_DAYS (30 by default, at least WEBHOOK_RETENTION_DAYS): the daily housekeeping
 * job `events.retention` deletes, company by company, the relayed events written before then, always a beginning of
 * the feed's order (event-feed.ts, `deleteFeedPrefix`), so a cursor still kept never has a hole after it; a cursor
 * no longer kept answers 410.
 */
@Injectable()
export class EventsRetention {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'events.retention', schedule: { pattern: '41 4 * * *' } })
  async purge(): Promise<{ events: number }> {
    const cutoff = new Date(this.clock.nowMs() - this.config.eventsRetentionDays * 24 * 60 * 60 * 1000);
    let events = 0;
    for (const companyId of await companiesWithEvents(this.db.manager)) events += await deleteFeedPrefix(this.db.manager, companyId, cutoff, BATCH);
    return { events };
  }
}
