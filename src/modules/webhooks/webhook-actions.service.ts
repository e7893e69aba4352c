import { AuditLog } from '../../core/audit/audit-log.service';
import { AuditReads } from '../../core/audit/audit-reads.service';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { ProducerQueue } from '../../core/jobs/producer-queue';
import { InjectQueue } from '../../core/jobs/queue-token';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { fieldContext, SealedValues } from '../../core/crypto';
import { ListEnvelope } from '../../core/crud/resource-definition';
import { ApiError } from '../../core/errors/api-error';
import { newId } from '../../core/ids';
import { enqueueWithin } from '../../core/queue/bounded-enqueue';
import { TEST_EVENT_TYPE } from '../../core/outbox/event-catalog';
import { ParsedQuery } from '../../core/query/query-string';
import { translateQuery } from '../../core/query/query-translator';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { enqueueDeliveries, WEBHOOK_DELIVERY_QUEUE } from './delivery/delivery-queue';
import { deliverySubjects } from './delivery-subjects';
import { WEBHOOK_ATTEMPT_SEALED, WebhookAttempt } from './webhook-attempt.entity';
import { DELIVERIES_QUERY } from './webhook-deliveries.query';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WEBHOOK_SEALED } from './webhook.entity';
import { ROTATION_OVERLAP_MS, newWebhookSecret } from './webhook-secret';
import { WebhooksService } from './webhooks.service';
import { writeTransaction } from '../../core/database/write-transaction';

const ATTEMPT_FIELDS = ['attemptedAt', 'succeeded', 'statusCode', 'durationMs', 'responseBody', 'errorKind', 'retryAfterMs'] as const;

