import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { WebhookActionsController } from './webhook-actions.controller';
import { WebhookActionsService } from './webhook-actions.service';
import { CreateWebhookDto, UpdateWebhookDto } from './webhook.dto';
import { WEBHOOK_STATUSES } from './webhook.entity';
import { WEBHOOK_FIELDS } from './webhook-fields';
import './webhook-api';
import { WebhooksService } from './webhooks.service';
import { WebhookRecovery } from './recovery/webhook-recovery.service';
import { WebhookEventTypes } from './webhook-event-types.service';

export const WebhooksController = crudController(WebhooksService, {
  path: 'webhooks',
  tag: 'Webhooks',
  scopes: { read: 'webhooks:manage', write: 'webhooks:manage' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateWebhookDto,
  updateDto: UpdateWebhookDto,
  api: {
    fields: [...WEBHOOK_FIELDS, 'secret'],
    schemas: {
      status: { type: 'string', enum: [...WEBHOOK_STATUSES], description: '`draft` (new), `published` (receives events) or `disabled` (by the failure rule).' },
      eventTypes: { type: ['array', 'null'], items: { type: 'string' }, description: 'The event types sent; null: every type.' },
      secret: { type: 'string', description: 'Shown only in the answer of the create (and by `/secret`, `/rotate-secret`).' },
    },
    // The secret is in the create's answer only: optional in the schema.
    fieldClass: (field) => (field === 'secret' ? 'selfOnly' : 'public'),
  },
  tagDescription: 'Webhooks (D14): owner only (`webhooks:manage`). Signed deliveries of the events, retries, the delivery log.',
});

/** Webhook management (D14); delivery runs in the worker role (WebhookDeliveryModule). */
@Module({
  controllers: [WebhookActionsController, WebhooksController],
  providers: [WebhooksService, WebhookActionsService, WebhookRecovery, WebhookEventTypes],
  exports: [WebhooksService],
})
export class WebhooksModule {}
