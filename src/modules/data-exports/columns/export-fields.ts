import { ExportType } from '../data-export.entity';
import { ExportColumn } from './export-column';
import { PERSON_COLUMNS } from './person-columns';
import { RECORD_COLUMNS } from './record-columns';

/** Spec: the base column set of every type but `people`. */
export const BASE_FIELDS = [
  'firstName', 'preferredName', 'middleName', 'lastName', 'gender', 'email', 'phoneNumber', 'personalEmail', 'personalPhoneNumber',
  'fullAddress', 'country', 'jobTitle', 'department', 'manager', 'managerPreferredName', 'managerEmail', 'roleEffectiveDate', 'teams',
  'placeOfWork', 'isRemote', 'payrollProvider', 'contractType', 'employeeId', 'employeeStatus', 'employmentStartDate', 'firstWorkingDay',
  'workingDays', 'probationEndDate', 'employmentEndDate', 'lastWorkingDay', 'leavingReason', 'turnoverImpact', 'leavingNote',
] as const;

/** The columns of each type, in the spec's order: the `fields` values it accepts. */
export function columnsOf(type: ExportType): Record<string, ExportColumn> {
  if (type === 'people') return PERSON_COLUMNS;
  const base = Object.fromEntries(BASE_FIELDS.map((name) => [name, PERSON_COLUMNS[name]]));
  return { ...base, ...RECORD_COLUMNS[type] };
}

/** Who the rows are about, readable by every member: the start of every default set. */
const WHO = ['firstName', 'lastName', 'email'];

/**
 * The default `fields` per type (docs/decisions-exports.md): for `people` public columns only, so any member's export
 * of the defaults holds every person they list; for the other types who the rows are about and the type's main columns.
 */
export const DEFAULT_FIELDS: Record<ExportType, readonly string[]> = {
  people: [
    ...WHO, 'preferredName', 'jobTitle', 'department', 'manager', 'managerEmail', 'roleEffectiveDate', 'teams', 'placeOfWork', 'isRemote',
    'timezone', 'employeeStatus', 'employmentStartDate', 'workingDays',
  ],
  equipment: [...WHO, 'type', 'name', 'serialNumber', 'cost', 'issueDate', 'receiptDate', 'collectionDate'],
  timeAway: [...WHO, 'timeAwayType', 'startDate', 'endDate', 'startPeriod', 'endPeriod', 'days', 'requestStatus', 'reviewer', 'reviewedAt'],
  timesheet: [...WHO, 'startDate', 'endDate', 'submittedAt', 'totalTime', 'totalDays', 'status', 'reviewer', 'reviewedAt'],
  document: [...WHO, 'type', 'name', 'issueDate', 'link', 'documentLink', 'uploader'],
  identityDocument: [...WHO, 'type', 'number', 'expiryDate', 'issueCountry', 'link'],
};
