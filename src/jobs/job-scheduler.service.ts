import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { Queue } from 'bullmq';
import { HOUSEKEEPING_QUEUE } from './queues';

/** Repeating jobs (cron, UTC). Upserting is idempotent, so every worker may register them. */
export const SCHEDULED_JOBS: { queue: string; name: string; pattern: string }[] = [
  { queue: HOUSEKEEPING_QUEUE, name: 'tokens.prune', pattern: '17 3 * * *' },
  // D9: record yesterday's offboardings and emit person.offboarded, just after UTC midnight.
  { queue: HOUSEKEEPING_QUEUE, name: 'people.offboard', pattern: '5 0 * * *' },
  // D15: idempotency keys are remembered 24 hours; purge older ones every hour.
  { queue: HOUSEKEEPING_QUEUE, name: 'idempotency.purge', pattern: '41 * * * *' },
  // D10: files never attached are deleted after 24 hours; bytes of deleted files left behind are removed.
  { queue: HOUSEKEEPING_QUEUE, name: 'files.cleanup', pattern: '*/15 * * * *' },
  // D14: delivery attempts and relayed events older than WEBHOOK_RETENTION_DAYS are deleted daily.
  { queue: HOUSEKEEPING_QUEUE, name: 'webhooks.retention', pattern: '23 4 * * *' },
  // D14: a failing webhook that gets no more attempts is still disabled 5 days after its window opened.
  { queue: HOUSEKEEPING_QUEUE, name: 'webhooks.disabling', pattern: '7 * * * *' },
  // D11: data exports expire after DATA_EXPORT_TTL; expired rows and their files are deleted every 5 minutes.
  { queue: HOUSEKEEPING_QUEUE, name: 'dataExports.expire', pattern: '*/5 * * * *' },
  // D11: pending exports (PostgreSQL) whose build job Redis lost are queued again every minute.
  { queue: HOUSEKEEPING_QUEUE, name: 'dataExports.requeue', pattern: '* * * * *' },
];

@Injectable()
export class JobSchedulerService implements OnApplicationBootstrap {
  constructor(@InjectQueue(HOUSEKEEPING_QUEUE) private readonly housekeeping: Queue) {}

  async onApplicationBootstrap() {
    for (const job of SCHEDULED_JOBS) {
      await this.housekeeping.upsertJobScheduler(job.name, { pattern: job.pattern, tz: 'UTC' }, { name: job.name });
    }
  }
}
