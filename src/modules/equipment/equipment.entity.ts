import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Check('equipment_check', '(receipt_date IS NULL) OR (receipt_date >= issue_date)')
@Check('equipment_check1', '(collection_date IS NULL) OR (collection_date >= issue_date)')
@Check('equipment_cost_check', 'cost >= 0')
@Check('equipment_currency_check', "currency ~ '^[A-Z]{3}$'")
@ForeignKey('people', ['companyId', 'collectedBy'], ['companyId', 'id'], { onDelete: 'SET NULL' }) // the migration's ON DELETE SET NULL (collected_by) keeps company_id
@ForeignKey('files', ['companyId', 'fileId'], ['companyId', 'id'], { deferrable: 'INITIALLY DEFERRED' })
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Index('equipment_collected_by', ['companyId', 'collectedBy'], { where: 'collected_by IS NOT NULL' })
@Index('equipment_list', ['companyId', 'createdAt', 'id'])
@Index('equipment_person', ['companyId', 'personId'])
@Index('equipment_type_name', { synchronize: false }) // migrated as USING btree (company_id, lower(type), lower(name))
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
