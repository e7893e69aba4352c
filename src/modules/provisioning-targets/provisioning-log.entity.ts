import { Check, Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

export const PROVISIONING_OPERATIONS = ['create', 'adopt', 'update', 'delete', 'reconcile'] as const;
export type ProvisioningOperation = (typeof PROVISIONING_OPERATIONS)[number];
export const PROVISIONING_OUTCOMES = ['succeeded', 'failed'] as const;
export type ProvisioningOutcome = (typeof PROVISIONING_OUTCOMES)[number];

/**
 * One request the connector made to a target (or a reconcile pass): what, about whom (ids only), how it ended. The
 * target's answers are not kept: an error message may repeat the values it was sent.
 */
@Check('provisioning_log_outcome_check', "outcome IN ('succeeded', 'failed')")
@ForeignKey('provisioning_targets', ['targetId', 'companyId'], ['id', 'companyId'], { onDelete: 'CASCADE' })
@Index('provisioning_log_target', ['companyId', 'targetId', 'at', 'id'])
@Index('provisioning_log_age', ['at'])
@Entity('provisioning_log')
export class ProvisioningLogEntry {
  @PrimaryColumn('text') id: string;
  @PrimaryColumn('text') companyId: string;
  @Column('text') targetId: string;
  @Column('timestamptz') at: Date;
  @Column('text') operation: ProvisioningOperation;
  @Column('text', { nullable: true }) personId: string | null;
  @Column('text', { nullable: true }) remoteId: string | null;
  @Column('text') outcome: ProvisioningOutcome;
  @Column('integer', { nullable: true }) statusCode: number | null;
  /** Our own words (an error kind, the target's `scimType`, counts of a reconcile), never the target's message. */
  @Column('text', { nullable: true }) detail: string | null;
}
