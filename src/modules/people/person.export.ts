import { countryName } from '../../core/geo/places';
import { FieldClass } from '../../core/policy/policy-table';
import { NEW_HIRE } from '../../core/policy/new-hires';
import { fieldColumns, sealedColumn } from '../../core/read/export-columns';
import { EXPORT_PERSON, ExportDeclaration } from '../../core/read/export-declaration';
import { ExportRequest } from '../../core/read/export-request';
import { companyJoinSql } from '../companies';
import { personLocationJoinSql, personLocationValueSql } from '../locations';
import { approvalFlowNameSql } from '../time-away-approval-flows';
import { currentRoleJoinSql, currentRoleValueSql, managersAboveSql, rolesInRangeJoinSql } from './current-role.sql';
import { PERSON_READ } from './person-read';
import { personStatusConditionSql } from './person-status.sql';
import { personNameSql, personWorkEmailSql } from './person-value.sql';
import { PERSON_SEALED } from './person.entity';

const p = EXPORT_PERSON;

const jsonNames = (column: string, key: string) =>
  `ARRAY(SELECT x->>'${key}' FROM jsonb_array_elements(COALESCE(${column}, '[]'::jsonb)) x)`;

/** The parts of an address in `fullAddress`, the country by name. */
function fullAddress(value: unknown): string | null {
  const [address, city, state, postcode, code] = value as (string | null)[];
  const parts = [address, city, state, postcode, countryName(code)].filter((part) => part);
  return parts.length ? parts.join(', ') : null;
}

/**
 * The person's columns (spec: Data exports, type `people`; the base set of the other types): each shows a field of
 * the person's read declaration, whose class it takes (D4, D5) and, unless it formats it otherwise, whose SQL.
 */
const COLUMNS = fieldColumns(PERSON_READ, p, {
  companyName: { field: 'companyId', sql: 'co.name', joins: ['company'] },
  firstName: {},
  preferredName: {},
  preferredNameOrFirstName: { field: 'preferredName', sql: `COALESCE(NULLIF(${p}.preferred_name, ''), ${p}.first_name)` },
  middleName: {},
  lastName: {},
  fullName: { field: 'firstName', sql: `NULLIF(concat_ws(' ', ${p}.first_name, ${p}.middle_name, ${p}.last_name), '')` },
  pronouns: {},
  birthday: { kind: 'date' },
  shortBirthday: { field: 'birthday', sql: `to_char(${p}.birthday, 'MM-DD')` },
  nationality: {},
  spokenLanguages: { kind: 'list', sql: `COALESCE(${p}.spoken_languages, '{}'::text[])` },
  gender: {},
  email: { sql: personWorkEmailSql(p) },
  phoneNumber: {},
  personalEmail: {},
  personalPhoneNumber: {},
  fullAddress: { field: 'address', sql: `ARRAY[${p}.address, ${p}.city, ${p}.state, ${p}.postcode, ${p}.country_code]`, derive: fullAddress },
  country: { derive: (code) => countryName(code as string | null) },
  countryCode: {},
  dietaryPreference: {},
  foodAllergies: { kind: 'list' },
  timezone: { joins: ['location'] },
  jobTitle: { field: 'jobRole', sql: 'role.job_title', joins: ['role'] },
  department: { field: 'jobRole', sql: 'role.department', joins: ['role'] },
  manager: { field: 'jobRole', sql: personNameSql('mgr'), joins: ['manager'] },
  managerPreferredName: { field: 'jobRole', sql: 'COALESCE(NULLIF(mgr.preferred_name, \'\'), mgr.first_name)', joins: ['manager'] },
  managerEmail: { field: 'jobRole', sql: personWorkEmailSql('mgr'), joins: ['manager'] },
  roleEffectiveDate: { field: 'jobRole', kind: 'date', sql: 'role.effective_date', joins: ['role'] },
  teams: { kind: 'list', sql: jsonNames(`${p}.teams`, 'name') },
  placeOfWork: {
    field: 'locationId',
    sql: `CASE WHEN ${p}.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || ${p}.remote_city || ')', '')
      ELSE COALESCE(person_location.label, NULLIF(concat_ws(', ', person_location.city, person_location.country), '')) END`,
    joins: ['location'],
  },
  isRemote: { field: 'locationId', kind: 'boolean', sql: `${p}.location_id IS NOT DISTINCT FROM 'remote'` },
  payrollProvider: {},
  contractType: {},
  employeeId: {},
  taxId: sealedColumn(PERSON_SEALED, 'taxId', p),
  taxCode: sealedColumn(PERSON_SEALED, 'taxCode', p),
  employeeStatus: { field: 'status' },
  employmentStartDate: { kind: 'date' },
  firstWorkingDay: { kind: 'date' },
  workingDays: { kind: 'list', sql: jsonNames(`${p}.working_days`, 'day') },
  probationEndDate: { kind: 'date' },
  employmentEndDate: { kind: 'date' },
  lastWorkingDay: { kind: 'date' },
  leavingReason: {},
  turnoverImpact: {},
  leavingNote: {},
  approvalFlow: { field: 'timeAwayApprovalFlowId', sql: approvalFlowNameSql(`${p}.company_id`, `${p}.time_away_approval_flow_id`) },
  social: { field: 'linkedIn', kind: 'list', sql: `ARRAY_REMOVE(ARRAY['LinkedIn: ' || ${p}.linked_in, 'Twitter: ' || ${p}.twitter, 'GitHub: ' || ${p}.github], NULL)` },
});

