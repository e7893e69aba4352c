import { Injectable } from '@nestjs/common';
import { AuthContext } from '../../core/auth/auth-context';
import { ResourceRegistry } from '../../core/crud/resource-registry';
import { eventTypeCatalogue } from '../../core/openapi/event-types';
import { PolicyService } from '../../core/policy/policy.service';

export interface EventTypesAnswer {
  data: { type: string; description: string; schema: Record<string, unknown>; example: unknown }[];
}

/**
 * `GET /api/webhooks/event-types`: every type a webhook may subscribe to, with the JSON Schema of its `data.object`
 * and an example, from the catalogue the OpenAPI document's webhooks section is generated from. Built once per
 * process (the served resources do not change while it runs). Owner only, as every webhook route (D14).
 */
@Injectable()
export class WebhookEventTypes {
  private answer?: EventTypesAnswer;

  constructor(
    private readonly registry: ResourceRegistry,
    private readonly policy: PolicyService,
  ) {}

  async list(auth: AuthContext): Promise<EventTypesAnswer> {
    await this.policy.require(auth, 'webhook', 'read');
    this.answer ??= {
      data: eventTypeCatalogue(this.registry.resources()).map(({ type, description, schema, example }) => ({ type, description, schema, example })),
    };
    return this.answer;
  }
}
