import { ApiError, ValidationIssue } from '../../core/errors/api-error';
import { CompensationType, ENDING_BASE_TYPES } from '../compensation-types';

interface EndingFields {
  effectiveDate: string;
  endDate: string | null;
  endReason: string | null;
}

/**
 * `endDate` and `endReason` only for base types bonus, commission and custom; a reason only with an end date;
 * the end on or after the start. All broken rules are reported at once.
 */
export function assertEndingRules(type: CompensationType, row: EndingFields): void {
  const issues: ValidationIssue[] = [];
  const ends = ENDING_BASE_TYPES.includes(type.baseType);
  if (row.endDate !== null && !ends) {
    issues.push({ name: 'endDate', reason: `only compensations of base type ${ENDING_BASE_TYPES.join(', ')} have an end date; this type is ${type.baseType}` });
  }
  if (row.endReason !== null && !ends) {
    issues.push({ name: 'endReason', reason: `only compensations of base type ${ENDING_BASE_TYPES.join(', ')} have an end reason; this type is ${type.baseType}` });
  } else if (row.endReason !== null && row.endDate === null) {
    issues.push({ name: 'endReason', reason: 'is only given together with an endDate' });
  }
  if (row.endDate !== null && ends && row.endDate < row.effectiveDate) {
    issues.push({ name: 'endDate', reason: 'must be on or after effectiveDate' });
  }
  if (issues.length) throw ApiError.validation(issues);
}
