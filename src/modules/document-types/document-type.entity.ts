import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Entity('document_types')
export class DocumentType extends CompanyOwnedEntity {
  @Column('text') name: string;
}
