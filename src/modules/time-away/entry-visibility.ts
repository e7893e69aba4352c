import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { shownFor } from '../../core/policy/conditional-fields';
import { ClassReach, PolicyService } from '../../core/policy/policy.service';
import { TimeAwayCategory } from '../time-away-types';

/**
 * Categories whose type shows to everyone (D4 "no reason": the reason is shown only for these), the access layer's
 * conditional field `timeAwayTypeId`. Sick, parental, unpaid and other leave are health or family matters: readers
 * without the private view see "Time off".
 */
export const PUBLIC_CATEGORIES: ReadonlySet<TimeAwayCategory> = new Set(shownFor('timeAway', 'timeAwayTypeId') as TimeAwayCategory[]);
export const UNDISCLOSED_NAME = 'Time off';

/** SQL: the category (an expression over a time-away type) is one whose type shows to everyone. */
export const publicCategorySql = (category: string): string => `${category} IN (${[...PUBLIC_CATEGORIES].map((c) => `'${c}'`).join(', ')})`;

/** Whether entries of these categories show their type to everyone (else only with the private view). */
export const categoriesArePublic = (categories: readonly TimeAwayCategory[]): boolean => categories.every((c) => PUBLIC_CATEGORIES.has(c));

/** Whose entries the caller sees in full (`note`, the type): `all`, or a set of person ids. */
export type PrivateView = ClassReach;

/**
 * The private view of entries follows the policy table's `fieldAccess` and `private:read` (D4, D5): owner, admin
 * and finance see every entry in full, a user their own, a manager also their reports'. One query at most.
 */
export function privateViewOf(em: EntityManager, policy: PolicyService, auth: AuthContext | null): Promise<PrivateView> {
  return policy.classReach(em, auth, 'timeAway', 'private');
}

export function seesPrivate(view: PrivateView, personId: string): boolean {
  return view === 'all' || view.has(personId);
}
