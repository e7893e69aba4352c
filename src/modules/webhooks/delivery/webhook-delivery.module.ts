import { DynamicModule, Module } from '@nestjs/common';
import { WEBHOOK_DELIVERY_QUEUE } from './delivery-queue';
import { queueToken } from '../../../core/jobs/queue-token';
import { appQueueProvider } from '../../../core/jobs/app-queue-provider';
import { DeliveryAttemptService } from './delivery-attempt.service';
import { DeliveryWorker } from './delivery.worker';
import { DeliveryFeeder } from './delivery-feeder';
import { EventRelay } from './event-relay.service';
import { WebhookHttpClient } from './webhook-http-client';
import { WebhookDisablingSweep } from './webhook-disabling-sweep';
import { WebhookRetention } from './webhook-retention.service';

/**
 * D14 delivery: the relay from the outbox and the delivery worker run only in the worker role. Global, so webhook
 * management (WebhookActionsService) injects the delivery queue where queues are loaded.
 */
@Module({})
export class WebhookDeliveryModule {
  static forRoot(runWorkers: boolean): DynamicModule {
    return {
      module: WebhookDeliveryModule,
      global: true,
      providers: [appQueueProvider(WEBHOOK_DELIVERY_QUEUE, !runWorkers), WebhookHttpClient, DeliveryAttemptService, WebhookRetention, WebhookDisablingSweep, ...(runWorkers ? [DeliveryFeeder, EventRelay, DeliveryWorker] : [])],
      exports: [queueToken(WEBHOOK_DELIVERY_QUEUE), WebhookRetention, WebhookDisablingSweep, DeliveryAttemptService, WebhookHttpClient],
    };
  }
}
