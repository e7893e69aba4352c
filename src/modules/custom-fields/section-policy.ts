import { AuthContext } from '../../core/auth/auth-context';
import { Scope } from '../../core/auth/scopes';
import { PolicyResource } from '../../core/policy/policy-table';
import { Action } from '../../core/policy/policy.service';
import { CUSTOM_FIELD_SECTIONS, CustomFieldSection } from './custom-field.entity';

/**
 * A custom value is as private as the record it extends: values of `banking` fields follow the bank-account
 * rows of the policy table, `equipment` the equipment rows, `compensation` the compensation rows (and need the
 * compensations scopes); the profile sections follow the `customValue` rows.
 */
export const SECTION_POLICY: Record<CustomFieldSection, PolicyResource> = Object.fromEntries(
  CUSTOM_FIELD_SECTIONS.map((section) => [section, 'customValue']),
) as Record<CustomFieldSection, PolicyResource>;
SECTION_POLICY.banking = 'bankAccount';
SECTION_POLICY.equipment = 'equipment';
SECTION_POLICY.compensation = 'compensation';

/** Scopes a value's section needs beyond the route's private scope. */
const SECTION_SCOPE: Partial<Record<CustomFieldSection, Record<Action, Scope>>> = {
  compensation: { read: 'compensations:read', write: 'compensations:write' },
};

export function sectionScopeAllows(auth: AuthContext, section: CustomFieldSection, action: Action): boolean {
  const scope = SECTION_SCOPE[section]?.[action];
  return scope === undefined || auth.scopes.has(scope);
}

/** The sections governed by each policy resource. */
export function sectionsByPolicy(): [PolicyResource, CustomFieldSection[]][] {
  const groups = new Map<PolicyResource, CustomFieldSection[]>();
  for (const section of CUSTOM_FIELD_SECTIONS) {
    const resource = SECTION_POLICY[section];
    groups.set(resource, [...(groups.get(resource) ?? []), section]);
  }
  return [...groups.entries()];
}
