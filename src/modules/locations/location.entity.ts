import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('time_away_policies', ['companyId', 'timeAwayPolicyId'], ['companyId', 'id'])
@ForeignKey('working_patterns', ['companyId', 'workingPatternId'], ['companyId', 'id'], { name: 'locations_working_pattern' })
@Unique(['companyId', 'id'])
@Index('locations_list', ['companyId', 'createdAt', 'id'])
@Index('locations_policy', ['companyId', 'timeAwayPolicyId'])
@Index('locations_by_working_pattern', ['companyId', 'workingPatternId'], { where: '(working_pattern_id IS NOT NULL)' })
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
  @Column('boolean', { default: false }) isAddressInvalid: boolean;
  @Column('text') timeAwayPolicyId: string;
  @Column('text', { nullable: true }) workingPatternId: string | null;
}
