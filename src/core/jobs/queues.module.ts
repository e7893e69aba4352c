import { DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { AppQueues } from './app-queues';
import { JobRegistry } from './job-registry';
import { JobSchedulerService } from './job-scheduler.service';
import { QueueShutdown } from './queue-shutdown';
import { QueueWorkers } from './queue-workers';
import { queueToken } from './queue-token';
import { appQueueProvider } from './app-queue-provider';

/** What the application gives the queues: the modules whose jobs run here and the queues' names. */
export interface ApplicationQueues {
  /** Modules with @OnJob handlers or queues of their own that the workers need (the composition root lists them). */
  imports: NonNullable<DynamicModule['imports']>;
  /** The queues this module opens and exports. */
  opened: readonly string[];
  /** Every queue of the application (those opened here and those a listed module provides), as AppQueues lists them. */
  all: readonly string[];
}

/**
 * BullMQ on Redis: queues everywhere (producers), workers and schedules only where the process role says. Jobs are
 * declared with @OnJob on the owning module's services; the registry finds them in every role (so the schedules can
 * be read anywhere), workers run them only in the worker role.
 */
@Module({})
export class QueuesModule {
  static forRoot(runWorkers: boolean, queues: ApplicationQueues): DynamicModule {
    return {
      module: QueuesModule,
      // Global: modules that produce jobs (data exports) inject their queue where queues are loaded (not in the console).
      global: true,
      imports: [DiscoveryModule, ...queues.imports],
      // An API-only process opens a queue on its first job (LazyQueue): BullMQ is not loaded at start.
      providers: [
        ...queues.opened.map((name) => appQueueProvider(name, !runWorkers)),
        JobRegistry,
        ...(runWorkers
          ? [
              { provide: AppQueues, inject: queues.all.map(queueToken), useFactory: (...opened: Queue[]) => new AppQueues(opened) },
              QueueShutdown,
              QueueWorkers,
              JobSchedulerService,
            ]
          : []),
      ],
      exports: [...queues.opened.map(queueToken), JobRegistry],
    };
  }
}
