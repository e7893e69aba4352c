import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { EventEmitter } from 'node:events';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { withTimeout } from '../timeout';
import { AppQueues } from './app-queues';
import { JobRegistry, ScheduledJob } from './job-registry';

/** How long start-up waits for the first registration before going on (Redis down: it completes when Redis is back). */
const START_WAIT_MS = 5000;

/**
 * Keeps the repeating jobs registered: those whose @OnJob declares a schedule (cron, UTC); upserting is idempotent, so
 * every worker may register them. `runWhenRestored` jobs (recovery sweeps) also run once at once when their schedule
 * had to be registered again.
 *
 * They live in Redis only: a Redis restarted empty (or flushed) loses them, and nothing would run them again until a
 * worker restarts. So a worker registers the missing ones at start, whenever its
 * queue connection becomes ready again (a reconnect), and every JOB_SCHEDULE_CHECK_MS (a flush without a reconnect).
 */
@Injectable()
export class JobSchedulerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobSchedules');
  private timer?: NodeJS.Timeout;
  private running: Promise<string[]> | null = null;
  private stopped = false;

  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: AppQueues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    for (const name of new Set(this.schedules().map((job) => job.queue))) {
      (this.queue(name).getBackend() as unknown as EventEmitter).on('ready', () => void this.ensure('the queue connection is ready again'));
    }
    this.timer = setInterval(() => void this.ensure('periodic check'), this.config.jobScheduleCheckMs);
    this.timer.unref();
    await withTimeout(this.ensure(), START_WAIT_MS, 'registering the job schedules').catch(() => undefined);
    // Not awaited: with Redis down the add waits for it, as the schedules do.
    for (const job of this.schedules().filter((j) => j.runAtStart)) {
      this.queue(job.queue).add(job.name, {}, { removeOnComplete: true, removeOnFail: 100 }).catch(() => undefined);
    }
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
      for (const job of this.schedules()) {
        const queue = this.queue(job.queue);
        const current = await queue.getJobScheduler(job.name);
        if (current?.pattern === job.pattern && current.tz === 'UTC') continue;
        await queue.upsertJobScheduler(job.name, { pattern: job.pattern, tz: 'UTC' }, { name: job.name });
        // Redis lost what the sweep recovers (queued jobs) with the schedule: no need to wait for the next tick.
        if (reason && job.runWhenRestored) await queue.add(job.name, {}, { removeOnComplete: true, removeOnFail: 100 });
        registered.push(job.name);
      }
    } catch (error) {
      // Redis down or the queue closing: the next reconnect or check tries again (connection errors are logged apart).
      if (!this.stopped) this.logger.debug(`job schedules not checked: ${(error as Error).message}`);
    }
    if (registered.length && reason) this.logger.warn(`job schedules missing from Redis were registered again (${reason}): ${registered.join(', ')}`);
    return registered;
  }

  private schedules(): ScheduledJob[] {
    return this.registry.schedules();
  }

  private queue(name: string): Queue {
    return this.queues.get(name);
  }
}
