import { EntityManager } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { PositionalParams } from '../../core/database/positional-params';
import { fieldVisibilityParams } from '../../core/query/field-visibility.sql';
import { REPORTS_OF_SQL } from '../../core/policy/reporting-lines.sql';
import { PolicyService } from '../../core/policy/policy.service';
import { TimeAwayCategory } from '../time-away-types';

/**
 * Categories whose type shows to everyone (D4 "no reason": the reason is shown only for these). Sick, parental,
 * unpaid and other leave are health or family matters: readers without the private view see "Time off".
 */
export const PUBLIC_CATEGORIES: ReadonlySet<TimeAwayCategory> = new Set(['paidTimeOff', 'workingFromHome', 'workTravel']);
export const UNDISCLOSED_NAME = 'Time off';

/** Whose entries the caller sees in full (`note`, the type): `all`, or a set of person ids. */
export type PrivateView = 'all' | ReadonlySet<string>;

/**
 * The private view of entries follows the policy table's `fieldAccess` and `private:read` (D4, D5): owner, admin
 * and finance see every entry in full, a user their own, a manager also their reports'. One query at most.
 */
export async function privateViewOf(em: EntityManager, policy: PolicyService, auth: AuthContext | null): Promise<PrivateView> {
  if (!auth) return 'all';
  const params = fieldVisibilityParams(policy, auth, 'timeAway');
  if (params.fieldVisible_private_all) return 'all';
  const ids = new Set<string>();
  if (params.fieldVisible_private_self) ids.add(auth.personId);
  if (params.fieldVisible_private_reports && auth.isManager) {
    const positional = new PositionalParams();
    const sql = positional.convert(REPORTS_OF_SQL, { policyCompanyId: auth.companyId, policyPersonId: auth.personId });
    for (const row of (await em.query(sql, positional.values)) as { id: string }[]) ids.add(row.id);
  }
  return ids;
}

export function seesPrivate(view: PrivateView, personId: string): boolean {
  return view === 'all' || view.has(personId);
}
