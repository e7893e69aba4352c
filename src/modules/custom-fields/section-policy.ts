import { PolicyResource } from '../../core/policy/policy-table';
import { sectionPolicy } from '../../core/policy/resource-access';
import { CUSTOM_FIELD_SECTIONS, CustomFieldSection } from './custom-field.entity';

/**
 * The policy resource each section's values follow, read from the access layer's data (`RESOURCE_ACCESS.customValue`):
 * a custom value is as private as the record it extends.
 */
export const SECTION_POLICY: Record<CustomFieldSection, PolicyResource> = Object.fromEntries(
  CUSTOM_FIELD_SECTIONS.map((section) => [section, sectionPolicy('customValue', section)]),
) as Record<CustomFieldSection, PolicyResource>;
