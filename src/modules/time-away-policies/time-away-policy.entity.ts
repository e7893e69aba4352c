import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Check('time_away_policies_allowance_check', 'allowance >= 0')
@Check('time_away_policies_carry_over_limit_check', 'carry_over_limit >= 0')
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Unique(['companyId', 'id'])
@Index('time_away_policies_list', ['companyId', 'createdAt', 'id'])
@Entity('time_away_policies')
export class TimeAwayPolicy extends CompanyOwnedEntity {
  @Column('text') name: string;
  /** Days a year; null means unlimited (D12). */
  @Column('numeric', { precision: 6, scale: 2, nullable: true }) allowance: string | null;
  @Column('numeric', { precision: 6, scale: 2, nullable: true }) carryOverLimit: string | null;
  @Column('boolean', { default: false }) isDefault: boolean;
}
