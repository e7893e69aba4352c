import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../../core/database/base.entity';

/** Days added to (positive) or taken from (negative) a person's balance in the leave year containing `date`. */
@Check('time_away_adjustments_days_check', '(days <> (0)::numeric) AND (abs(days) <= (366)::numeric)')
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { name: 'time_away_adjustments_person', onDelete: 'CASCADE' })
@Index('time_away_adjustments_list', ['companyId', 'createdAt', 'id'])
@Index('time_away_adjustments_person_date', { synchronize: false }) // migrated as (company_id, person_id, date) INCLUDE (days)
@Index('time_away_adjustments_date', ['companyId', 'date'])
@Entity('time_away_adjustments')
export class TimeAwayAdjustment extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('date') date: string;
  /** Exact decimal, two places (numeric, read back as a string). */
  @Column('numeric', { precision: 5, scale: 2 }) days: string;
  @Column('text', { nullable: true }) note: string | null;
}
