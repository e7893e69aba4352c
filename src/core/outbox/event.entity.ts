import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** The outbox (D14): one row per change, written in the change's own transaction. */
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Index('events_company', ['companyId', 'createdAt', 'id'])
@Index('events_feed', ['companyId', 'txid', 'seq'])
@Index('events_record', ['companyId', 'resourceType', 'recordId'])
@Index('events_relayed', ['dispatchedAt'], { where: 'dispatched_at IS NOT NULL' })
@Index('events_unrelayed', ['seq'], { where: 'dispatched_at IS NULL' })
@Entity('events')
export class EventRecord {
  @PrimaryColumn('text') id: string;
  /** Commit-order key (identity): the relay moves events in this order; a change's parent event comes first. */
  @Column({ type: 'bigint', insert: false, select: false, generated: 'identity', generatedIdentity: 'BY DEFAULT' }) seq?: string;
  /**
   * The id of the transaction that wrote the event (`pg_current_xact_id()`, through `events_writer_txid()`): the change feed reads `(txid, seq)` order,
   * up to the oldest transaction still running, so an event committed late is never behind a reader's cursor.
   */
  @Column({ type: 'bigint', insert: false, select: false, default: () => 'events_writer_txid()' }) txid?: string;
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
