import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { ApiObject, ResourceService } from '../../core/crud/resource.service';
import { ResourceDefinition } from '../../core/crud/resource-definition';
import { ResourceRegistry } from '../../core/crud/resource-registry';
import { OutboxService } from '../../core/outbox/outbox.service';
import { outboxEndSeq } from '../../core/outbox/event-store';
import { PolicyService } from '../../core/policy/policy.service';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { assertWebhookInput, WEBHOOK_FIELDS } from './webhook-fields';
import { CreateWebhookDto, UpdateWebhookDto } from './webhook.dto';
import { Webhook, WEBHOOK_SEALED } from './webhook.entity';
import { newWebhookSecret } from './webhook-secret';

/**
 * Webhook management (D14), on the generic core: owner only (policy row `webhook`), company-scoped, and no events
 * of its own. New webhooks are drafts; publishing one sets where in the outbox its events start.
 */
@Injectable()
export class WebhooksService extends ResourceService<Webhook, CreateWebhookDto, UpdateWebhookDto> {
  readonly definition: ResourceDefinition<Webhook> = {
    name: 'webhook',
    policy: 'webhook',
    entity: Webhook,
    alias: 'webhook',
    query: { filters: {} },
    fields: WEBHOOK_FIELDS,
    events: false,
    sealed: WEBHOOK_SEALED,
  };
  private knownTypes?: Set<string>;

  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly clock: Clock,
    private readonly registry: ResourceRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(db, outbox, policy);
  }

  /** Every event type a webhook may subscribe to, from the resources' declarations (built once). */
  eventTypes(): ReadonlySet<string> {
    this.knownTypes ??= new Set(this.registry.eventCatalog().map((e) => e.type));
    return this.knownTypes;
  }

  protected async buildNew(_em: EntityManager, _auth: AuthContext, input: CreateWebhookDto): Promise<Partial<Webhook>> {
    assertWebhookInput(input, this.config.webhookAllowPrivateTargets, this.eventTypes());
    return {
      name: input.name ?? null,
      url: input.url,
      testUrl: input.testUrl ?? null,
      eventTypes: input.eventTypes ?? null,
      status: 'draft',
      secret: newWebhookSecret(),
    };
  }

  /** The create's answer shows the new secret: viewed, recorded with the write. */
  protected async afterWrite(em: EntityManager, auth: AuthContext, row: Webhook, kind: 'created' | 'updated' | 'deleted'): Promise<void> {
    if (kind === 'created') {
      await this.auditLog.recordWrite(em, { companyId: auth.companyId, action: 'webhook.secretViewed', target: { type: 'webhook', id: row.id }, fields: ['secret'] });
    }
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: Webhook, input: UpdateWebhookDto): Promise<void> {
    assertWebhookInput(input, this.config.webhookAllowPrivateTargets, this.eventTypes());
    const wasPublished = row.status === 'published';
    await super.applyUpdate(em, auth, row, input);
    if (row.status === 'published' && !wasPublished) await this.publish(em, row);
  }

  /** Events after the outbox's current end reach it; the failure clock restarts (D14 re-enabling). */
  private async publish(em: EntityManager, row: Webhook): Promise<void> {
    row.publishedAfterSeq = await outboxEndSeq(em);
    row.activeSince = this.clock.now();
    row.disabledAt = null;
    row.disabledReason = null;
  }

  /** The create answer is the only one, with `/secret` and `/rotate-secret`, that shows the secret. */
  protected createAnswer(answer: ApiObject, row: Webhook): ApiObject {
    return { ...answer, secret: row.secret };
  }

  /** The webhook row the caller may manage (owner, own company), locked for a change when asked. */
  async findOwned(em: EntityManager, auth: AuthContext, id: string, lock = false): Promise<Webhook> {
    return this.findScoped(em, auth, id, 'write', lock);
  }
}
