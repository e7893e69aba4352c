import { erasureRequestedSql } from '../../core/erasure/person-erasures';
import { countryCodes } from '../../core/geo/places';
import { companyJoinSql } from '../companies';
import { personLocationJoinSql } from '../locations';
import { currentRoleJoinSql, peopleSourceSql, personDisplayNameSql, personTimezoneSql, personValueSql } from '../people';
import { constant, leaf, ScimResourceAttributes, unfilterable } from './scim-attributes';
import { localeOfCountry } from './scim-locale';
import { ENTERPRISE_USER_SCHEMA, USER_SCHEMA } from './scim-schemas';

/**
 * A SCIM User read from a person (docs/decisions-scim.md): the person `p`, their location `l`, their job role in
 * effect today `r` and their company `c`, composed from the owning modules' SQL pieces. Every attribute is one
 * SQL expression, selected for the answer and compared by filters alike (SCIM_USER_ATTRIBUTES).
 */
const p = 'p';
const REMOTE = `${p}.location_id = 'remote'`;

const PERSON_AND_LOCATION = `${peopleSourceSql(p)}
  ${personLocationJoinSql(p, 'l')}`;
const COMPANY_JOIN = companyJoinSql('c', `${p}.company_id`);
const ROLE_JOIN = currentRoleJoinSql(p, 'r');

/** The FROM clause of every User statement. */
export const SCIM_USER_SOURCE = `${PERSON_AND_LOCATION}
  ${COMPANY_JOIN}
  ${ROLE_JOIN}`;

/**
 * The FROM a count or a page's cut needs for the conditions and order `sql`: the person and their location always
 * (the lifecycle reads the timezone), the company (`c`) and the job role in effect (`r`) only when `sql` reads them.
 * Each join gives every person one row, so leaving one out changes no count; naming an alias a subquery of its own
 * also uses only keeps a join that was not needed.
 */
export function scimUserSourceFor(sql: string): string {
  return [PERSON_AND_LOCATION, /\bc\./.test(sql) && COMPANY_JOIN, /\br\./.test(sql) && ROLE_JOIN].filter(Boolean).join('\n  ');
}

/** The day it is in the person's own timezone, at the request's instant (`:scimNow`). */
const LOCAL_TODAY = `(:scimNow::timestamptz AT TIME ZONE (${personTimezoneSql(p, 'l')}))::date`;
const FIRST_DAY = `COALESCE(${p}.first_working_day, ${p}.employment_start_date)`;
const LAST_DAY = `COALESCE(${p}.last_working_day, ${p}.employment_end_date)`;

/** `active`: until the last working day has ended where the person works (not in UTC). */
export const SCIM_ACTIVE_SQL = `(${LAST_DAY} IS NULL OR ${LOCAL_TODAY} <= ${LAST_DAY})`;

/** The instant `active` turns false: when the last working day ends where the person works (null: no last day). */
export const SCIM_INACTIVE_FROM_SQL = `((${LAST_DAY} + 1)::timestamp AT TIME ZONE (${personTimezoneSql(p, 'l')}))`;

/**
 * Who is listed: from SCIM_PREPROVISION_DAYS before the first working day (an active person without one, always)
 * to SCIM_DEPROVISIONED_RETENTION_DAYS after the last; never a person whose erasure was asked for.
 */
export const SCIM_LISTED_SQL = `(${FIRST_DAY} <= ${LOCAL_TODAY} + :scimPreprovisionDays::int OR (${FIRST_DAY} IS NULL AND ${p}.status = 'active'))
  AND (${LAST_DAY} IS NULL OR ${LOCAL_TODAY} <= ${LAST_DAY} + :scimRetentionDays::int)
  AND NOT ${erasureRequestedSql(`${p}.company_id`, `${p}.id`)}`;

const displayNameOf = (alias: string) => `NULLIF(btrim(${personDisplayNameSql(alias)}), '')`;
const WORK_CITY = `CASE WHEN ${REMOTE} THEN ${p}.remote_city ELSE l.city END`;
const WORK_COUNTRY = `CASE WHEN ${REMOTE} THEN ${p}.remote_country_code ELSE l.country_code END`;
const PERSONAL_EMAIL = `CASE WHEN c.scim_personal_emails THEN ${p}.personal_email END`;

