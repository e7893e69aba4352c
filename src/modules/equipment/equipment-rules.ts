import { ApiError, ValidationIssue } from '../../core/errors/api-error';
import { Equipment } from './equipment.entity';

type Checked = Pick<Equipment, 'cost' | 'currency' | 'issueDate' | 'receiptDate' | 'collectionDate'>;

/** Rules across fields: a cost needs its currency; receipt and collection not before issue. */
export function assertEquipmentRules(row: Checked): void {
  const issues: ValidationIssue[] = [];
  if (row.cost !== null && row.currency === null) issues.push({ name: 'currency', reason: 'is required when cost is set' });
  if (row.receiptDate !== null && row.receiptDate < row.issueDate) issues.push({ name: 'receiptDate', reason: 'must be on or after issueDate' });
  if (row.collectionDate !== null && row.collectionDate < row.issueDate) {
    issues.push({ name: 'collectionDate', reason: 'must be on or after issueDate' });
  }
  if (issues.length) throw ApiError.validation(issues);
}
