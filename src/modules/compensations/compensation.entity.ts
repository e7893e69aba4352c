import { Check, Column, Entity, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const COMPENSATION_PERIODS = [
  'annual', 'biannual', 'quarterly', 'monthly', 'semimonthly', 'biweekly', 'weekly', 'daily', 'hourly', 'fixed', 'sale',
] as const;
export type CompensationPeriod = (typeof COMPENSATION_PERIODS)[number];

@Check('compensations_amount_check', 'amount >= 0')
@Check('compensations_check', 'superseded_on >= effective_date')
@Check('compensations_check1', '(end_date IS NULL) OR (end_date >= effective_date)')
@Check('compensations_check2', '(end_reason IS NULL) OR (end_date IS NOT NULL)')
@Check('compensations_currency_check', "currency ~ '^[A-Z]{3}$'")
@Check('compensations_period_check', "period IN ('annual', 'biannual', 'quarterly', 'monthly', 'semimonthly', 'biweekly', 'weekly', 'daily', 'hourly', 'fixed', 'sale')")
@ForeignKey('compensation_types', ['companyId', 'compensationTypeId'], ['companyId', 'id'])
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Index('compensations_as_of', { synchronize: false }) // migrated as USING btree (company_id, superseded_on, effective_date) INCLUDE (end_date)
@Index('compensations_list', ['companyId', 'createdAt', 'id'])
@Index('compensations_person', ['companyId', 'personId', 'compensationTypeId', 'effectiveDate', 'createdAt', 'id'])
@Index('compensations_type', ['companyId', 'compensationTypeId'])
@Entity('compensations')
export class Compensation extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('text') compensationTypeId: string;
  /** Exact decimal (numeric column, read back as a string); `isPercentage` marks `"12.5%"`. */
  @Column('numeric') amount: string;
  @Column('boolean') isPercentage: boolean;
  @Column('text', { nullable: true }) currency: string | null;
  @Column('text') period: CompensationPeriod;
  @Column('text', { nullable: true }) note: string | null;
  @Column('date') effectiveDate: string;
  @Column('date', { nullable: true }) endDate: string | null;
  @Column('text', { nullable: true }) endReason: string | null;
  /** When the next entry of this person and type takes effect (`infinity` for the latest); kept by the service, never shown. */
  @Column('date', { default: 'infinity' }) supersededOn: string;
}
