import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Entity('identity_document_types')
export class IdentityDocumentType extends CompanyOwnedEntity {
  @Column('text') value: string;
}
