import { Column, Entity, PrimaryColumn } from 'typeorm';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One event to one webhook (Svix's message/endpoint pair); its attempts are rows of webhook_attempts. */
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
  @Column('text') target: 'url' | 'testUrl';
  @Column('text') status: DeliveryStatus;
  @Column('integer') attemptCount: number;
  @Column('timestamptz', { nullable: true }) enqueuedAt: Date | null;
  @Column('timestamptz') createdAt: Date;
  @Column('timestamptz') updatedAt: Date;
}
