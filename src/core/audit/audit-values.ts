/**
 * What an audit entry of a change holds (docs/security.md, "Audit trail"): it names every field a write set or
 * changed; from/to values only for the fields the resource declares (`auditValues` in its definition), so the trail
 * never becomes a copy of salaries, bank details, documents or private contact data unless a declaration says so.
 */

/** Fields never named as changed: bookkeeping every write moves. */
export const BOOKKEEPING_FIELDS = new Set(['id', 'createdAt', 'updatedAt']);
