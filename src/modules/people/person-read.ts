import { countryName } from '../../core/geo/places';
import { processLinkSigner, profilePhoto } from '../files';
import { CURRENT_ROLE } from '../../core/policy/reporting-lines.sql';
import { hidesValue } from '../../core/policy/conditional-fields';
import { ReadDeclaration } from '../../core/read/read-declaration';
import { jobRoleJsonSql, narrowJobRole } from './job-roles/job-role-read.sql';
import { PERSON_API_FIELDS, PersonApiField, personFieldClass } from './person-fields';
import { formatPhoneNumber } from './person-derived';
import { personTimezoneSql } from './person-timezone.sql';
import { personLocationJoinSql } from '../locations';
import { personStatusSql } from './person-status.sql';
import { personPatternInEffectSql } from './person-working-hours.sql';

const p = 'person';

/** Region of a person's phone numbers: their country, else their remote country or their location's. */
const PHONE_REGION = `COALESCE(${p}.country_code, CASE WHEN ${p}.location_id = 'remote' THEN ${p}.remote_country_code ELSE person_location.country_code END)`;

/**
 * The person, the one description of it (compiled read, docs/decisions-performance.md): lists, retrieves, the answers
 * to writes, event payloads and `/me` are all read by it. Status, current job role and location are joined to the
 * rows and selected in API shape; phone formatting and the country name finished in JS once per row.
 */
export const PERSON_READ: ReadDeclaration = {
  fields: PERSON_API_FIELDS,
  joins: `${personLocationJoinSql(p, 'person_location')}
  LEFT JOIN LATERAL (SELECT ${jobRoleJsonSql('r')} AS api FROM job_roles r
                      WHERE r.company_id = ${p}.company_id AND r.person_id = ${p}.id AND ${CURRENT_ROLE('r')}
                      ORDER BY r.effective_date DESC LIMIT 1) person_role ON TRUE`,
  sql: {
    jobRole: 'person_role.api',
    formattedPhoneNumber: PHONE_REGION,
    formattedPersonalPhoneNumber: PHONE_REGION,
    profilePhoto: `${p}.profile_photo_id`,
    foodAllergies: `COALESCE(${p}.food_allergies, '{}'::text[])`,
    country: `${p}.country_code`,
    firstWorkingDay: `COALESCE(${p}.first_working_day, ${p}.employment_start_date)`,
    lastWorkingDay: `COALESCE(${p}.last_working_day, ${p}.employment_end_date)`,
    teams: `COALESCE(${p}.teams, '[]'::jsonb)`,
    status: personStatusSql(p),
    timezone: personTimezoneSql(p, 'person_location'),
    workingPatternId: personPatternInEffectSql(p, 'person_location'),
  },
  derive: {
    formattedPhoneNumber: (region, row) => formatPhoneNumber(row.phoneNumber as string | null, region as string | null),
    formattedPersonalPhoneNumber: (region, row) => formatPhoneNumber(row.personalPhoneNumber as string | null, region as string | null),
    country: (code) => countryName(code as string | null),
    profilePhoto: (fileId) => profilePhoto(processLinkSigner(), fileId as string | null),
  },
  fieldClass: (field) => personFieldClass(field as PersonApiField),
  narrow: {
    // A hidden work email stays hidden publicly (D4).
    email: (value, row, classes) => (hidesValue('person', 'email', row, classes) ? null : value),
    jobRole: (value, _row, classes) => (value ? narrowJobRole(value as Record<string, unknown>, classes) : null),
  },
};
