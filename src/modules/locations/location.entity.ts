import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Entity('locations')
export class Location extends CompanyOwnedEntity {
  @Column('text', { nullable: true }) label: string | null;
  @Column('text', { nullable: true }) address: string | null;
  @Column('text', { nullable: true }) postcode: string | null;
  @Column('text') city: string;
  @Column('text', { nullable: true }) state: string | null;
  @Column('text', { nullable: true }) country: string | null;
  @Column('text', { nullable: true }) regionCode: string | null;
  @Column('text') countryCode: string;
  @Column('text', { nullable: true }) timezone: string | null;
  @Column('boolean') isAddressInvalid: boolean;
  @Column('text') timeAwayPolicyId: string;
  @Column('text', { nullable: true }) workingPatternId: string | null;
}
