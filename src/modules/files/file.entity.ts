import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';
import type { FileType } from './file-types';

/** What each stored photo variant is (its bytes live under `<companyId>/<fileId>/<size>`). */
export interface StoredVariant {
  contentType: string;
  size: number;
  etag: string;
}

@Check('files_check', '(attached_to IS NULL) = (attached_at IS NULL)')
@Check('files_size_check', 'size >= 0')
@Check('files_type_check', "type IN ('profilePhoto', 'identityDocument', 'document', 'equipment', 'leavingFile')")
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'uploadedBy'], ['companyId', 'id'], { onDelete: 'SET NULL' }) // the migration's ON DELETE SET NULL (uploaded_by) keeps company_id
@Unique(['companyId', 'id'])
@Index('files_attached_to', ['companyId', 'attachedTo'], { unique: true, where: 'attached_to IS NOT NULL' })
@Index('files_key', ['companyId', 'keyId'])
@Index('files_person', ['companyId', 'personId'])
@Index('files_unattached', ['createdAt'], { where: 'attached_to IS NULL' })
@Index('files_unattached_by_uploader', { synchronize: false }) // migrated as USING btree (company_id, uploaded_by) INCLUDE (size) WHERE (attached_to IS NULL)
@Index('files_uploaded_by', ['companyId', 'uploadedBy'], { where: 'uploaded_by IS NOT NULL' })
@Entity('files')
export class StoredFile extends CompanyOwnedEntity {
  @Column('text', { nullable: true }) personId: string | null;
  @Column('text') type: FileType;
  @Column('text', { nullable: true }) uploadedBy: string | null;
  @Column('text') filename: string;
  /** Sniffed from the bytes at upload, never taken from the client. */
  @Column('text') contentType: string;
  @Column('bigint', { transformer: { to: (v: number) => v, from: (v: string) => Number(v) } }) size: number;
  /** SHA-256 of the bytes, base64url: the content route's ETag. */
  @Column('text') etag: string;
  /** The company data key that encrypted the stored bytes (object `<key>.<keyId>`); null: stored plain (a photo, or from before encryption). */
  @Column('text', { nullable: true }) keyId: string | null;
  @Column('jsonb', { nullable: true }) variants: Record<string, StoredVariant> | null;
  /** `<resource>:<id>` of the record holding the file; null until attached (cleanup deletes it after 24 hours). */
  @Column('text', { nullable: true }) attachedTo: string | null;
  @Column('timestamptz', { nullable: true }) attachedAt: Date | null;
}
