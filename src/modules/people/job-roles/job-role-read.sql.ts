import { isoTimestampSql } from '../../../core/read/compiled-read';
import { FieldClass } from '../../../core/policy/policy-table';
import { JOB_ROLE_API_FIELDS, jobRoleFieldClass } from './job-role-fields';

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The job role aliased `r` as its API object (JSON, fields in order, timestamps as UTC ISO text), built by PostgreSQL. */
export function jobRoleJsonSql(r: string): string {
  const value = (field: string) => (field === 'createdAt' || field === 'updatedAt' ? isoTimestampSql(`${r}.${snake(field)}`) : `${r}.${snake(field)}`);
  return `json_build_object(${JOB_ROLE_API_FIELDS.map((f) => `'${f}', ${value(f)}`).join(', ')})`;
}

/** A job role's API object narrowed to the classes the reader sees (its note is private). */
export function narrowJobRole(role: Record<string, unknown>, classes: ReadonlySet<FieldClass>): Record<string, unknown> {
  if (classes.has('private')) return role;
  const out: Record<string, unknown> = {};
  for (const field of JOB_ROLE_API_FIELDS) if (classes.has(jobRoleFieldClass(field))) out[field] = role[field];
  return out;
}
