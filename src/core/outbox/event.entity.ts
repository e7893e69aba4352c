import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The outbox (D14): one row per change, written in the change's own transaction. */
@Entity('events')
export class EventRecord {
  @PrimaryColumn('text') id: string;
  @Column('text') companyId: string;
  @Column('text') type: string;
  @Column('timestamptz') createdAt: Date;
  /** The D14 wrapper exactly as it will be delivered. */
  @Column('jsonb') payload: Record<string, unknown>;
  @Column('timestamptz', { nullable: true }) dispatchedAt: Date | null;
}
