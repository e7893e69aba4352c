import { AuthContext } from '../../core/auth/auth-context';
import { PolicyResource } from '../../core/policy/policy-table';
import { Action } from '../../core/policy/policy.service';
import { sectionPolicy, sectionScopeAllows as scopeAllows } from '../../core/policy/resource-access';
import { CUSTOM_FIELD_SECTIONS, CustomFieldSection } from './custom-field.entity';

/**
 * The policy resource each section's values follow, read from the access layer's data (`RESOURCE_ACCESS.customValue`):
 * a custom value is as private as the record it extends.
 */
export const SECTION_POLICY: Record<CustomFieldSection, PolicyResource> = Object.fromEntries(
  CUSTOM_FIELD_SECTIONS.map((section) => [section, sectionPolicy('customValue', section)]),
) as Record<CustomFieldSection, PolicyResource>;

/** Whether the caller's scopes allow the action on values of the section (beyond the route's private scope). */
export function sectionScopeAllows(auth: AuthContext, section: CustomFieldSection, action: Action): boolean {
  return scopeAllows(auth, 'customValue', section, action);
}
