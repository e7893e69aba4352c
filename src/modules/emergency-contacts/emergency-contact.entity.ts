import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Check('emergency_contacts_slot_check', 'slot IN (1, 2)')
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Unique('emergency_contacts_at_most_two', ['companyId', 'personId', 'slot'])
@Index('emergency_contacts_list', ['companyId', 'createdAt', 'id'])
@Index('emergency_contacts_one_primary', ['companyId', 'personId'], { unique: true, where: 'is_primary' })
@Entity('emergency_contacts')
export class EmergencyContact extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text', { nullable: true }) name: string | null;
  @Column('text', { nullable: true }) email: string | null;
  @Column('text', { nullable: true }) phoneNumber: string | null;
  @Column('text', { nullable: true }) relationship: string | null;
  @Column('boolean') isPrimary: boolean;
  /** 1 or 2, unique per person: the database's own cap of two contacts (never shown). */
  @Column('smallint') slot: number;
}