const currentRole = (column: string) => currentRoleValueSql(p, column);
/** A filter reads what the field it filters on shows: its class. */
const classOf = (field: string): FieldClass => PERSON_READ.fieldClass!(field);
const place = (remote: string, located: string) => `CASE WHEN ${p}.location_id = 'remote' THEN ${p}.${remote}
    ELSE ${personLocationValueSql(p, located)} END`;

/** Which people: active, new hires unless excluded, offboarded when asked; active after `startDate`, started by `endDate`. */
function selection(request: ExportRequest): string {
  const statuses = ['active', ...(request.includeNewHires ? [NEW_HIRE] : []), ...(request.includeOffboarded ? ['offboarded'] : [])];
  const parts = [`(${statuses.map((s) => personStatusConditionSql(p, s)).join(' OR ')})`];
  if (request.startDate) parts.push(`(${p}.employment_end_date IS NULL OR ${p}.employment_end_date >= :startDate)`);
  if (request.endDate) parts.push(`(${p}.employment_start_date IS NULL OR ${p}.employment_start_date <= :endDate)`);
  return parts.join(' AND ');
}

/**
 * The people every export is about and their columns (spec: Data exports): rows of the people the caller lists,
 * the spec's filter fields (`department` and `reportingTo` of the current role), and one row per job role in effect
 * in the range with `includeRoleHistory`.
 */
export const PERSON_EXPORT: ExportDeclaration = {
  columns: COLUMNS,
  joins: {
    company: { sql: companyJoinSql('co', `${p}.company_id`) },
    location: { sql: personLocationJoinSql(p, 'person_location') },
    role: { sql: currentRoleJoinSql(p, 'role') },
    manager: { sql: `LEFT JOIN people mgr ON mgr.company_id = ${p}.company_id AND mgr.id = role.reporting_to`, needs: ['role'] },
  },
  history: {
    flag: 'includeRoleHistory',
    // Every role in effect at some point of the range: one row each.
    join: () => rolesInRangeJoinSql(p, 'role', ':historyStart::date', ':historyEnd::date'),
    replaces: 'role',
    order: 'role.effective_date',
  },
  people: {
    selection,
    // Spec: Data export filter fields (enum and array types); `spaceId` and `orgLevel` have no data here.
    filters: {
      payrollProvider: { type: 'enum', sql: `${p}.payroll_provider`, fieldClass: classOf('payrollProvider') },
      department: { type: 'enum', sql: currentRole('department'), fieldClass: classOf('jobRole') },
      contractType: { type: 'enum', sql: `${p}.contract_type`, fieldClass: classOf('contractType') },
      locationId: { type: 'enum', sql: `${p}.location_id`, fieldClass: classOf('locationId') },
      placeOfWorkCountry: { type: 'enum', sql: place('remote_country_code', 'country_code'), fieldClass: classOf('locationId') },
      placeOfWorkCity: { type: 'enum', sql: place('remote_city', 'city'), fieldClass: classOf('locationId') },
      reportingTo: { type: 'enum', sql: currentRole('reporting_to'), fieldClass: classOf('jobRole') },
      teams: { type: 'array', sql: jsonNames(`${p}.teams`, 'name'), fieldClass: classOf('teams') },
      // Every manager above the person, through current job roles.
      reportsUpTo: { type: 'array', sql: managersAboveSql(p), fieldClass: classOf('jobRole') },
    },
  },
};
