import { EntityManager } from 'typeorm';
import { AuthContext } from '../../../core/auth/auth-context';
import { FieldClass, FIELD_CLASSES, PolicyResource, RowAccess } from '../../../core/policy/policy-table';
import { PolicyService } from '../../../core/policy/policy.service';
import { reportsAmong } from './reports-among.sql';

/** How the caller stands to the person a row belongs to. */
export interface RowRelation {
  self: boolean;
  report: boolean;
}

/** Events and console output show what the owner sees: everything but the person's own secrets (D14). */
const OWNER_VIEW: ReadonlySet<FieldClass> = new Set<FieldClass>(['public', 'private', 'birthday']);

export function reaches(access: RowAccess | undefined, relation: RowRelation): boolean {
  switch (access) {
    case 'all':
      return true;
    case 'self':
      return relation.self;
    case 'reports':
      return relation.report;
    case 'selfAndReports':
      return relation.self || relation.report;
    default:
      return false;
  }
}

/**
 * Reads the policy table's `fieldAccess` for the field classes a caller sees on one person's row (D4, D5):
 * the union over the caller's policies, narrowed to `public` without the `private:read` scope.
 */
export function visibleClasses(policy: PolicyService, auth: AuthContext | null, resource: PolicyResource, relation: RowRelation): Set<FieldClass> {
  if (!auth) return new Set(OWNER_VIEW);
  const policies = policy.policiesFor(auth, resource).filter((p) => p.read !== 'none');
  const classes = new Set<FieldClass>();
  for (const fieldClass of FIELD_CLASSES) {
    if (fieldClass !== 'public' && !auth.scopes.has('private:read')) continue;
    if (policies.some((p) => reaches(p.fieldAccess?.[fieldClass], relation))) classes.add(fieldClass);
  }
  return classes;
}

/**
 * True when some field class reaches a row only as a report (no policy already opens it on every row),
 * so the reporting lines must be read.
 */
function dependsOnReports(policy: PolicyService, auth: AuthContext, resource: PolicyResource): boolean {
  if (!auth.isManager || !auth.scopes.has('private:read')) return false;
  const policies = policy.policiesFor(auth, resource).filter((p) => p.read !== 'none');
  return FIELD_CLASSES.some((fieldClass) => {
    const access = policies.map((p) => p.fieldAccess?.[fieldClass]);
    return !access.includes('all') && access.some((a) => a === 'reports' || a === 'selfAndReports');
  });
}

/**
 * The field classes the caller sees on each person of a page, keyed by person id: one reporting-line query
 * per page, and only for managers.
 */
export async function visibleClassesByPerson(
  em: EntityManager,
  policy: PolicyService,
  auth: AuthContext | null,
  resource: PolicyResource,
  personIds: string[],
): Promise<Map<string, Set<FieldClass>>> {
  const unique = [...new Set(personIds)];
  const reports = auth && dependsOnReports(policy, auth, resource)
    ? await reportsAmong(em, auth.companyId, auth.personId, unique)
    : new Set<string>();
  // At most four relations: each one's classes are computed once and shared by the rows that stand in it.
  const byRelation = new Map<string, Set<FieldClass>>();
  const result = new Map<string, Set<FieldClass>>();
  for (const id of unique) {
    const relation = { self: auth?.personId === id, report: reports.has(id) };
    const key = `${relation.self}|${relation.report}`;
    let classes = byRelation.get(key);
    if (!classes) {
      classes = visibleClasses(policy, auth, resource, relation);
      byRelation.set(key, classes);
    }
    result.set(id, classes);
  }
  return result;
}
