import { Check, Column, Entity, Exclusion, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../../core/database/base.entity';

/** A person's time-away policy from `startDate` to `endDate` (null: open); one person's allocations never overlap. */
@Check('time_away_allocations_check', '(end_date IS NULL) OR (end_date >= start_date)')
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { name: 'time_away_allocations_person', onDelete: 'CASCADE' })
@ForeignKey('time_away_policies', ['companyId', 'timeAwayPolicyId'], ['companyId', 'id'], { name: 'time_away_allocations_policy' })
@Exclusion('time_away_allocations_no_overlap', "USING gist (company_id WITH =, person_id WITH =, daterange(start_date, end_date, '[]') WITH &&)")
@Index('time_away_allocations_list', ['companyId', 'createdAt', 'id'])
@Index('time_away_allocations_person_start', ['companyId', 'personId', 'startDate'])
@Index('time_away_allocations_by_policy', ['companyId', 'timeAwayPolicyId'])
@Entity('time_away_allocations')
export class TimeAwayAllocation extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text') timeAwayPolicyId: string;
  @Column('date') startDate: string;
  @Column('date', { nullable: true }) endDate: string | null;
}