/** The webhook routes beyond CRUD (D14): the secret, rotation, a test event, the delivery log and retry by hand. */
@Injectable()
export class WebhookActionsService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly db: DataSource,
    private readonly webhooks: WebhooksService,
    private readonly clock: Clock,
    private readonly sealedValues: SealedValues,
    /** Absent in the console, which loads no queues: deliveries then wait for the relay's sweep. */
    @Optional() @InjectQueue(WEBHOOK_DELIVERY_QUEUE) private readonly deliveryQueue: ProducerQueue | undefined,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditReads,
    private readonly auditLog: AuditLog,
  ) {}

  async secret(auth: AuthContext, id: string): Promise<{ secret: string }> {
    const { secret } = await this.webhooks.findOwned(this.db.manager, auth, id);
    await this.audit.record({ companyId: auth.companyId, action: 'webhook.secretViewed', target: { type: 'webhook', id }, fields: ['secret'] });
    return { secret };
  }

  /** A new secret; the old one keeps signing beside it for 24 hours. */
  async rotateSecret(auth: AuthContext, id: string): Promise<{ secret: string }> {
    const secret = newWebhookSecret();
    // Sealed before the row lock: fetching the company's key may take another pool connection.
    const sealedSecret = await this.sealedValues.seal(secret, fieldContext(WEBHOOK_SEALED, 'secret', auth.companyId, id));
    return writeTransaction(this.db, async (em) => {
      const row = await this.webhooks.findOwned(em, auth, id, true);
      const now = this.clock.now();
      // The row was read opened: the old secret is sealed again for its new column.
      const previousSecret = await this.sealedValues.seal(row.secret, fieldContext(WEBHOOK_SEALED, 'previousSecret', auth.companyId, row.id));
      await em.update('webhooks', { companyId: auth.companyId, id: row.id }, {
        secret: sealedSecret, previousSecret, previousSecretExpiresAt: new Date(now.getTime() + ROTATION_OVERLAP_MS), updatedAt: now,
      });
      // The new secret is shown in the answer: a change and a view, both with the write.
      await this.auditLog.recordWrite(em, { companyId: auth.companyId, action: 'webhook.secretRotated', target: { type: 'webhook', id }, fields: ['secret', 'previousSecret'] });
      await this.auditLog.recordWrite(em, { companyId: auth.companyId, action: 'webhook.secretViewed', target: { type: 'webhook', id }, fields: ['secret'] });
      return { secret };
    });
  }

  /** A `webhook.test` event to the test URL (or the URL), whatever the webhook's status. */
  async sendTest(auth: AuthContext, id: string): Promise<Record<string, unknown>> {
    const delivery = await writeTransaction(this.db, async (em) => {
      const row = await this.webhooks.findOwned(em, auth, id);
      const eventId = newId('evt_');
      const payload = {
        id: eventId, type: TEST_EVENT_TYPE, createdAt: this.clock.now().toISOString(), companyId: auth.companyId,
        data: { object: { webhookId: row.id, message: 'A test event sent on request.' } },
      };
      return this.insertDelivery(em, auth.companyId, row.id, eventId, TEST_EVENT_TYPE, JSON.stringify(payload), 'testUrl');
    });
    await this.enqueue(delivery);
    return this.deliveryToApi(delivery, []);
  }

  /** A new delivery of the same event (same `webhook-id`) to the same target. */
  async retry(auth: AuthContext, id: string, deliveryId: string): Promise<Record<string, unknown>> {
    const delivery = await writeTransaction(this.db, async (em) => {
      const row = await this.webhooks.findOwned(em, auth, id);
      const original = await tenantQuery(em, WebhookDelivery, 'd', auth.companyId)
        .andWhere('d.webhook_id = :webhookId AND d.id = :deliveryId', { webhookId: row.id, deliveryId }).getOne();
      if (!original) throw ApiError.notFound('No delivery with this id for this webhook');
      return this.insertDelivery(em, auth.companyId, row.id, original.eventId, original.eventType, original.payload, original.target);
    });
    await this.enqueue(delivery);
    return this.deliveryToApi(delivery, []);
  }

  async deliveries(auth: AuthContext, id: string, query: ParsedQuery): Promise<ListEnvelope> {
    const translated = translateQuery(query, DELIVERIES_QUERY, 'd');
    const webhook = await this.webhooks.findOwned(this.db.manager, auth, id);
    const qb = tenantQuery(this.db.manager, WebhookDelivery, 'd', auth.companyId).andWhere('d.webhook_id = :webhookId', { webhookId: webhook.id });
    for (const condition of translated.where) qb.andWhere(condition.sql, condition.params);
    const total = await qb.getCount();
    const rows = translated.limit > 0
      ? await qb.orderBy('d.created_at', 'DESC').addOrderBy('d.id', 'DESC').offset(translated.skip).limit(translated.limit).getMany()
      : [];
    const attempts = rows.length
      ? await tenantQuery(this.db.manager, WebhookAttempt, 'a', auth.companyId)
        .andWhere('a.delivery_id IN (:...ids)', { ids: rows.map((r) => r.id) }).orderBy('a.attempted_at', 'ASC').getMany()
      : [];
    // Response bodies are stored sealed for their attempt's row (a receiver may echo the values it was sent).
    await this.sealedValues.openFields(auth.companyId, WEBHOOK_ATTEMPT_SEALED, attempts as unknown as Record<string, unknown>[]);
    const data = rows.map((row) => this.deliveryToApi(row, attempts.filter((a) => a.deliveryId === row.id)));
    await this.auditDeliveriesRead(auth, webhook.id, rows, attempts);
    return { total, limit: translated.limit, skip: translated.skip, data };
  }

  /**
   * A read of the delivery log is a sensitive read (docs/security.md, "Audit trail"): response bodies may echo what
   * the deliveries carried. Stored before the answer leaves (503 when it cannot be): the people the page's deliveries
   * are about, the bodies shown, the deliveries answered.
   */
  private async auditDeliveriesRead(auth: AuthContext, webhookId: string, rows: WebhookDelivery[], attempts: WebhookAttempt[]): Promise<void> {
    const subjects = new Set(rows.flatMap((row) => deliverySubjects(row.eventType, row.payload)));
    await this.audit.record({
      companyId: auth.companyId,
      action: 'webhookDelivery.read',
      subjectPersonIds: [...subjects],
      target: { type: 'webhook', id: webhookId },
      fields: attempts.some((a) => a.responseBody) ? ['responseBody'] : [],
      rowCount: rows.length,
    });
  }

  private async insertDelivery(
    em: EntityManager, companyId: string, webhookId: string, eventId: string, eventType: string, payload: string, target: 'url' | 'testUrl',
  ): Promise<WebhookDelivery> {
    const now = this.clock.now();
    // nextAttemptAt is left to the column's default: due now by the database's clock, the one the relay's sweep reads.
    const delivery = em.create(WebhookDelivery, {
      id: newId('whd_'), companyId, webhookId, eventId, eventType, payload, target, status: 'pending', attemptCount: 0,
      enqueuedAt: null, createdAt: now, updatedAt: now,
    });
    await em.insert(WebhookDelivery, delivery);
    return delivery;
  }

  /**
   * Best effort, bounded by ENQUEUE_TIMEOUT_MS: the delivery is already saved, so without a queue (or with Redis down)
   * the request still answers it and the relay's sweep hands the delivery over later.
   */
  private async enqueue(delivery: WebhookDelivery): Promise<void> {
    try {
      const queue = this.deliveryQueue;
      if (!queue) throw new Error('no delivery queue in this process');
      await enqueueWithin(() => enqueueDeliveries(queue, this.db.manager, [delivery]), this.config.enqueueTimeoutMs);
    } catch (error) {
      this.logger.warn(`delivery ${delivery.id} left for the relay's sweep: ${(error as Error).message}`);
    }
  }

  private deliveryToApi(row: WebhookDelivery, attempts: WebhookAttempt[]): Record<string, unknown> {
    return {
      id: row.id,
      webhookId: row.webhookId,
      eventId: row.eventId,
      eventType: row.eventType,
      target: row.target,
      status: row.status,
      attemptCount: row.attemptCount,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      attempts: attempts.map((a) => Object.fromEntries(ATTEMPT_FIELDS.map((f) => [f, f === 'attemptedAt' ? a.attemptedAt.toISOString() : a[f]]))),
    };
  }
}
