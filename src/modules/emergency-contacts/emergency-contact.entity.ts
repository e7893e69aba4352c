import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

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
