/**
 * Which changed values an audit entry may show (docs/security.md, "Audit trail"): entries name every field read or
 * changed, but hold from/to values only for organisational fields of resources that are not personal data, so the
 * trail itself never becomes a copy of salaries, bank details, documents or private contact data.
 */

/** Resources whose values never appear in the trail (only the names of their fields). */
const VALUELESS_RESOURCES = new Set([
  'bankAccount', 'compensation', 'identityDocument', 'document', 'emergencyContact', 'customValue', 'file', 'timeAway',
  'webhook', 'dataExport',
]);

/** Fields whose values are kept (ids, states and dates of the organisation), on the other resources. */
const VALUE_FIELDS = new Set([
  'status', 'role', 'managerId', 'locationId', 'startDate', 'endDate', 'employmentType', 'jobTitle', 'department',
  'typeId', 'policyId', 'compensationTypeId', 'documentTypeId', 'identityDocumentTypeId', 'name', 'timezone',
  'countryCode', 'active', 'enabled',
]);

export function valuesAuditable(resource: string, field: string): boolean {
  return !VALUELESS_RESOURCES.has(resource) && VALUE_FIELDS.has(field);
}

/** Fields never named as changed: bookkeeping every write moves. */
export const BOOKKEEPING_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);
