import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';

/**
 * A person's User at a target: the id the target gave it (`POST /Users` answered it) and a hash of the User last
 * sent, so a change that leaves the User as it was sends nothing. No copy of the User is kept.
 */
@ForeignKey('provisioning_targets', ['targetId', 'companyId'], ['id', 'companyId'], { onDelete: 'CASCADE' })
@Entity('provisioning_target_users')
export class ProvisioningTargetUser {
  @PrimaryColumn('text') companyId: string;
  @PrimaryColumn('text') targetId: string;
  @PrimaryColumn('text') personId: string;
  @Column('text') remoteId: string;
  @Column('text') sentHash: string;
  @Column('timestamptz') syncedAt: Date;
}
