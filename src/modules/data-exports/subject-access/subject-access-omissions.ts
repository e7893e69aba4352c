import type { Scope } from '../../../core/auth/scopes';

/**
 * A part of the subject access document left out (docs/security.md, "Subject access"): the caller's role reads none
 * of it (`role`), or the token lacks the scope its API route needs (`scope`, named), as a GET of it would answer 403.
 */
export type OmittedSection = { section: string; reason: 'role' } | { section: string; reason: 'scope'; scope: Scope };

/**
 * Whether a part is left out for this caller: the role first (a scope cannot open what the role never reads), then the
 * scope the part's route declares; null when the caller reads it.
 */
export function omissionOf(section: string, roleReads: boolean, scope: Scope | null, scopes: ReadonlySet<Scope>): OmittedSection | null {
  if (!roleReads) return { section, reason: 'role' };
  if (scope !== null && !scopes.has(scope)) return { section, reason: 'scope', scope };
  return null;
}
