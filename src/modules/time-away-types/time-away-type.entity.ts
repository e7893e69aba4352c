import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const TIME_AWAY_CATEGORIES = [
  'paidTimeOff', 'unpaidLeave', 'sickLeave', 'parentalLeave', 'workingFromHome', 'workTravel', 'other',
] as const;
export type TimeAwayCategory = (typeof TIME_AWAY_CATEGORIES)[number];

@Check('time_away_types_category_check', "category IN ('paidTimeOff', 'unpaidLeave', 'sickLeave', 'parentalLeave', 'workingFromHome', 'workTravel', 'other')")
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Unique(['companyId', 'id'])
@Index('time_away_types_list', ['companyId', 'createdAt', 'id'])
@Entity('time_away_types')
export class TimeAwayType extends CompanyOwnedEntity {
  @Column('text') name: string;
  @Column('boolean') isTimeOff: boolean;
  @Column('text') category: TimeAwayCategory;
}
