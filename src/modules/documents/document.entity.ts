import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Check('documents_check', '(link IS NOT NULL) OR (file_id IS NOT NULL)')
@ForeignKey('people', ['companyId', 'createdBy'], ['companyId', 'id'], { onDelete: 'SET NULL' }) // the migration's ON DELETE SET NULL (created_by) keeps company_id
@ForeignKey('document_types', ['companyId', 'documentTypeId'], ['companyId', 'id'])
@ForeignKey('files', ['companyId', 'fileId'], ['companyId', 'id'], { deferrable: 'INITIALLY DEFERRED' })
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Index('documents_file', ['companyId', 'fileId'], { unique: true, where: 'file_id IS NOT NULL' })
@Index('documents_list', ['companyId', 'createdAt', 'id'])
@Index('documents_person', ['companyId', 'personId', 'createdAt', 'id'])
@Index('documents_type', ['companyId', 'documentTypeId'])
@Entity('documents')
export class Document extends CompanyOwnedEntity {
  /** Null for a company-wide document. */
  @Column('text', { nullable: true }) personId: string | null;
  @Column('text') name: string;
  @Column('text', { nullable: true }) documentTypeId: string | null;
  @Column('text', { nullable: true }) link: string | null;
  @Column('text', { nullable: true }) fileId: string | null;
  @Column('text', { nullable: true }) source: string | null;
  @Column('text', { nullable: true }) sourceId: string | null;
  @Column('date', { nullable: true }) issueDate: string | null;
  @Column('text', { nullable: true }) createdBy: string | null;
}
