import { isoTimestampSql } from '../../../core/read/compiled-read';
import { FieldPlans } from '../../../core/read/field-plan';
import { ReadDeclaration } from '../../../core/read/read-declaration';
import { FieldClass } from '../../../core/policy/policy-table';
import { JOB_ROLE_API_FIELDS, JobRoleApiField, jobRoleFieldClass } from './job-role-fields';

/**
 * The job role as every path answers it: lists and retrieves, the answers to writes and event payloads (all
 * compiled from this declaration), and the person's `jobRole` (jobRoleJsonSql, narrowJobRole).
 */
export const JOB_ROLE_READ: ReadDeclaration = {
  fields: JOB_ROLE_API_FIELDS,
  fieldClass: (field) => jobRoleFieldClass(field as JobRoleApiField),
};

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The job role aliased `r` as its API object (JSON, the declaration's fields in order, timestamps as UTC ISO text). */
export function jobRoleJsonSql(r: string): string {
  const value = (field: string) => (field === 'createdAt' || field === 'updatedAt' ? isoTimestampSql(`${r}.${snake(field)}`) : `${r}.${snake(field)}`);
  return `json_build_object(${JOB_ROLE_READ.fields.map((f) => `'${f}', ${value(f)}`).join(', ')})`;
}

const plans = new FieldPlans(JOB_ROLE_READ);

/** A job role's API object narrowed to the classes the reader sees (its note is private), by the declaration's plans. */
export function narrowJobRole(role: Record<string, unknown>, classes: ReadonlySet<FieldClass>): Record<string, unknown> {
  return plans.planFor(classes)(role, classes);
}
