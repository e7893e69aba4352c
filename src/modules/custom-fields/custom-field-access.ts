import { AuthContext } from '../../core/auth/auth-context';
import { ApiError } from '../../core/errors/api-error';
import { PolicyService } from '../../core/policy/policy.service';
import { CustomFieldSection } from './custom-field.entity';
import { sectionScopeAllows, SECTION_POLICY } from './section-policy';

/**
 * Creating, changing or deleting a field of a section whose values follow another record's policy
 * (compensation: D5's grant and the compensations scopes) needs what writing every such record needs:
 * a field change touches every person's values (a delete removes them, a dropped choice must be unused).
 * Checked before anything about the values is read, so a refused caller learns nothing of them.
 */
export function assertMayWriteFieldsOf(policy: PolicyService, auth: AuthContext, section: CustomFieldSection): void {
  const resource = SECTION_POLICY[section];
  if (resource !== 'compensation') return;
  if (!sectionScopeAllows(auth, section, 'write') || !policy.writesEveryRow(auth, resource)) {
    throw ApiError.forbidden(`Fields of the ${section} section follow the compensation rules: your role or token may not write compensations`);
  }
}
