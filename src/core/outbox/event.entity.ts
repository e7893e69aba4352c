import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** The outbox (D14): one row per change, written in the change's own transaction. */
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Index('events_company', ['companyId', 'createdAt', 'id'])
@Index('events_record', ['companyId', 'resourceType', 'recordId'])
@Index('events_relayed', ['dispatchedAt'], { where: 'dispatched_at IS NOT NULL' })
@Index('events_unrelayed', ['seq'], { where: 'dispatched_at IS NULL' })
@Entity('events')
export class EventRecord {
  @PrimaryColumn('text') id: string;
  /** Commit-order key (identity): the relay moves events in this order; a change's parent event comes first. */
  @Column({ type: 'bigint', insert: false, select: false }) seq?: string;
  /** In the primary key with id, so the outbox can be distributed by company (docs/scaling.md). */
  @PrimaryColumn('text') companyId: string;
  @Column('text') type: string;
  /** The resource and record the event is about (`person`, its id). */
  @Column('text', { nullable: true }) resourceType: string | null;
  @Column('text', { nullable: true }) recordId: string | null;
  @Column('timestamptz') createdAt: Date;
  /** The D14 wrapper exactly as it will be delivered. */
  @Column('jsonb') payload: Record<string, unknown>;
  /** When the relay turned the event into deliveries. */
  @Column('timestamptz', { nullable: true }) dispatchedAt: Date | null;
}
