import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { sealedColumns } from '../../core/crypto';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const WEBHOOK_STATUSES = ['draft', 'published', 'disabled'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** The signing secrets, stored sealed (docs/security.md, "Encryption at rest"); webhooks have no events. */
export const WEBHOOK_SEALED = sealedColumns({ table: 'webhooks', fields: { secret: 'secret', previousSecret: 'previous_secret' } });

/** A subscriber endpoint (D14). The secrets never leave through lists, events or logs. */
@Check('webhooks_status_check', "status IN ('draft', 'published', 'disabled')")
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Unique('webhooks_company_id_id', ['companyId', 'id'])
@Index('webhooks_company', ['companyId', 'createdAt', 'id'])
@Index('webhooks_published', ['companyId'], { where: "status = 'published'" })
@Entity('webhooks')
export class Webhook extends CompanyOwnedEntity {
  @Column('text', { nullable: true }) name: string | null;
  @Column('text') url: string;
  @Column('text', { nullable: true }) testUrl: string | null;
  /** null: every event type. */
  @Column('text', { array: true, nullable: true }) eventTypes: string[] | null;
  @Column('text', { default: 'draft' }) status: WebhookStatus;
  @Column('text') secret: string;
  /** The secret before the last rotation: it signs beside the new one until it expires (24 hours). */
  @Column('text', { nullable: true }) previousSecret: string | null;
  @Column('timestamptz', { nullable: true }) previousSecretExpiresAt: Date | null;
  @Column('bigint', { nullable: true }) publishedAfterSeq: string | null;
  @Column('timestamptz', { nullable: true }) activeSince: Date | null;
  @Column('timestamptz', { nullable: true }) disabledAt: Date | null;
  @Column('text', { nullable: true }) disabledReason: string | null;
}
