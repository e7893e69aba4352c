import { Check, Column, Entity, Exclusion, ForeignKey, Index } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * A period's hours handed in for review. Its figures are the entries' when it was (re)submitted: while it is pending
 * or approved the entries of its period cannot change (locked-periods.sql.ts).
 */
@Check('timesheet_submissions_dates_check', 'end_date >= start_date')
@Check('timesheet_submissions_status_check', "status IN ('pending', 'approved', 'rejected')")
@Check('timesheet_submissions_rejected_check', "status <> 'rejected' OR changes_requested IS NOT NULL")
@Check('timesheet_submissions_durations_check', 'duration_minutes >= 0 AND duration_days >= 0')
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('people', ['companyId', 'personId'], ['companyId', 'id'], { name: 'timesheet_submissions_person', onDelete: 'CASCADE' })
// The migration's ON DELETE SET NULL (reviewed_by) keeps company_id.
@ForeignKey('people', ['companyId', 'reviewedBy'], ['companyId', 'id'], { name: 'timesheet_submissions_reviewer', onDelete: 'SET NULL' })
@Exclusion('timesheet_submissions_no_overlap', "USING gist (company_id WITH =, person_id WITH =, daterange(start_date, end_date, '[]') WITH &&)")
@Index('timesheet_submissions_list', ['companyId', 'createdAt', 'id'])
@Index('timesheet_submissions_start', ['companyId', 'startDate'])
@Entity('timesheet_submissions')
export class TimesheetSubmission extends CompanyOwnedEntity {
  @Column('text') personId: string;
  @Column('date') startDate: string;
  @Column('date') endDate: string;
  @Column('text') status: SubmissionStatus;
  @Column('timestamptz') submittedAt: Date;
  @Column('text', { nullable: true }) reviewedBy: string | null;
  @Column('timestamptz', { nullable: true }) reviewedAt: Date | null;
  @Column('text', { nullable: true }) changesRequested: string | null;
  /** Minutes of the period's entries (`durationAsTime`). */
  @Column('integer') durationMinutes: number;
  /** Days worked by the working pattern (`durationAsDays`), two places (numeric, read back as a string). */
  @Column('numeric', { precision: 7, scale: 2 }) durationDays: string;
}
