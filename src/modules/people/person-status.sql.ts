import { TODAY_UTC } from '../../core/policy/reporting-lines.sql';
import { NEW_HIRE } from '../../core/policy/new-hires';

export const PERSON_STATUSES = ['active', 'newHire', 'offboarded'] as const;
/** List filter values: the statuses and `all` (spec: People list). */
export const PERSON_STATUS_FILTERS = ['all', ...PERSON_STATUSES] as const;

/** D9: the status at read time; `offboarded` from the day after `employmentEndDate` (UTC). */
export function personStatusSql(alias: string): string {
  return `CASE WHEN ${alias}.employment_end_date < ${TODAY_UTC} THEN 'offboarded' ELSE ${alias}.status END`;
}

/** The condition for one status, written so the (company_id, status, employment_end_date) index serves it. */
export function personStatusConditionSql(alias: string, status: string): string {
  const notEnded = `(${alias}.employment_end_date IS NULL OR ${alias}.employment_end_date >= ${TODAY_UTC})`;
  switch (status) {
    case 'all':
      return 'TRUE';
    case 'offboarded':
      return `${alias}.employment_end_date < ${TODAY_UTC}`;
    case 'active':
      return `(${alias}.status = 'active' AND ${notEnded})`;
    case NEW_HIRE:
      return `(${alias}.status = '${NEW_HIRE}' AND ${notEnded})`;
    default:
      return 'FALSE';
  }
}
