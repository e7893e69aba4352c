import { Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@ForeignKey('public_holiday_calendars', ['companyId', 'publicHolidayCalendarId'], ['companyId', 'id'], { onDelete: 'CASCADE' })
@Unique(['companyId', 'publicHolidayCalendarId', 'date', 'name'])
@Index('public_holidays_list', ['companyId', 'createdAt', 'id'])
@Entity('public_holidays')
export class PublicHoliday extends CompanyOwnedEntity {
  @Column('text') publicHolidayCalendarId: string;
  @Column('date') date: string;
  @Column('text') name: string;
}
