import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Entity('time_away_policies')
export class TimeAwayPolicy extends CompanyOwnedEntity {
  @Column('text') name: string;
  /** Days a year; null means unlimited (D12). */
  @Column('numeric', { nullable: true }) allowance: string | null;
  @Column('numeric', { nullable: true }) carryOverLimit: string | null;
  @Column('boolean') isDefault: boolean;
}
