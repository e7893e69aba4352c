import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

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
