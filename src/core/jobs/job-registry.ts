import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Job } from 'bullmq';
import { JobDeclaration, ON_JOB, QUEUE_WORKER, QueueWorkerOptions } from './on-job.decorator';
import { QUEUE_WORKER_OPTIONS } from './queues';

export type JobHandler = (data: unknown, job: Job) => Promise<unknown>;

/** One repeating job, as JobSchedulerService registers it. */
export interface ScheduledJob {
  queue: string;
  name: string;
  pattern: string;
  runWhenRestored?: true;
  runAtStart?: true;
}

interface FoundHandler {
  declaration: JobDeclaration;
  handler: JobHandler;
  owner: string;
}

/** The @OnJob handlers of the application's providers, found once, by queue and job name. */
@Injectable()
export class JobRegistry {
  private found?: Map<string, Map<string, FoundHandler>>;
  private readonly declaredOptions = new Map<string, () => QueueWorkerOptions>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  /** The queues some handler is declared for. */
  queues(): string[] {
    return [...this.byQueue().keys()];
  }

  /** The repeating jobs, derived from the handlers' declarations. */
  schedules(): ScheduledJob[] {
    const schedules: ScheduledJob[] = [];
    for (const handlers of this.byQueue().values()) {
      for (const { declaration: d } of handlers.values()) {
        if (!d.schedule) continue;
        schedules.push({
          queue: d.queue, name: d.name, pattern: d.schedule.pattern,
          ...(d.runWhenRestored ? { runWhenRestored: true as const } : {}),
          ...(d.runAtStart ? { runAtStart: true as const } : {}),
        });
      }
    }
    return schedules;
  }

  /** The worker options of a queue: its @OnQueueWorker method's, else QUEUE_WORKER_OPTIONS'. */
  workerOptions(queue: string): QueueWorkerOptions {
    this.byQueue();
    const options = this.declaredOptions.get(queue)?.() ?? QUEUE_WORKER_OPTIONS[queue];
    if (!options) throw new Error(`Queue "${queue}" has @OnJob handlers but no worker options (QUEUE_WORKER_OPTIONS or @OnQueueWorker)`);
    return options;
  }

  /** Runs the handler declared for the job's name; a name nobody declared fails the job loudly. */
  dispatch(queue: string, job: Job): Promise<unknown> {
    const found = this.byQueue().get(queue)?.get(job.name);
    if (!found) throw new Error(`Unknown job "${job.name}" on queue "${queue}": no @OnJob handler declares it`);
    return found.handler(job.data, job);
  }

  private byQueue(): Map<string, Map<string, FoundHandler>> {
    this.found ??= this.discover();
    return this.found;
  }

  private discover(): Map<string, Map<string, FoundHandler>> {
    const byQueue = new Map<string, Map<string, FoundHandler>>();
    const seen = new Set<object>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic() || seen.has(instance)) continue;
      seen.add(instance);
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const fn = instance[method] as (...args: unknown[]) => Promise<unknown>;
        const optionsOf = this.reflector.get<string | undefined>(QUEUE_WORKER, fn);
        if (optionsOf) this.declaredOptions.set(optionsOf, () => fn.call(instance) as unknown as QueueWorkerOptions);
        const declaration = this.reflector.get<JobDeclaration | undefined>(ON_JOB, fn);
        if (!declaration) continue;
        const owner = `${instance.constructor.name}.${method}`;
        const handlers = byQueue.get(declaration.queue) ?? new Map<string, FoundHandler>();
        byQueue.set(declaration.queue, handlers);
        const other = handlers.get(declaration.name);
        if (other) throw new Error(`Job "${declaration.name}" on queue "${declaration.queue}" is declared twice: ${other.owner} and ${owner}`);
        handlers.set(declaration.name, { declaration, owner, handler: (data, job) => fn.call(instance, data, job) });
      }
    }
    return byQueue;
  }
}
