import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Unique(['companyId', 'id'])
@Index('identity_document_types_list', ['companyId', 'createdAt', 'id'])
@Index('identity_document_types_value', { synchronize: false }) // migrated as USING btree (company_id, lower(value))
@Entity('identity_document_types')
export class IdentityDocumentType extends CompanyOwnedEntity {
  @Column('text') value: string;
}
