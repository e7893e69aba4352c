import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';

/** A holiday calendar of the company; library calendars have their code (`GB`, `GB-SCT`) as id (D13). */
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@Index('public_holiday_calendars_list', ['companyId', 'createdAt', 'id'])
@Entity('public_holiday_calendars')
export class PublicHolidayCalendar {
  @PrimaryColumn('text') id: string;
  @PrimaryColumn('text') companyId: string;
  @Column('text') name: string;
  @Column('text', { nullable: true }) countryCode: string | null;
  @Column('text', { nullable: true }) country: string | null;
  @Column('text', { nullable: true }) regionCode: string | null;
  @Column('text', { nullable: true }) region: string | null;
  @Column('text', { nullable: true }) sourcePublicHolidayCalendarId: string | null;
  @Column('timestamptz') createdAt: Date;
  @Column('timestamptz') updatedAt: Date;
}
