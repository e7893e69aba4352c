import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../core/clock';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { OnJob } from '../../../core/jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../../../core/jobs/queues';

/**
 * The delivery log is kept WEBHOOK_RETENTION_DAYS (30 by default): older attempts and settled deliveries are deleted
 * by the daily housekeeping job `webhooks.retention`. The events themselves are kept EVENTS_RETENTION_DAYS, at least
 * as long, for the change feed (its own job, `events.retention`).
 */
@Injectable()
export class WebhookRetention {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'webhooks.retention', schedule: { pattern: '23 4 * * *' } })
  async purge(): Promise<{ attempts: number; deliveries: number }> {
    const cutoff = new Date(this.clock.nowMs() - this.config.webhookRetentionDays * 24 * 60 * 60 * 1000);
    const count = async (sql: string) => Number((await this.db.query(sql, [cutoff]))[1] ?? 0);
    return {
      attempts: await count(`DELETE FROM webhook_attempts WHERE attempted_at < $1`),
      deliveries: await count(`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND updated_at < $1`),
    };
  }
}
