import { Check, Column, Entity, Exclusion, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

/** Hours a person worked on a day, from `startTime` to `endTime` (`HH:mm`); one person's entries never overlap. */
@Check('timesheet_entries_times_check', 'end_time > start_time')
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { name: 'timesheet_entries_person', onDelete: 'CASCADE' })
@Exclusion('timesheet_entries_no_overlap', "USING gist (company_id WITH =, person_id WITH =, tsrange(date + start_time, date + end_time, '[)') WITH &&)")
@Index('timesheet_entries_list', ['companyId', 'createdAt', 'id'])
@Index('timesheet_entries_person_date', ['companyId', 'personId', 'date'])
@Index('timesheet_entries_date', ['companyId', 'date'])
@Entity('timesheet_entries')
export class TimesheetEntry extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('date') date: string;
  /** `HH:mm:ss` as PostgreSQL gives a time; the API shows `HH:mm`. */
  @Column('time') startTime: string;
  @Column('time') endTime: string;
  @Column('text', { nullable: true }) note: string | null;
}
