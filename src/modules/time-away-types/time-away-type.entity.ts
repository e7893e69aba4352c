import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const TIME_AWAY_CATEGORIES = [
  'paidTimeOff', 'unpaidLeave', 'sickLeave', 'parentalLeave', 'workingFromHome', 'workTravel', 'other',
] as const;
export type TimeAwayCategory = (typeof TIME_AWAY_CATEGORIES)[number];

@Entity('time_away_types')
export class TimeAwayType extends CompanyOwnedEntity {
  @Column('text') name: string;
  @Column('boolean') isTimeOff: boolean;
  @Column('text') category: TimeAwayCategory;
}
