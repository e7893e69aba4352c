import { Column, Entity, VirtualColumn } from 'typeorm';
import { CompanyOwnedEntity } from '../../core/database/base.entity';
import { AssignableRole } from '../../core/auth/roles';
import { personReadModelSql, type PersonReadModelJson } from './person-read-model.sql';

export type { PersonReadModel } from './person-read-model.sql';

export interface Team {
  name: string;
}

export interface WorkingDay {
  day: string;
}

@Entity('people')
export class Person extends CompanyOwnedEntity {
  @Column('text', { nullable: true }) firstName: string | null;
  @Column('text', { nullable: true }) middleName: string | null;
  @Column('text', { nullable: true }) lastName: string | null;
  @Column('text', { nullable: true }) preferredName: string | null;
  @Column('text', { nullable: true }) pronouns: string | null;
  /** Work email: logs in, unique across the deployment whatever its case. */
  @Column('text', { nullable: true }) email: string | null;
  @Column('text', { nullable: true }) personalEmail: string | null;
  @Column('text', { nullable: true }) phoneNumber: string | null;
  @Column('text', { nullable: true }) personalPhoneNumber: string | null;
  @Column('text', { nullable: true }) gender: string | null;
  @Column('date', { nullable: true }) birthday: string | null;
  @Column('boolean', { default: false }) isBirthdayHidden: boolean;
  @Column('text', { nullable: true }) profilePhotoId: string | null;
  @Column('text', { nullable: true }) nationality: string | null;
  @Column('text', { array: true, nullable: true }) nationalities: string[] | null;
  @Column('text', { array: true, nullable: true }) spokenLanguages: string[] | null;
  @Column('text', { nullable: true }) dietaryPreference: string | null;
  @Column('text', { array: true, default: () => "'{}'" }) foodAllergies: string[];
  @Column('text', { nullable: true }) address: string | null;
  @Column('text', { nullable: true }) city: string | null;
  @Column('text', { nullable: true }) state: string | null;
  @Column('text', { nullable: true }) postcode: string | null;
  @Column('text', { nullable: true }) countryCode: string | null;
  @Column('text', { nullable: true }) bio: string | null;
  @Column('text', { nullable: true }) linkedIn: string | null;
  @Column('text', { nullable: true }) twitter: string | null;
  @Column('text', { nullable: true }) github: string | null;

  @Column('text') role: AssignableRole;
  /** Stored status: `newHire` or `active`; `offboarded` is derived from employmentEndDate at read time (D9). */
  @Column('text') status: string;
  @Column('date', { nullable: true }) employmentStartDate: string | null;
  /** As given; the API shows `employmentStartDate` when null. */
  @Column('date', { nullable: true }) firstWorkingDay: string | null;
  @Column('date', { nullable: true }) employmentEndDate: string | null;
  /** As given; the API shows `employmentEndDate` when null. */
  @Column('date', { nullable: true }) lastWorkingDay: string | null;
  @Column('date', { nullable: true }) probationEndDate: string | null;
  @Column('jsonb', { nullable: true }) workingDays: WorkingDay[] | null;
  @Column('text', { nullable: true }) turnoverImpact: string | null;
  @Column('text', { nullable: true }) leavingReason: string | null;
  @Column('text', { nullable: true }) leavingNote: string | null;
  @Column('text', { nullable: true }) leavingFileId: string | null;
  @Column('text', { nullable: true }) contractType: string | null;
  @Column('text', { nullable: true }) payrollProvider: string | null;
  @Column('text', { nullable: true }) employeeId: string | null;
  @Column('text', { nullable: true }) taxId: string | null;
  @Column('text', { nullable: true }) taxCode: string | null;

  /** A location id of the company or the literal `remote`. */
  @Column('text', { nullable: true }) locationId: string | null;
  @Column('text', { nullable: true }) remoteCity: string | null;
  @Column('text', { nullable: true }) remoteRegionCode: string | null;
  @Column('text', { nullable: true }) remoteCountryCode: string | null;
  @Column('text', { nullable: true }) remoteTimezone: string | null;
  @Column('text', { nullable: true }) timeAwayApprovalFlowId: string | null;
  /** From `timeAwayAllocation` on create; read by the time-away module, not shown on the person. */
  @Column('text', { nullable: true }) timeAwayPolicyId: string | null;
  @Column('text', { nullable: true }) publicHolidayCalendarId: string | null;
  @Column('jsonb', { default: () => "'[]'" }) teams: Team[];

  @Column('boolean', { default: false }) isVerified: boolean;
  @Column('boolean', { default: false }) isWorkEmailHidden: boolean;
  @Column('text', { nullable: true }) calendarFeedToken: string | null;
  @Column('timestamptz', { nullable: true }) seenDocumentsAt: Date | null;
  @Column('text', { nullable: true }) source: string | null;
  @Column('text', { nullable: true }) sourceId: string | null;
  @Column('timestamptz', { nullable: true }) firstActiveAt: Date | null;
  @Column('boolean', { default: false }) demo: boolean;
  /** When the daily job recorded the offboarding and emitted `person.offboarded` (D9). */
  @Column('timestamptz', { nullable: true }) offboardedAt: Date | null;

  /** The read model computed in SQL, selected with the row itself (no extra round trip); not stored. */
  @VirtualColumn({ type: 'json', query: (alias) => personReadModelSql(alias) }) readModel?: PersonReadModelJson;
}
