import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import { DataExportsModule } from '../modules/data-exports/data-exports.module';
import { FilesModule } from '../modules/files/files.module';
import { PeopleModule } from '../modules/people/people.module';
import { WebhookDeliveryModule } from '../modules/webhooks/delivery/webhook-delivery.module';
import { HousekeepingProcessor } from './housekeeping.processor';
import { JobSchedulerService } from './job-scheduler.service';
import { QueueErrorLog } from './queue-error-log';
import { QueueShutdown } from './queue-shutdown';
import { DataExportsProcessor } from './data-exports.processor';
import { DATA_EXPORTS_QUEUE, HOUSEKEEPING_QUEUE, redisConnectionOptions } from './queues';

/** BullMQ on Redis: queues everywhere (producers), workers and schedules only where the process role says. */
@Module({})
export class QueuesModule {
  static forRoot(runWorkers: boolean): DynamicModule {
    return {
      module: QueuesModule,
      imports: [
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({ connection: redisConnectionOptions(config.redisUrl), prefix: `${config.redisPrefix}:bull` }),
        }),
        BullModule.registerQueue({ name: HOUSEKEEPING_QUEUE }),
        BullModule.registerQueue({ name: DATA_EXPORTS_QUEUE }),
        // The offboarding job (D9) of the housekeeping worker.
        PeopleModule,
        // The unattached-file cleanup (D10).
        FilesModule,
        // Webhook delivery (D14): the queue everywhere, the relay and the worker in the worker role.
        WebhookDeliveryModule.forRoot(runWorkers),
        // Large data exports and the expiry of old ones (D11).
        DataExportsModule,
      ],
      providers: runWorkers
        ? [QueueErrorLog, QueueShutdown, HousekeepingProcessor, DataExportsProcessor, JobSchedulerService]
        : [QueueErrorLog, QueueShutdown],
      exports: [BullModule],
    };
  }
}