/** The columns a User is made of (scimUserOf), each the expression SCIM_USER_ATTRIBUTES filters on. */
export const SCIM_USER_COLUMNS = {
  id: `${p}.id`,
  userName: `${p}.email`,
  givenName: `${p}.first_name`,
  familyName: `${p}.last_name`,
  middleName: `${p}.middle_name`,
  formattedName: `NULLIF(concat_ws(' ', NULLIF(${p}.first_name, ''), NULLIF(${p}.middle_name, ''), NULLIF(${p}.last_name, '')), '')`,
  displayName: displayNameOf(p),
  personalEmail: PERSONAL_EMAIL,
  phoneNumber: `${p}.phone_number`,
  title: 'r.job_title',
  timezone: personTimezoneSql(p, 'l'),
  workCity: WORK_CITY,
  workCountry: WORK_COUNTRY,
  active: SCIM_ACTIVE_SQL,
  created: `${p}.created_at`,
  lastModified: `GREATEST(${p}.updated_at, r.updated_at, l.updated_at)`,
  employeeNumber: `${p}.employee_id`,
  department: 'r.department',
  organization: 'c.name',
  managerId: 'r.reporting_to',
  managerName: personValueSql(displayNameOf, `${p}.company_id`, 'r.reporting_to'),
} as const;

export type ScimUserColumn = keyof typeof SCIM_USER_COLUMNS;

/** The SELECT list of a User row, in API-free names (`"userName"`, ...). */
export const SCIM_USER_SELECT = Object.entries(SCIM_USER_COLUMNS).map(([name, sql]) => `${sql} AS "${name}"`).join(',\n  ');

const col = SCIM_USER_COLUMNS;
const COUNTRIES = countryCodes();

/** RFC 7643 §4.1 and §4.3: the User attributes served, with `caseExact` as the schemas say. */
export const SCIM_USER_ATTRIBUTES: ScimResourceAttributes = {
  core: USER_SCHEMA,
  attributes: {
    id: leaf('string', true, col.id),
    userName: leaf('string', false, col.userName),
    name: {
      kind: 'complex',
      sub: {
        formatted: leaf('string', false, col.formattedName),
        familyName: leaf('string', false, col.familyName),
        givenName: leaf('string', false, col.givenName),
        middleName: leaf('string', false, col.middleName),
      },
    },
    displayName: leaf('string', false, col.displayName),
    title: leaf('string', false, col.title),
    locale: { kind: 'leaf', type: 'string', caseExact: false, domain: { sql: col.workCountry, keys: COUNTRIES, valueOf: localeOfCountry } },
    timezone: leaf('string', false, col.timezone),
    active: leaf('boolean', false, col.active),
    emails: {
      kind: 'multi',
      entries: [
        { when: `${col.userName} IS NOT NULL`, sub: { value: leaf('string', false, col.userName), type: constant('work'), primary: constant(true) } },
        { when: `${col.personalEmail} IS NOT NULL`, sub: { value: leaf('string', false, col.personalEmail), type: constant('home'), primary: constant(false) } },
      ],
    },
    phoneNumbers: {
      kind: 'multi',
      entries: [{ when: `${col.phoneNumber} IS NOT NULL`, sub: { value: leaf('string', false, col.phoneNumber), type: constant('work'), primary: constant(true) } }],
    },
    addresses: {
      kind: 'multi',
      entries: [{
        when: `(${col.workCity} IS NOT NULL OR ${col.workCountry} IS NOT NULL)`,
        sub: { locality: leaf('string', false, col.workCity), country: leaf('string', false, col.workCountry), type: constant('work'), primary: constant(true) },
      }],
    },
    meta: {
      kind: 'complex',
      sub: {
        resourceType: constant('User', true),
        created: leaf('dateTime', true, col.created),
        lastModified: leaf('dateTime', true, col.lastModified),
        location: unfilterable('reference'),
        version: unfilterable('string'),
      },
    },
  },
  extensions: {
    [ENTERPRISE_USER_SCHEMA]: {
      employeeNumber: leaf('string', false, col.employeeNumber),
      department: leaf('string', false, col.department),
      organization: leaf('string', false, col.organization),
      manager: { kind: 'complex', sub: { value: leaf('string', true, col.managerId), displayName: leaf('string', false, col.managerName), $ref: unfilterable('reference') } },
    },
  },
};
