import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { sealedColumns } from '../../core/crypto';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

/** Stored encrypted (docs/security.md, "What is encrypted"): a passport or ID-card number identifies its holder. */
export const IDENTITY_DOCUMENT_SEALED = sealedColumns({ resource: 'identityDocument', table: 'identity_documents', fields: { number: 'number' } });

@Check('identity_documents_check', '(verified_by IS NULL) OR (verified_at IS NOT NULL)')
@ForeignKey('files', ['companyId', 'fileId'], ['companyId', 'id'], { deferrable: 'INITIALLY DEFERRED' })
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'verifiedBy'], ['companyId', 'id'], { onDelete: 'SET NULL' }) // the migration's ON DELETE SET NULL (verified_by) keeps company_id
@Index('identity_documents_file', ['companyId', 'fileId'], { unique: true })
@Index('identity_documents_list', ['companyId', 'createdAt', 'id'])
@Index('identity_documents_person', ['companyId', 'personId', 'createdAt', 'id'])
@Entity('identity_documents')
export class IdentityDocument extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text') type: string;
  @Column('text', { nullable: true }) number: string | null;
  @Column('text', { nullable: true }) countryCode: string | null;
  @Column('date', { nullable: true }) expiryDate: string | null;
  @Column('text', { nullable: true }) note: string | null;
  @Column('text') fileId: string;
  @Column('text', { nullable: true }) verifiedBy: string | null;
  @Column('timestamptz', { nullable: true }) verifiedAt: Date | null;
}
