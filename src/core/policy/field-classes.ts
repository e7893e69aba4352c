import type { AuthContext } from '../auth/auth-context';
import { FieldClass, FIELD_CLASSES, RolePolicy, RowAccess } from './policy-table';

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

/** True when an access reaches the caller's own rows / their reports' rows. */
export const reachesSelf = (a: RowAccess | undefined) => a === 'self' || a === 'selfAndReports';
export const reachesReports = (a: RowAccess | undefined) => a === 'reports' || a === 'selfAndReports';

/**
 * The field classes a caller sees on one person's row (D4, D5) from the policies that apply (`policiesFor`):
 * the union of their `fieldAccess`, narrowed to `public` without the `private:read` scope; no caller: the owner's view.
 */
export function classesOnRow(policies: RolePolicy[], auth: AuthContext | null, relation: RowRelation): Set<FieldClass> {
  if (!auth) return new Set(OWNER_VIEW);
  const reading = policies.filter((p) => p.read !== 'none');
  const classes = new Set<FieldClass>();
  for (const fieldClass of FIELD_CLASSES) {
    if (fieldClass !== 'public' && !auth.scopes.has('private:read')) continue;
    if (reading.some((p) => reaches(p.fieldAccess?.[fieldClass], relation))) classes.add(fieldClass);
  }
  return classes;
}

/**
 * True when some field class reaches a row only as a report (no policy already opens it on every row),
 * so the reporting lines must be read.
 */
export function classesDependOnReports(policies: RolePolicy[], auth: AuthContext): boolean {
  if (!auth.isManager || !auth.scopes.has('private:read')) return false;
  const reading = policies.filter((p) => p.read !== 'none');
  return FIELD_CLASSES.some((fieldClass) => {
    const access = reading.map((p) => p.fieldAccess?.[fieldClass]);
    return !access.includes('all') && access.some(reachesReports);
  });
}

/** Fields of `sent` the caller may not write on a row it may write (policy table `writableFields`, D5). */
export function forbiddenFieldsOf(policies: RolePolicy[], relation: RowRelation, sent: string[]): string[] {
  const writing = policies.filter((p) => reaches(p.write, relation));
  if (writing.some((p) => p.writableFields === undefined)) return [];
  const allowed = new Set(writing.flatMap((p) => p.writableFields ?? []));
  return sent.filter((field) => !allowed.has(field));
}
