import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { sealedColumns } from '../../core/crypto';

export const ATTEMPT_ERROR_KINDS = ['timeout', 'refused', 'tls', 'dns', 'badStatus', 'redirect', 'blockedTarget', 'network'] as const;
export type AttemptErrorKind = (typeof ATTEMPT_ERROR_KINDS)[number];

/**
 * The kept response body, stored sealed (docs/security.md, "What is encrypted"): a receiver that echoes its request
 * (a debug endpoint, an error page) answers with the sealed fields the delivery carried opened. Attempts are no events.
 */
export const WEBHOOK_ATTEMPT_SEALED = sealedColumns({ table: 'webhook_attempts', fields: { responseBody: 'response_body' } });

/** One HTTP attempt of a delivery; the disabling rule (D14) reads these rows. */
@ForeignKey('webhook_deliveries', ['companyId', 'deliveryId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Index('webhook_attempts_age', ['attemptedAt'])
@Index('webhook_attempts_delivery', ['deliveryId', 'attemptedAt'])
@Index('webhook_attempts_webhook', ['webhookId', 'attemptedAt'])
@Index('webhook_attempts_succeeded', ['webhookId', 'attemptedAt'], { where: 'succeeded' })
@Entity('webhook_attempts')
export class WebhookAttempt {
  @PrimaryColumn('text') id: string;
  /** In the primary key with id, so the table can be distributed by company (docs/scaling.md). */
  @PrimaryColumn('text') companyId: string;
  @Column('text') webhookId: string;
  @Column('text') deliveryId: string;
  @Column('timestamptz') attemptedAt: Date;
  @Column('boolean') succeeded: boolean;
  @Column('integer', { nullable: true }) statusCode: number | null;
  @Column('integer') durationMs: number;
  /** The first 1 KB of the response body, sealed for its row (WEBHOOK_ATTEMPT_SEALED); empty bodies stay empty. */
  @Column('text', { nullable: true }) responseBody: string | null;
  @Column('text', { nullable: true }) errorKind: AttemptErrorKind | null;
  /** The wait a 429 or 503 asked for with `Retry-After`, as honoured (at most the schedule's longest); null: none asked. */
  @Column('integer', { nullable: true }) retryAfterMs: number | null;
}
