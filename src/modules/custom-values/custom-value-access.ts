import { AuthContext } from '../../core/auth/auth-context';
import { PolicyResource, RowAccess } from '../../core/policy/policy-table';
import { Action, PolicyService } from '../../core/policy/policy.service';
import { SqlCondition } from '../../core/query/query-declaration';
import { CustomFieldSection, sectionScopeAllows, sectionsByPolicy } from '../custom-fields';
import { notNewHireSql, seesNewHires } from '../people';

interface OpenGroup {
  resource: PolicyResource;
  sections: CustomFieldSection[];
  access: RowAccess[];
}

/** The section groups open to the caller for the action: the policy row grants something and the scopes allow it. */
function openGroups(policy: PolicyService, auth: AuthContext, action: Action): OpenGroup[] {
  return sectionsByPolicy()
    .map(([resource, sections]) => ({ resource, sections, access: policy.access(auth, resource, action) }))
    .filter(({ sections, access }) => access.length > 0 && sections.every((s) => sectionScopeAllows(auth, s, action)));
}

/** Whether the role may take the action on the values of at least one section. */
export function someSectionOpen(policy: PolicyService, auth: AuthContext, action: Action): boolean {
  return openGroups(policy, auth, action).length > 0;
}

/**
 * SQL keeping the values the caller reaches: per open section group, its sections, that group's row policy
 * and its new-hire rule (D5), OR-ed together; null when no section is open to the role.
 */
export function sectionAccessCondition(policy: PolicyService, auth: AuthContext, action: Action, alias: string): SqlCondition | null {
  const parts: string[] = [];
  const params: Record<string, unknown> = {};
  openGroups(policy, auth, action).forEach(({ resource, sections, access }, index) => {
    const rows = policy.rowCondition(auth, access, { personColumn: 'person_id' }, alias);
    const conditions = [`${alias}.section IN (:...sections${index})`];
    if (rows) conditions.push(rows.sql);
    if (!seesNewHires(policy, auth, resource)) conditions.push(notNewHireSql(`${alias}.person_id`, `${alias}.company_id`));
    params[`sections${index}`] = sections;
    Object.assign(params, rows?.params);
    parts.push(`(${conditions.join(' AND ')})`);
  });
  return parts.length ? { sql: `(${parts.join(' OR ')})`, params } : null;
}
