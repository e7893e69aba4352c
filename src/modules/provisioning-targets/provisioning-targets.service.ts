import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { AuthContext } from '../../core/auth/auth-context';
import { CommittedChange, ResourceService } from '../../core/crud/resource.service';
import type { ResourceDefinition } from '../../core/crud/resource-definition';
import { OutboxService } from '../../core/outbox/outbox.service';
import { PolicyService } from '../../core/policy/policy.service';
import { assertTargetFits, baseUrl, PROVISIONING_TARGET_FIELDS } from './provisioning-target-fields';
import { CreateProvisioningTargetDto, UpdateProvisioningTargetDto } from './provisioning-target.dto';
import { PROVISIONING_TARGET_SEALED, ProvisioningTarget } from './provisioning-target.entity';
import { ScimPushQueue } from './push/scim-push-queue';

/** What a target's change starts with: a reconcile when it is new, or its address, credentials or status changed. */
type Resync = boolean;

/**
 * Push targets (docs/decisions-scim.md, "Push connector" and "Entra"), on the generic core: owner only (policy row
 * `provisioningTarget`), company-scoped, the token and client secret sealed and never answered, changes audited and
 * no events (they are the integration's own settings, as webhooks'). The kind is set once, and each kind takes its
 * own credentials. A target made, pointed elsewhere, given new credentials or resumed is reconciled.
 */
@Injectable()
export class ProvisioningTargetsService extends ResourceService<ProvisioningTarget, CreateProvisioningTargetDto, UpdateProvisioningTargetDto, Resync> {
  readonly definition: ResourceDefinition<ProvisioningTarget> = {
    name: 'provisioningTarget',
    policy: 'provisioningTarget',
    entity: ProvisioningTarget,
    alias: 'target',
    query: { filters: {} },
    fields: PROVISIONING_TARGET_FIELDS,
    events: false,
    sealed: PROVISIONING_TARGET_SEALED,
    auditValues: ['status'],
  };

  private readonly logger = new Logger('ScimPush');

  constructor(
    db: DataSource,
    outbox: OutboxService,
    policy: PolicyService,
    private readonly queue: ScimPushQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super(db, outbox, policy);
  }

  protected async buildNew(_em: EntityManager, _auth: AuthContext, input: CreateProvisioningTargetDto): Promise<Partial<ProvisioningTarget>> {
    const kind = input.kind ?? 'scim';
    assertTargetFits(kind, input, { creating: true, allowPrivate: this.config.webhookAllowPrivateTargets });
    return {
      name: input.name, kind, url: baseUrl(input.url), token: input.token ?? null, tenantId: input.tenantId ?? null, clientId: input.clientId ?? null,
      clientSecret: input.clientSecret ?? null, status: input.status ?? 'active', lastSyncAt: null,
    };
  }

  protected async applyUpdate(em: EntityManager, auth: AuthContext, row: ProvisioningTarget, input: UpdateProvisioningTargetDto): Promise<Resync> {
    assertTargetFits(row.kind, input, { creating: false, allowPrivate: this.config.webhookAllowPrivateTargets });
    const before = { url: row.url, status: row.status, tenantId: row.tenantId, clientId: row.clientId };
    await super.applyUpdate(em, auth, row, { ...input, ...(input.url !== undefined ? { url: baseUrl(input.url) } : {}) });
    const newCredentials = input.token !== undefined || input.clientSecret !== undefined || row.tenantId !== before.tenantId || row.clientId !== before.clientId;
    return row.status === 'active' && (row.url !== before.url || before.status !== 'active' || newCredentials);
  }

  protected async afterCommit(change: CommittedChange<ProvisioningTarget, CreateProvisioningTargetDto, UpdateProvisioningTargetDto, Resync>): Promise<void> {
    const { row } = change;
    const resync = change.kind === 'created' ? row.status === 'active' : change.kind === 'updated' && change.note === true;
    if (!resync || !this.queue.available) return;
    // The change is stored whatever happens here: a reconcile not queued now is the daily one's.
    await this.reconcile(row.companyId, row.id).catch((error: Error) => this.logger.warn(`reconcile of a target not queued: ${error.message}`));
  }

  /** Queues a reconcile of the target (list, compare, fix). */
  async reconcile(companyId: string, targetId: string): Promise<void> {
    await this.queue.push({ companyId, targetId, personIds: null, reconcile: true });
  }

  /** The target the caller may manage (owner, own company): 404 for another company's, 403 for another role. */
  async findOwned(em: EntityManager, auth: AuthContext, id: string): Promise<ProvisioningTarget> {
    return this.findScoped(em, auth, id, 'write');
  }
}
