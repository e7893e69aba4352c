import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';
import { sealedCopies } from '../../core/crypto';

/**
 * A delivery keeps a verbatim copy of its event's payload, sealed fields included (opened with the event's context):
 * what the key-rotation job re-encrypts with that context.
 */
export const WEBHOOK_DELIVERY_COPIES = sealedCopies({ table: 'webhook_deliveries', column: 'payload', contextRowColumn: 'event_id', contextTable: 'events' });

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One event to one webhook (Svix's message/endpoint pair); its attempts are rows of webhook_attempts. The primary key
 * holds company_id, so the table can be distributed by company (docs/scaling.md).
 */
@Check('webhook_deliveries_status_check', "status IN ('pending', 'succeeded', 'failed')")
@Check('webhook_deliveries_target_check', "target IN ('url', 'testUrl')")
@ForeignKey('webhooks', ['companyId', 'webhookId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Unique('webhook_deliveries_company_id_id', ['companyId', 'id'])
@Index('webhook_deliveries_age', ['updatedAt'], { where: "status <> 'pending'" })
@Index('webhook_deliveries_due_by_webhook', ['companyId', 'webhookId', 'nextAttemptAt'], { where: "status = 'pending'" })
@Index('webhook_deliveries_webhook', ['companyId', 'webhookId', 'createdAt', 'id'])
@Entity('webhook_deliveries')
export class WebhookDelivery {
  @PrimaryColumn('text') id: string;
  @PrimaryColumn('text') companyId: string;
  @Column('text') webhookId: string;
  /** The `webhook-id` header: the same on every attempt and on retries by hand. */
  @Column('text') eventId: string;
  @Column('text') eventType: string;
  /** The exact body every attempt signs and sends. */
  @Column('text') payload: string;
  @Column('text', { default: 'url' }) target: 'url' | 'testUrl';
  @Column('text', { default: 'pending' }) status: DeliveryStatus;
  @Column('integer', { default: 0 }) attemptCount: number;
  /** Last handed to the queue. */
  @Column('timestamptz', { nullable: true }) enqueuedAt: Date | null;
  /**
   * While pending, when the next attempt is due (a new delivery: at once; after a failure: when the retry's delayed
   * job runs). The relay's sweep hands over only deliveries overdue by WEBHOOK_REQUEUE_AFTER_MS; settled: null.
   */
  @Column('timestamptz', { nullable: true, default: () => 'now()' }) nextAttemptAt: Date | null;
  @Column('timestamptz') createdAt: Date;
  @Column('timestamptz') updatedAt: Date;
}
