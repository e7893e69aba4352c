import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const ACCRUAL_FREQUENCIES = ['yearly', 'monthly'] as const;
export type AccrualFrequency = (typeof ACCRUAL_FREQUENCIES)[number];
/** What a policy counts in: days (the default) or hours (its allowance, carry-over limit and balances). */
export const POLICY_UNITS = ['days', 'hours'] as const;
export type PolicyUnit = (typeof POLICY_UNITS)[number];

@Check('time_away_policies_accrual_frequency_check', "accrual_frequency IN ('yearly', 'monthly')")
@Check('time_away_policies_allowance_check', 'allowance >= 0')
@Check('time_away_policies_carry_over_expiry_check', 'carry_over_expires_after_months BETWEEN 1 AND 12')
@Check('time_away_policies_carry_over_limit_check', 'carry_over_limit >= 0')
@Check('time_away_policies_unit_check', "unit IN ('days', 'hours')")
@Check('time_away_policies_year_start_month_check', 'year_start_month BETWEEN 1 AND 12')
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Unique(['companyId', 'id'])
@Index('time_away_policies_list', ['companyId', 'createdAt', 'id'])
@Entity('time_away_policies')
export class TimeAwayPolicy extends CompanyOwnedEntity {
  @Column('text') name: string;
  /** Days (hours for an `hours` policy) a year; null means unlimited (D12). */
  @Column('numeric', { precision: 6, scale: 2, nullable: true }) allowance: string | null;
  @Column('numeric', { precision: 6, scale: 2, nullable: true }) carryOverLimit: string | null;
  @Column('boolean', { default: false }) isDefault: boolean;
  /** `yearly`: the leave year's allowance on its first day; `monthly`: a twelfth on the first of each month. */
  @Column('text', { default: 'yearly' }) accrualFrequency: AccrualFrequency;
  /** The month (1-12) the policy's leave year starts in. */
  @Column('smallint', { default: 1 }) yearStartMonth: number;
  /** Carried-over days not used within this many months of the new leave year expire; null: never. */
  @Column('smallint', { nullable: true }) carryOverExpiresAfterMonths: number | null;
  @Column('text', { default: 'days' }) unit: PolicyUnit;
}
