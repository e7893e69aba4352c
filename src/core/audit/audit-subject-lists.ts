import { EntityManager } from 'typeorm';

/**
 * The people an audited target concerns when they are too many to name in each of its entries (a data export of
 * thousands, docs/security.md "Audit trail"): stored once per target in `audit_subject_lists`, and found through
 * the entries' `target_id` by the subject filter and subject access (`aboutSubjectSql`). Target ids are unique
 * across resources (newId), so the id alone names the target.
 */

export interface AuditTarget {
  type: string;
  id: string;
}

/** Stores a target's subjects once; a second store of the same target keeps the first (the list never changes). */
export async function storeSubjectList(em: EntityManager, companyId: string, target: AuditTarget, personIds: readonly string[], at: Date): Promise<void> {
  await em.query(
    `INSERT INTO audit_subject_lists (company_id, target_type, target_id, person_ids, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (company_id, target_type, target_id) DO NOTHING`,
    [companyId, target.type, target.id, [...personIds], at],
  );
}

/** A target's stored subjects; null when none were stored. */
export async function subjectListOf(em: EntityManager, companyId: string, target: AuditTarget): Promise<string[] | null> {
  const [row]: { person_ids: string[] }[] = await em.query(
    `SELECT person_ids FROM audit_subject_lists WHERE company_id = $1 AND target_type = $2 AND target_id = $3`,
    [companyId, target.type, target.id],
  );
  return row?.person_ids ?? null;
}

/**
 * SQL: the entry aliased `alias` is about the person `person` (a placeholder) of the company `company`: it names them
 * among its subjects, or its target's stored list does. The lists are read once per statement (an array, not a
 * correlated subquery), so both halves use their indexes (`audit_events_subjects`, `audit_events_target`).
 */
export function aboutSubjectSql(alias: string, company: string, person: string): string {
  return `(${alias}.subject_person_ids @> ARRAY[${person}]::text[] OR ${alias}.target_id = ANY (ARRAY(
    SELECT l.target_id FROM audit_subject_lists l WHERE l.company_id = ${company} AND l.person_ids @> ARRAY[${person}]::text[])))`;
}
