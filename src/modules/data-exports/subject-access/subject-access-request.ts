/** The document's parts, in order (a subject access export's `fields`). */
export const SUBJECT_ACCESS_SECTIONS = ['person', 'records', 'timeAwayBalances', 'files', 'auditEvents'] as const;

/**
 * What a subject access export is built from, kept on its row (`request`) for the worker. `fields` and `filters` are
 * what the Data export object shows: the document's parts and whose data it holds.
 */
export interface SubjectAccessRequest {
  personId: string;
  fields: string[];
  filters: { field: 'personId'; operator: 'in'; value: string[] }[];
}

export function subjectAccessRequest(personId: string): SubjectAccessRequest {
  return { personId, fields: [...SUBJECT_ACCESS_SECTIONS], filters: [{ field: 'personId', operator: 'in', value: [personId] }] };
}

/** The request stored on a subject access export's row. */
export function subjectAccessRequestOf(stored: Record<string, unknown>): SubjectAccessRequest {
  if (typeof stored.personId !== 'string') throw new Error('a subject access export names no person');
  return subjectAccessRequest(stored.personId);
}
