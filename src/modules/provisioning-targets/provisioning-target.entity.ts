import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { sealedColumns } from '../../core/crypto';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const PROVISIONING_TARGET_STATUSES = ['active', 'paused'] as const;
export type ProvisioningTargetStatus = (typeof PROVISIONING_TARGET_STATUSES)[number];

/** The target's bearer token, stored sealed (docs/security.md, "Encryption at rest"); never answered back. */
export const PROVISIONING_TARGET_SEALED = sealedColumns({ table: 'provisioning_targets', fields: { token: 'token' } });

/** A SCIM service provider the push connector keeps equal to the HR record (docs/decisions-scim.md, "Push connector"). */
@Check('provisioning_targets_status_check', "status IN ('active', 'paused')")
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Index('provisioning_targets_company', ['companyId', 'createdAt', 'id'])
@Index('provisioning_targets_active', ['companyId'], { where: "status = 'active'" })
@Entity('provisioning_targets')
export class ProvisioningTarget extends CompanyOwnedEntity {
  @Column('text') name: string;
  /** The SCIM base URL (`https://idp.example/scim/v2`), without a trailing slash. */
  @Column('text') url: string;
  @Column('text') token: string;
  @Column('text', { default: 'active' }) status: ProvisioningTargetStatus;
  /** When a pass over the target last ended without a failure. */
  @Column('timestamptz', { nullable: true }) lastSyncAt: Date | null;
}
