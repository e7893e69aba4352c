import { DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DataExportsModule } from '../modules/data-exports/data-exports.module';
import { FilesModule } from '../modules/files/files.module';
import { PeopleModule } from '../modules/people/people.module';
import { WebhookDeliveryModule } from '../modules/webhooks/delivery/webhook-delivery.module';
import { AppQueues } from './app-queues';
import { JobRegistry } from './job-registry';
import { JobSchedulerService } from './job-scheduler.service';
import { QueueShutdown } from './queue-shutdown';
import { QueueWorkers } from './queue-workers';
import { DATA_EXPORTS_QUEUE, HOUSEKEEPING_QUEUE, KEY_ROTATION_QUEUE } from './queues';
import { queueToken } from './queue-token';
import { appQueueProvider } from './app-queue-provider';

const APP_QUEUES = [HOUSEKEEPING_QUEUE, DATA_EXPORTS_QUEUE, KEY_ROTATION_QUEUE];

/**
 * BullMQ on Redis: queues everywhere (producers), workers and schedules only where the process role says. Jobs are
 * declared with @OnJob on the owning module's services; the registry finds them in every role (so the schedules can
 * be read anywhere), workers run them only in the worker role.
 */
@Module({})
export class QueuesModule {
  static forRoot(runWorkers: boolean): DynamicModule {
    return {
      module: QueuesModule,
      // Global: modules that produce jobs (data exports) inject their queue where queues are loaded (not in the console).
      global: true,
      imports: [
        DiscoveryModule,
        // The offboarding job (D9) of the housekeeping worker.
        PeopleModule,
        // The unattached-file cleanup (D10).
        FilesModule,
        // Webhook delivery (D14): the queue everywhere, the relay and the worker in the worker role.
        WebhookDeliveryModule.forRoot(runWorkers),
        // Large data exports and the expiry of old ones (D11).
        DataExportsModule,
      ],
      // An API-only process opens a queue on its first job (LazyQueue): BullMQ is not loaded at start.
      providers: [
        ...APP_QUEUES.map((name) => appQueueProvider(name, !runWorkers)),
        JobRegistry,
        ...(runWorkers ? [AppQueues, QueueShutdown, QueueWorkers, JobSchedulerService] : []),
      ],
      exports: [...APP_QUEUES.map(queueToken), JobRegistry],
    };
  }
}
