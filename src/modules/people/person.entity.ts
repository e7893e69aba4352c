import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import { sealedColumns } from '../../core/crypto';
import { CompanyOwnedEntity } from '../../core/database/base.entity';
import type { AssignableRole } from '../../core/auth/roles';

export interface Team {
  name: string;
}

export interface WorkingDay {
  day: string;
}

/**
 * Stored encrypted (docs/security.md, "What is encrypted"): tax identifiers, and the calendar feed token (found by
 * its blind index, `calendarFeedTokenIndex`).
 */
export const PERSON_SEALED = sealedColumns({
  resource: 'person',
  table: 'people',
  fields: { taxId: 'tax_id', taxCode: 'tax_code', calendarFeedToken: 'calendar_feed_token' },
});

@Check('people_country_code_check', "country_code ~ '^[A-Z]{2}$'")
@Check('people_dietary_preference_check', "dietary_preference IN ('No preference', 'Pescetarian', 'Vegetarian', 'Vegan', 'Halal', 'Jain', 'Kosher', 'Diabetic')")
@Check('people_leaving_reason_check', "leaving_reason IN ('dismissed', 'resigned', 'redundancy', 'other')")
@Check('people_remote_country_code_check', "remote_country_code ~ '^[A-Z]{2}$'")
@Check('people_role_check', "role IN ('owner', 'admin', 'finance', 'tech', 'user')")
@Check('people_status_check', "status IN ('active', 'newHire')")
@Check('people_teams_check', "(jsonb_typeof(teams) = 'array') AND (jsonb_array_length(teams) <= 8)")
@Check('people_turnover_impact_check', "turnover_impact IN ('regrettable', 'non-regrettable', 'not-applicable')")
@ForeignKey('companies', ['companyId'], ['id'], { onDelete: 'CASCADE' })
@ForeignKey('files', ['companyId', 'leavingFileId'], ['companyId', 'id'], { deferrable: 'INITIALLY DEFERRED' })
@ForeignKey('files', ['companyId', 'profilePhotoId'], ['companyId', 'id'], { deferrable: 'INITIALLY DEFERRED' })
@ForeignKey('locations', ['companyId', 'locationRef'], ['companyId', 'id'], { name: 'people_location' })
@ForeignKey('time_away_approval_flows', ['companyId', 'timeAwayApprovalFlowId'], ['companyId', 'id'], { name: 'people_time_away_approval_flow' })
@Unique(['companyId', 'id'])
// Work emails and feed tokens are unique through their lookups (person-lookup.entity.ts); a plain token (stored before
// its blind index) is still matched by this column until the backfill indexes it.
@Index('people_calendar_feed_token_plain', ['calendarFeedToken'], { where: '(calendar_feed_token IS NOT NULL) AND (calendar_feed_token_index IS NULL)' })
@Index('people_employee_id_unique', ['companyId', 'employeeId'], { unique: true, where: 'employee_id IS NOT NULL' })
@Index('people_list', { synchronize: false }) // migrated as USING btree (company_id, created_at, id) INCLUDE (status, employment_end_date)
@Index('people_employee_number', { synchronize: false }) // migrated as USING btree (company_id, lower(employee_id)): SCIM's employeeNumber
@Index('people_location', { synchronize: false }) // migrated as USING btree (company_id, location_ref) WHERE (location_ref IS NOT NULL)
@Index('people_offboarding_due', ['employmentEndDate'], { where: '(offboarded_at IS NULL) AND (employment_end_date IS NOT NULL)' })
@Index('people_status', ['companyId', 'status', 'employmentEndDate'])
@Index('people_by_approval_flow', ['companyId', 'timeAwayApprovalFlowId'], { where: '(time_away_approval_flow_id IS NOT NULL)' })
@Index('people_updated', ['companyId', 'updatedAt'])
@Index('people_work_email', { synchronize: false }) // migrated as USING btree (company_id, lower(email)): SCIM's userName
@Entity('people')
export class Person extends CompanyOwnedEntity {
  @Column('text', { nullable: true }) firstName: string | null;
  @Column('text', { nullable: true }) middleName: string | null;
  @Column('text', { nullable: true }) lastName: string | null;
  @Column('text', { nullable: true }) preferredName: string | null;
  @Column('text', { nullable: true }) pronouns: string | null;
  /** Work email: logs in, unique across the deployment whatever its case (`person_email_lookup`). */
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

  @Column('text', { default: 'user' }) role: AssignableRole;
  /** Stored status: `newHire` or `active`; `offboarded` is derived from employmentEndDate at read time (D9). */
  @Column('text', { default: 'active' }) status: string;
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
  /** `locationId` unless remote: the generated column the location foreign key checks; never read or written here. */
  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false, generatedType: 'STORED', asExpression: "CASE WHEN location_id = 'remote' THEN NULL ELSE location_id END" })
  locationRef?: string | null;
  @Column('text', { nullable: true }) remoteCity: string | null;
  @Column('text', { nullable: true }) remoteRegionCode: string | null;
  @Column('text', { nullable: true }) remoteCountryCode: string | null;
  @Column('text', { nullable: true }) remoteTimezone: string | null;
  /** The approval flow of their time-away requests (a flow of the company); null: one review, as D12 says. */
  @Column('text', { nullable: true }) timeAwayApprovalFlowId: string | null;
  @Column('text', { nullable: true }) publicHolidayCalendarId: string | null;
  @Column('jsonb', { default: () => "'[]'" }) teams: Team[];

  @Column('boolean', { default: false }) isVerified: boolean;
  @Column('boolean', { default: false }) isWorkEmailHidden: boolean;
  /** Sealed; made with its index by every writer (calendar-feed-token.ts). */
  @Column('text', { nullable: true }) calendarFeedToken: string | null;
  /** HMAC blind index of the token (the feed's lookup); NULL only beside a token stored before encryption. */
  @Column('text', { nullable: true }) calendarFeedTokenIndex: string | null;
  @Column('timestamptz', { nullable: true }) seenDocumentsAt: Date | null;
  @Column('text', { nullable: true }) source: string | null;
  @Column('text', { nullable: true }) sourceId: string | null;
  @Column('timestamptz', { nullable: true }) firstActiveAt: Date | null;
  @Column('boolean', { default: false }) demo: boolean;
  /** When the daily job recorded the offboarding and emitted `person.offboarded` (D9). */
  @Column('timestamptz', { nullable: true }) offboardedAt: Date | null;
}
