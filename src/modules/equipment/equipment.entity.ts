import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Entity('equipment')
export class Equipment extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text') type: string;
  @Column('text') name: string;
  @Column('text', { nullable: true }) serialNumber: string | null;
  /** Exact decimal (numeric column, read back as a string). */
  @Column('numeric', { nullable: true }) cost: string | null;
  @Column('text', { nullable: true }) currency: string | null;
  @Column('text', { nullable: true }) note: string | null;
  @Column('text', { nullable: true }) fileId: string | null;
  @Column('date') issueDate: string;
  @Column('date', { nullable: true }) receiptDate: string | null;
  @Column('date', { nullable: true }) collectionDate: string | null;
  /** The person who set `collectionDate`; set by the service, never by the body. */
  @Column('text', { nullable: true }) collectedBy: string | null;
}
