import { Column, Entity } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

@Entity('public_holidays')
export class PublicHoliday extends CompanyOwnedEntity {
  @Column('text') publicHolidayCalendarId: string;
  @Column('date') date: string;
  @Column('text') name: string;
}
