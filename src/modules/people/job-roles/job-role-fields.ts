import type { ResourceApiShape } from '../../../core/openapi/resource-schema';
import { FieldClass } from '../../../core/policy/policy-table';

/** The spec's Job role object, in order. */
export const JOB_ROLE_API_FIELDS = [
  'id', 'personId', 'jobTitle', 'department', 'effectiveDate', 'endDate', 'isFirst', 'reportingTo', 'note', 'createdAt', 'updatedAt',
] as const;

export type JobRoleApiField = (typeof JOB_ROLE_API_FIELDS)[number];

/** A job role is public (a person's title and manager show to everyone, D4) except its note. */
export function jobRoleFieldClass(field: JobRoleApiField): FieldClass {
  return field === 'note' ? 'private' : 'public';
}

/** The OpenAPI shape: every column is described by the entity; `note` shows only to those who see private fields. */
export const JOB_ROLE_API_SHAPE: ResourceApiShape = { fieldClass: (field) => jobRoleFieldClass(field as JobRoleApiField) };
