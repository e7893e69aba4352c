import { Controller, Get, HttpCode, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { ValidatedBody } from '../../core/validation/body-validation.pipe';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, RequireScope } from '../../core/auth/auth.decorators';
import { IdempotencyInterceptor } from '../../core/idempotency/idempotency.interceptor';
import type { ParsedQuery } from '../../core/query/query-string';
import { deliveriesQuery, webhookRoute } from './webhook-api';
import { WebhookActionsService } from './webhook-actions.service';
import { RecoverWebhookDto } from './recovery/recover-webhook.dto';
import { WebhookRecovery } from './recovery/webhook-recovery.service';
import { WebhookEventTypes } from './webhook-event-types.service';

/** D14's webhook routes beyond CRUD; the CRUD routes come from crudController() in the module. */
@ApiTags('Webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class WebhookActionsController {
  constructor(
    private readonly actions: WebhookActionsService,
    private readonly recovery: WebhookRecovery,
    private readonly eventTypes: WebhookEventTypes,
  ) {}

  @Get('event-types')
  @RequireScope('webhooks:manage')
  @ApiOperation({
    operationId: 'listWebhookEventTypes',
    summary: 'The event types',
    description: 'Needs the `webhooks:manage` scope and the owner role (any other role: 403). Every type a webhook may subscribe to, '
      + 'with the JSON Schema (2020-12) of its `data.object` and an example object: the catalogue the `webhooks` section of this document is generated from.',
  })
  @ApiResponse({ status: 200, description: 'The event types, by type.', content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookEventTypeList' } } } })
  listEventTypes(@Auth() auth: AuthContext) {
    return this.eventTypes.list(auth);
  }

  @Get(':id/secret')
  @RequireScope('webhooks:manage')
  @webhookRoute('getWebhookSecret', 'The signing secret', 'The current `whsec_` secret.', 200, 'WebhookSecret')
  secret(@Auth() auth: AuthContext, @Param('id') id: string) {
    return this.actions.secret(auth, id);
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @RequireScope('webhooks:manage')
  @UseInterceptors(IdempotencyInterceptor)
  @webhookRoute('rotateWebhookSecret', 'A new signing secret', 'The old secret keeps signing beside the new one for 24 hours (two `v1,` signatures).', 200, 'WebhookSecret')
  rotateSecret(@Auth() auth: AuthContext, @Param('id') id: string) {
    return this.actions.rotateSecret(auth, id);
  }

  @Post(':id/test')
  @HttpCode(201)
  @RequireScope('webhooks:manage')
  @UseInterceptors(IdempotencyInterceptor)
  @webhookRoute('testWebhook', 'The test delivery', 'Sends a `webhook.test` event to `testUrl` (or `url`), whatever the status.', 201, 'WebhookDelivery')
  test(@Auth() auth: AuthContext, @Param('id') id: string) {
    return this.actions.sendTest(auth, id);
  }

  @Get(':id/deliveries')
  @RequireScope('webhooks:manage')
  @webhookRoute('listWebhookDeliveries', 'A page of deliveries', 'Newest first, each with its attempts.', 200, 'WebhookDeliveryList')
  @deliveriesQuery()
  deliveries(@Auth() auth: AuthContext, @Param('id') id: string, @Query() query: ParsedQuery) {
    return this.actions.deliveries(auth, id, query);
  }

  @Post(':id/deliveries/:deliveryId/retry')
  @HttpCode(201)
  @RequireScope('webhooks:manage')
  @UseInterceptors(IdempotencyInterceptor)
  @webhookRoute('retryWebhookDelivery', 'The new delivery', 'A new delivery of the same event (same `webhook-id`).', 201, 'WebhookDelivery', true)
  retry(@Auth() auth: AuthContext, @Param('id') id: string, @Param('deliveryId') deliveryId: string) {
    return this.actions.retry(auth, id, deliveryId);
  }

  @Post(':id/recover')
  @HttpCode(202)
  @RequireScope('webhooks:manage')
  @UseInterceptors(IdempotencyInterceptor)
  @webhookRoute(
    'recoverWebhook', 'The deliveries queued again',
    'After an endpoint\'s outage: every delivery to this webhook created in `[since, until)` (`until` defaults to now), of the types it subscribes to, '
      + 'that was not delivered is queued again: a failed one as a new delivery of the same event (same `webhook-id`), one still waiting for a retry '
      + 'made due at once. Events another delivery sent or is sending are left alone, so recovering twice queues nothing more. Test events are not recovered. '
      + 'A period holding no instant (`until` not after `since`, or `since` not in the past) answers 422.',
    202, 'WebhookRecovery',
  )
  @ApiBody({ required: true, schema: { $ref: '#/components/schemas/RecoverWebhookInput' } })
  @ApiResponse({ status: 422, description: 'The body is invalid or the period holds no instant (ValidationError).', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })
  recover(@Auth() auth: AuthContext, @Param('id') id: string, @ValidatedBody() body: RecoverWebhookDto) {
    return this.recovery.recover(auth, id, body);
  }
}
