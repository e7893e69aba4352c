import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { EventEmitter } from 'node:events';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { withTimeout } from '../core/timeout';
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

/** How long start-up waits for the first registration before going on (Redis down: it completes when Redis is back). */
const START_WAIT_MS = 5000;

/**
 * Keeps the repeating jobs registered. They live in Redis only: a Redis restarted empty (or flushed) loses them, and
 * nothing would run them again until a worker restarts. So a worker registers the missing ones at start, whenever its
 * queue connection becomes ready again (a reconnect), and every JOB_SCHEDULE_CHECK_MS (a flush without a reconnect).
 */
@Injectable()
export class JobSchedulerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobSchedules');
  private timer?: NodeJS.Timeout;
  private running: Promise<string[]> | null = null;
  private stopped = false;

  constructor(
    @InjectQueue(HOUSEKEEPING_QUEUE) private readonly housekeeping: Queue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    (this.housekeeping.getBackend() as unknown as EventEmitter).on('ready', () => void this.ensure('the queue connection is ready again'));
    this.timer = setInterval(() => void this.ensure('periodic check'), this.config.jobScheduleCheckMs);
    this.timer.unref();
    await withTimeout(this.ensure(), START_WAIT_MS, 'registering the job schedules').catch(() => undefined);
  }

  onApplicationShutdown() {
    this.stopped = true;
    clearInterval(this.timer);
  }

  /** Registers the scheduled jobs Redis does not have (one run at a time); answers their names. */
  ensure(reason?: string): Promise<string[]> {
    if (this.stopped) return Promise.resolve([]);
    this.running ??= this.registerMissing(reason).finally(() => (this.running = null));
    return this.running;
  }

  private async registerMissing(reason?: string): Promise<string[]> {
    const registered: string[] = [];
    try {
      for (const job of SCHEDULED_JOBS) {
        const current = await this.housekeeping.getJobScheduler(job.name);
        if (current?.pattern === job.pattern && current.tz === 'UTC') continue;
        await this.housekeeping.upsertJobScheduler(job.name, { pattern: job.pattern, tz: 'UTC' }, { name: job.name });
        registered.push(job.name);
      }
    } catch (error) {
      // Redis down or the queue closing: the next reconnect or check tries again (connection errors are logged apart).
      if (!this.stopped) this.logger.debug(`job schedules not checked: ${(error as Error).message}`);
    }
    if (registered.length && reason) this.logger.warn(`job schedules missing from Redis were registered again (${reason}): ${registered.join(', ')}`);
    return registered;
  }
}
