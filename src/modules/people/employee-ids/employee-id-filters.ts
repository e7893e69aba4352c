import { EmployeeIdFilter } from '../../companies';

/** What the company's `autogenerateEmployeeIdFilters` may test of a new person. */
export interface EmployeeIdSubject {
  locationId: string | null;
  contractType: string | null;
  payrollProvider: string | null;
  department: string | null;
  countryCode: string | null;
  remoteCountryCode: string | null;
  status: string;
  teams: { name: string }[];
}

function valuesOf(subject: EmployeeIdSubject, field: string): string[] {
  if (field === 'teams') return subject.teams.map((t) => t.name);
  const value = (subject as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? [value] : [];
}

/** A person receives a generated id only when they match every filter (spec: Company). */
export function matchesEmployeeIdFilters(filters: EmployeeIdFilter[], subject: EmployeeIdSubject): boolean {
  return filters.every((filter) => {
    const values = valuesOf(subject, filter.field);
    switch (filter.operator) {
      case 'in':
        return values.some((v) => filter.value.includes(v));
      case 'nin':
        return !values.some((v) => filter.value.includes(v));
      case 'exists':
        return values.length > 0;
      case 'nexists':
        return values.length === 0;
      default:
        return false;
    }
  });
}
