import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

/** The types a create body names; `subjectAccess` is made only by POST /api/people/:id/subject-access. */
export const EXPORT_TYPES = ['people', 'equipment', 'timeAway', 'timesheet', 'document', 'identityDocument'] as const;
export const STORED_EXPORT_TYPES = [...EXPORT_TYPES, 'subjectAccess'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export type StoredExportType = (typeof STORED_EXPORT_TYPES)[number];
export const EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export type ExportFormat = 'csv' | 'json';

/** A stored export (D11): its file lives in the storage driver until `expiresAt`. */
@Check('data_exports_format_check', "format IN ('csv', 'json')")
@Check('data_exports_status_check', "status IN ('pending', 'ready', 'failed')")
@Check('data_exports_type_check', "type IN ('people', 'equipment', 'timeAway', 'timesheet', 'document', 'identityDocument', 'subjectAccess')")
@ForeignKey('people', ['companyId', 'createdBy'], ['companyId', 'id'], { onDelete: 'SET NULL' }) // the migration's ON DELETE SET NULL (created_by) keeps company_id
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Unique(['companyId', 'id'])
@Index('data_exports_creator', ['companyId', 'createdBy'])
@Index('data_exports_key', ['companyId', 'keyId'])
@Index('data_exports_expiry', ['companyId', 'expiresAt'])
@Index('data_exports_pending', ['companyId', 'createdBy'], { where: "status = 'pending'" })
@Entity('data_exports')
export class DataExport extends CompanyOwnedEntity {
  /** The maker, who alone reads it; null once they are deleted (the export then only waits for expiry). */
  @Column('text', { nullable: true }) createdBy: string | null;
  /** The token it was asked with: the worker builds with its rights, and the link works while it does (null: made before tokens were kept). */
  @Column('text', { nullable: true }) tokenId: string | null;
  @Column('text') type: StoredExportType;
  @Column('text') format: ExportFormat;
  @Column('text') status: ExportStatus;
  @Column('text', { nullable: true }) failureReason: string | null;
  /** The validated create body, defaults applied (what a worker builds). */
  @Column('jsonb') request: Record<string, unknown>;
  @Column('integer', { nullable: true }) rowCount: number | null;
  /** Plaintext bytes of the file. */
  @Column('bigint', { nullable: true }) size: string | null;
  /** The company data key that encrypted the file (object `<key>.<keyId>`); null: stored plain, before encryption. */
  @Column('text', { nullable: true }) keyId: string | null;
  @Column('timestamptz') expiresAt: Date;
}
