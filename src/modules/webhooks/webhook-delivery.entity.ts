import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn, Unique } from 'typeorm';
import { sealedCopies } from '../../core/crypto';

/**
 * A delivery keeps a verbatim copy of its event's payload, sealed fields included (opened with the event's context):
 * what the key-rotation job re-encrypts with that context.
 */
export const WEBHOOK_DELIVERY_COPIES = sealedCopies({ table: 'webhook_deliveries', column: 'payload', contextRowColumn: 'event_id', contextTable: 'events' });

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One event to one webhook (Svix's message/endpoint pair); its attempts are rows of webhook_attempts. */
@Check('webhook_deliveries_status_check', "status IN ('pending', 'succeeded', 'failed')")
@Check('webhook_deliveries_target_check', "target IN ('url', 'testUrl')")
@ForeignKey('webhooks', ['companyId', 'webhookId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Unique('webhook_deliveries_company_id_id', ['companyId', 'id'])
@Index('webhook_deliveries_age', ['updatedAt'], { where: "status <> 'pending'" })
@Index('webhook_deliveries_pending', { synchronize: false }) // migrated as USING btree (enqueued_at NULLS FIRST) WHERE (status = 'pending'::text)
@Index('webhook_deliveries_webhook', ['companyId', 'webhookId', 'createdAt', 'id'])
@Entity('webhook_deliveries')
export class WebhookDelivery {
  @PrimaryColumn('text') id: string;
  @Column('text') companyId: string;
  @Column('text') webhookId: string;
  /** The `webhook-id` header: the same on every attempt and on retries by hand. */
  @Column('text') eventId: string;
  @Column('text') eventType: string;
  /** The exact body every attempt signs and sends. */
  @Column('text') payload: string;
  @Column('text', { default: 'url' }) target: 'url' | 'testUrl';
  @Column('text', { default: 'pending' }) status: DeliveryStatus;
  @Column('integer', { default: 0 }) attemptCount: number;
  @Column('timestamptz', { nullable: true }) enqueuedAt: Date | null;
  @Column('timestamptz') createdAt: Date;
  @Column('timestamptz') updatedAt: Date;
}
