import { countryName } from '../../../core/geo/places';
import { compensationInEffectTextSql } from '../../compensations';
import { sectionValuesTextSql } from '../../custom-values';
import { emergencyContactListSql } from '../../emergency-contacts';
import { identityDocumentExpiriesSql } from '../../identity-documents';
import { personTimezoneSql } from '../../people';
import { personStatusSql, PERSON_SEALED } from '../../people';
import { BANK_ACCOUNT_SEALED } from '../../bank-accounts';
import { approvedDaysSql, PUBLIC_CATEGORIES } from '../../time-away';
import { policyInEffectNameSql } from '../../time-away-policies';
import { TimeAwayCategory } from '../../time-away-types';
import { dateSql, emptyColumn, ExportColumn, GATES, nameSql, sealedText, workEmailSql as workEmail } from './export-column';

const p = 'person';
const { publicPerson, privatePerson, birthday } = GATES;

const text = (sql: string, gate = privatePerson, joins?: ExportColumn['joins']): ExportColumn => ({ sql, kind: 'text', gate, joins });
const date = (sql: string, gate = privatePerson): ExportColumn => ({ sql: dateSql(sql), kind: 'date', gate });
const list = (sql: string, gate = privatePerson): ExportColumn => ({ sql, kind: 'list', gate });

const jsonNames = (column: string, key: string) =>
  `ARRAY(SELECT x->>'${key}' FROM jsonb_array_elements(COALESCE(${column}, '[]'::jsonb)) x)`;

/** The part of an address in `fullAddress`, the country by name. */
function fullAddress(value: unknown): string | null {
  const [address, city, state, postcode, code] = value as (string | null)[];
  const parts = [address, city, state, postcode, countryName(code)].filter((part) => part);
  return parts.length ? parts.join(', ') : null;
}

/** Time away days of approved entries in the export's range, by type category (or type ids). */
const daysSql = (typeCondition: string) => approvedDaysSql(p, typeCondition, ':rangeStart', ':rangeEnd');
export const daysOfTypeSql = (param: string) => daysSql(`t.id = :${param}`);
/** D4 "no reason": days of categories other people may not see the reason of need the private time-away view. */
const days = (...categories: TimeAwayCategory[]): ExportColumn => ({
  sql: daysSql(`t.category IN (${categories.map((c) => `'${c}'`).join(', ')})`),
  kind: 'number',
  gate: categories.every((c) => PUBLIC_CATEGORIES.has(c)) ? GATES.timeAwayPublic : GATES.timeAwayPrivate,
});

/**
 * A compensation column: the entry in effect on `{asOf}` among the given types (latest effective date), as
 * `85000.00 EUR / annual` or `12.5%`.
 */
export const compensationSql = (typeCondition: string) => compensationInEffectTextSql(p, typeCondition, '{asOf}');
const compensation = (baseType: string): ExportColumn => ({ sql: compensationSql(`ct.base_type = '${baseType}'`), kind: 'text', gate: GATES.compensation });

/** The person's time-away policy: their own allocation, else their location's, else the company default. */
const PTO_POLICY = policyInEffectNameSql(p, 'person_location');

const bank = (column: string): ExportColumn => ({ sql: `bank.${column}`, kind: 'text', gate: GATES.bankAccount, joins: ['bank'] });
const sealedBank = (field: string): ExportColumn => sealedText(BANK_ACCOUNT_SEALED, field, 'bank', GATES.bankAccount, ['bank']);
const balance = (value: 'allowance' | 'carriedOver' | 'balance'): ExportColumn => ({ sql: 'NULL::text', kind: 'number', gate: GATES.timeAwayPrivate, balance: value });

