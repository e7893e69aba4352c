import { EntityManager } from 'typeorm';
import { ApiError, ValidationIssue } from '../../core/errors/api-error';
import { expectReference } from '../../core/tenancy/key-checked-reference';
import { Person } from './person.entity';
import { ACTIVE_REQUIRED_FIELDS } from './person-fields';
import { REMOTE } from './person-derived';
import { TODAY_UTC_JS } from './today';
import { NEW_HIRE } from '../../core/policy/new-hires';

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** Spec: an active person needs these fields (and a job title, checked by the caller); a new hire one email. */
export function missingForStatus(status: string, values: Record<string, unknown>, reason: string): ValidationIssue[] {
  if (status === NEW_HIRE) {
    return isBlank(values.email) && isBlank(values.personalEmail)
      ? [{ name: 'email', reason: 'a new hire needs an email or a personalEmail' }]
      : [];
  }
  return ACTIVE_REQUIRED_FIELDS.filter((f) => isBlank(values[f])).map((name) => ({ name, reason }));
}

export function throwIfAny(issues: ValidationIssue[]): void {
  if (issues.length) throw ApiError.validation(issues, `The request is invalid: ${issues.map((i) => `${i.name} ${i.reason}`).join('; ')}`);
}

/** `locationId` is a location of the caller's company or `remote`: checked by the person's foreign key when written. */
export function expectLocation(em: EntityManager, locationId: string | null | undefined): void {
  if (locationId === undefined || locationId === null || locationId === REMOTE) return;
  expectReference(em, 'people_location', 'locationId', locationId);
}

/** An approval flow of the caller's company: checked by the person's foreign key when written. */
export function expectApprovalFlow(em: EntityManager, id: string | undefined): void {
  expectReference(em, 'people_time_away_approval_flow', 'timeAwayApprovalFlowId', id);
}

/** Rules across fields of the stored person: dates in order, no repeated team or working day. */
export function consistencyIssues(person: Partial<Person>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (person.employmentStartDate && person.employmentEndDate && person.employmentEndDate < person.employmentStartDate) {
    issues.push({ name: 'employmentEndDate', reason: 'must not be before employmentStartDate' });
  }
  if (person.birthday && person.birthday > TODAY_UTC_JS()) issues.push({ name: 'birthday', reason: 'must not be in the future' });
  const teams = (person.teams ?? []).map((t) => t.name.trim().toLowerCase());
  if (new Set(teams).size !== teams.length) issues.push({ name: 'teams', reason: 'names a team twice' });
  const days = (person.workingDays ?? []).map((d) => d.day);
  if (new Set(days).size !== days.length) issues.push({ name: 'workingDays', reason: 'names a day twice' });
  return issues;
}
