import { Controller, Get, HttpCode, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, RequireScope } from '../../core/auth/auth.decorators';
import { IdempotencyInterceptor } from '../../core/idempotency/idempotency.interceptor';
import type { ParsedQuery } from '../../core/query/query-string';
import { deliveriesQuery, webhookRoute } from './webhook-api';
import { WebhookActionsService } from './webhook-actions.service';

/** D14's webhook routes beyond CRUD; the CRUD routes come from crudController() in the module. */
@ApiTags('Webhooks')
@ApiBearerAuth()
@Controller('webhooks')
export class WebhookActionsController {
  constructor(private readonly actions: WebhookActionsService) {}

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
}
