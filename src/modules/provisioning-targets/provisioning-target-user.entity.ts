import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * A person's User at a target: the id the target gave it (`POST /Users` answered it; at an Entra target, which answers
 * none, the person's id, the externalId it matches on) and a hash of the User last sent, so a change that leaves the
 * User as it was sends nothing, and whether it was sent active. No copy of the User is kept.
 */
@ForeignKey('provisioning_targets', ['targetId', 'companyId'], ['id', 'companyId'], { onDelete: 'CASCADE' })
@Entity('provisioning_target_users')
export class ProvisioningTargetUser {
  @PrimaryColumn('text') companyId: string;
  @PrimaryColumn('text') targetId: string;
  @PrimaryColumn('text') personId: string;
  @Column('text') remoteId: string;
  @Column('text') sentHash: string;
  /** Whether the User last sent was active (null: not recorded, a SCIM target's). */
  @Column('boolean', { nullable: true }) sentActive: boolean | null;
  @Column('timestamptz') syncedAt: Date;
}
