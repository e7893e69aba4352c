import { Injectable } from '@nestjs/common';
import { AuthContext } from '../auth/auth-context';
import { Role } from '../auth/roles';
import { ApiError } from '../errors/api-error';
import { SqlCondition } from '../query/query-declaration';
import { NO_ACCESS, POLICY_TABLE, PolicyResource, RolePolicy, RowAccess } from './policy-table';
import { REPORTS_OF_SQL } from './reporting-lines.sql';

export type Action = 'read' | 'write';

/** How a resource ties rows to people, for `self` and `reports` access. */
export interface RowOwnership {
  /** Column holding the owning person's id (`id` for people themselves); none for company settings. */
  personColumn?: string;
}

/** Reads the declarative policy table for the caller; services ask it, never the role directly. */
@Injectable()
export class PolicyService {
  /**
   * The policy rows that apply: anyone with reports is also a manager (D5: implied by reporting lines,
   * whatever the role) and gets the union of both rows. A row that needs a grant the company has not
   * given falls back to its `withoutGrant` row.
   */
  policiesFor(auth: AuthContext, resource: PolicyResource): RolePolicy[] {
    const roles: Role[] = [auth.role];
    if (auth.isManager) roles.push('manager');
    return roles.map((role) => {
      const policy = POLICY_TABLE[resource][role];
      if (policy.grant && !auth.grants[policy.grant]?.includes(role as never)) return policy.withoutGrant ?? NO_ACCESS;
      return policy;
    });
  }

  access(auth: AuthContext, resource: PolicyResource, action: Action): RowAccess[] {
    return this.policiesFor(auth, resource)
      .map((p) => p[action])
      .filter((a) => a !== 'none');
  }

  /** 403 unless the role may take this action on at least some rows (D5). */
  assertAllowed(auth: AuthContext, resource: PolicyResource, action: Action): RowAccess[] {
    const access = this.access(auth, resource, action);
    if (access.length === 0) throw ApiError.forbidden(`Your role may not ${action} this resource`);
    return access;
  }

  /** SQL narrowing rows to those the role reaches; null when it reaches all. */
  rowCondition(auth: AuthContext, access: RowAccess[], ownership: RowOwnership, alias: string): SqlCondition | null {
    if (access.includes('all')) return null;
    const column = `${alias}.${ownership.personColumn ?? 'person_id'}`;
    const parts: string[] = [];
    if (access.some((a) => a === 'self' || a === 'selfAndReports')) parts.push(`${column} = :policyPersonId`);
    if (access.some((a) => a === 'reports' || a === 'selfAndReports')) {
      parts.push(`${column} IN (${REPORTS_OF_SQL})`);
    }
    if (parts.length === 0) return { sql: 'FALSE', params: {} };
    return { sql: `(${parts.join(' OR ')})`, params: { policyPersonId: auth.personId, policyCompanyId: auth.companyId } };
  }

  /** True when the caller sees every field of the resource (not only public ones). */
  seesAllFields(auth: AuthContext, resource: PolicyResource): boolean {
    return this.policiesFor(auth, resource).some((p) => p.read !== 'none' && (p.fields ?? 'all') === 'all');
  }
}