/** Every column of a `people` export; the other types take the base set from here (spec: Data exports). */
export const PERSON_COLUMNS: Record<string, ExportColumn> = {
  companyName: text('co.name', publicPerson, ['company']),
  firstName: text(`${p}.first_name`, publicPerson),
  preferredName: text(`${p}.preferred_name`, publicPerson),
  preferredNameOrFirstName: text(`COALESCE(NULLIF(${p}.preferred_name, ''), ${p}.first_name)`, publicPerson),
  middleName: text(`${p}.middle_name`, publicPerson),
  lastName: text(`${p}.last_name`, publicPerson),
  fullName: text(`NULLIF(concat_ws(' ', ${p}.first_name, ${p}.middle_name, ${p}.last_name), '')`, publicPerson),
  pronouns: text(`${p}.pronouns`, publicPerson),
  birthday: date(`${p}.birthday`, birthday),
  shortBirthday: { sql: `to_char(${p}.birthday, 'MM-DD')`, kind: 'text', gate: birthday },
  nationality: text(`${p}.nationality`),
  spokenLanguages: list(`COALESCE(${p}.spoken_languages, '{}'::text[])`),
  gender: text(`${p}.gender`),
  email: text(workEmail(p), publicPerson),
  phoneNumber: text(`${p}.phone_number`),
  personalEmail: text(`${p}.personal_email`),
  personalPhoneNumber: text(`${p}.personal_phone_number`),
  fullAddress: { sql: `ARRAY[${p}.address, ${p}.city, ${p}.state, ${p}.postcode, ${p}.country_code]`, kind: 'text', gate: privatePerson, derive: fullAddress },
  country: { sql: `${p}.country_code`, kind: 'text', gate: privatePerson, derive: (code) => countryName(code as string | null) },
  countryCode: text(`${p}.country_code`),
  dietaryPreference: text(`${p}.dietary_preference`),
  foodAllergies: list(`COALESCE(${p}.food_allergies, '{}'::text[])`),
  idExpiryDates: list(identityDocumentExpiriesSql(p), GATES.identityDocument),
  emergencyContacts: list(emergencyContactListSql(p), GATES.emergencyContact),
  timezone: text(personTimezoneSql(p, 'person_location'), publicPerson, ['location']),
  jobTitle: text('role.job_title', publicPerson, ['role']),
  department: text('role.department', publicPerson, ['role']),
  manager: text(nameSql('mgr'), publicPerson, ['reportingTo']),
  managerPreferredName: text('COALESCE(NULLIF(mgr.preferred_name, \'\'), mgr.first_name)', publicPerson, ['reportingTo']),
  managerEmail: text(workEmail('mgr'), publicPerson, ['reportingTo']),
  roleEffectiveDate: { ...date('role.effective_date', publicPerson), joins: ['role'] },
  teams: list(jsonNames(`${p}.teams`, 'name'), publicPerson),
  placeOfWork: text(`CASE WHEN ${p}.location_id = 'remote' THEN 'Remote' || COALESCE(' (' || ${p}.remote_city || ')', '')
      ELSE COALESCE(person_location.label, NULLIF(concat_ws(', ', person_location.city, person_location.country), '')) END`, publicPerson, ['location']),
  isRemote: { sql: `${p}.location_id IS NOT DISTINCT FROM 'remote'`, kind: 'boolean', gate: publicPerson },
  payrollProvider: text(`${p}.payroll_provider`),
  contractType: text(`${p}.contract_type`),
  employeeId: text(`${p}.employee_id`),
  taxId: sealedText(PERSON_SEALED, 'taxId', p, privatePerson),
  taxCode: sealedText(PERSON_SEALED, 'taxCode', p, privatePerson),
  employeeStatus: text(personStatusSql(p), publicPerson),
  employmentStartDate: date(`${p}.employment_start_date`, publicPerson),
  firstWorkingDay: date(`COALESCE(${p}.first_working_day, ${p}.employment_start_date)`),
  workingDays: list(jsonNames(`${p}.working_days`, 'day'), publicPerson),
  probationEndDate: date(`${p}.probation_end_date`),
  employmentEndDate: date(`${p}.employment_end_date`),
  lastWorkingDay: date(`COALESCE(${p}.last_working_day, ${p}.employment_end_date)`),
  leavingReason: text(`${p}.leaving_reason`),
  turnoverImpact: text(`${p}.turnover_impact`),
  leavingNote: text(`${p}.leaving_note`),
  bankName: bank('bank_name'),
  nameOnAccount: bank('name_on_account'),
  accountNumber: sealedBank('accountNumber'),
  swiftCode: bank('swift_code'),
  sortCode: sealedBank('sortCode'),
  routingNumber: sealedBank('routingNumber'),
  salary: compensation('salary'),
  bonus: compensation('bonus'),
  equity: compensation('equity'),
  commission: compensation('commission'),
  paidTimeOff: days('paidTimeOff'),
  unpaidLeave: days('unpaidLeave'),
  sickLeave: days('sickLeave'),
  parentalLeave: days('parentalLeave'),
  workingFromHome: days('workingFromHome'),
  otherTimeAway: days('workTravel', 'other'),
  approvalFlow: text(`${p}.time_away_approval_flow_id`),
  allowance: balance('allowance'),
  fromPrevAccrualPeriod: emptyColumn(GATES.timeAwayPrivate),
  fromPrevAccrualPeriodExpired: emptyColumn(GATES.timeAwayPrivate),
  carriedOver: balance('carriedOver'),
  adjustments: emptyColumn(GATES.timeAwayPrivate),
  accrued: emptyColumn(GATES.timeAwayPrivate),
  balance: balance('balance'),
  // Allowances are granted for the year up front (no accrual), so the balance at the end of the year is the balance.
  endOfYearBalance: balance('balance'),
  ptoPolicy: text(PTO_POLICY, GATES.timeAwayPrivate, ['location']),
  social: list(`ARRAY_REMOVE(ARRAY['LinkedIn: ' || ${p}.linked_in, 'Twitter: ' || ${p}.twitter, 'GitHub: ' || ${p}.github], NULL)`, publicPerson),
  diversity: list(sectionValuesTextSql(p, 'diversity'), GATES.customValue),
};
