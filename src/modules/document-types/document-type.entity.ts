import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Unique(['companyId', 'id'])
@Index('document_types_list', ['companyId', 'createdAt', 'id'])
@Index('document_types_name_unique', { synchronize: false }) // migrated as USING btree (company_id, lower(name))
@Entity('document_types')
export class DocumentType extends CompanyOwnedEntity {
  @Column('text') name: string;
}
