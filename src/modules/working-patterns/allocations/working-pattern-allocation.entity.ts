import { Check, Column, Entity, Exclusion, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../../core/database/base.entity';

/** A person's working pattern from `startDate` to `endDate` (null: open); one person's allocations never overlap. */
@Check('working_pattern_allocations_check', '(end_date IS NULL) OR (end_date >= start_date)')
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { name: 'working_pattern_allocations_person', onDelete: 'CASCADE' })
@ForeignKey('working_patterns', ['companyId', 'workingPatternId'], ['companyId', 'id'], { name: 'working_pattern_allocations_pattern' })
@Exclusion('working_pattern_allocations_no_overlap', "USING gist (company_id WITH =, person_id WITH =, daterange(start_date, end_date, '[]') WITH &&)")
@Index('working_pattern_allocations_list', ['companyId', 'createdAt', 'id'])
@Index('working_pattern_allocations_person_start', ['companyId', 'personId', 'startDate'])
@Index('working_pattern_allocations_by_pattern', ['companyId', 'workingPatternId'])
@Entity('working_pattern_allocations')
export class WorkingPatternAllocation extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text') workingPatternId: string;
  @Column('date') startDate: string;
  @Column('date', { nullable: true }) endDate: string | null;
}
