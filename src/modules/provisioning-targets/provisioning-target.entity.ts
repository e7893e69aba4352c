import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { sealedColumns } from '../../core/crypto';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const PROVISIONING_TARGET_STATUSES = ['active', 'paused'] as const;
export type ProvisioningTargetStatus = (typeof PROVISIONING_TARGET_STATUSES)[number];

/**
 * How a target is told: `scim`, RFC 7644 requests to `{url}/Users` with a bearer token; `entraBulkUpload`, SCIM
 * BulkRequests to a Microsoft Entra synchronization job's bulkUpload endpoint with an OAuth client-credentials token.
 */
export const PROVISIONING_TARGET_KINDS = ['scim', 'entraBulkUpload'] as const;
export type ProvisioningTargetKind = (typeof PROVISIONING_TARGET_KINDS)[number];

/** The target's credentials, stored sealed (docs/security.md, "Encryption at rest"); never answered back. */
export const PROVISIONING_TARGET_SEALED = sealedColumns({ table: 'provisioning_targets', fields: { token: 'token', clientSecret: 'client_secret' } });

/** A target the push connector keeps equal to the HR record (docs/decisions-scim.md, "Push connector" and "Entra"). */
@Check('provisioning_targets_status_check', "status IN ('active', 'paused')")
@Check('provisioning_targets_kind_check', "kind IN ('scim', 'entraBulkUpload')")
@Check(
  'provisioning_targets_credentials_check',
  "(kind = 'scim' AND token IS NOT NULL AND tenant_id IS NULL AND client_id IS NULL AND client_secret IS NULL) "
    + "OR (kind = 'entraBulkUpload' AND token IS NULL AND tenant_id IS NOT NULL AND client_id IS NOT NULL AND client_secret IS NOT NULL)",
)
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Index('provisioning_targets_company', ['companyId', 'createdAt', 'id'])
@Index('provisioning_targets_active', ['companyId'], { where: "status = 'active'" })
@Entity('provisioning_targets')
export class ProvisioningTarget extends CompanyOwnedEntity {
  @Column('text') name: string;
  @Column('text', { default: 'scim' }) kind: ProvisioningTargetKind;
  /** `scim`: the SCIM base URL (`https://idp.example/scim/v2`); `entraBulkUpload`: the job's bulkUpload endpoint. No trailing slash. */
  @Column('text') url: string;
  /** `scim` only: the bearer token. */
  @Column('text', { nullable: true }) token: string | null;
  /** `entraBulkUpload` only: the directory (tenant) the app registration belongs to, and its application (client) id. */
  @Column('text', { nullable: true }) tenantId: string | null;
  @Column('text', { nullable: true }) clientId: string | null;
  /** `entraBulkUpload` only: the app registration's client secret. */
  @Column('text', { nullable: true }) clientSecret: string | null;
  @Column('text', { default: 'active' }) status: ProvisioningTargetStatus;
  /** When a pass over the target last ended without a failure. */
  @Column('timestamptz', { nullable: true }) lastSyncAt: Date | null;
}
