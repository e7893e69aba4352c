import { fieldContext, type SealedItem } from '../../core/crypto';
import { ExportPlan } from './export-plan';

/** Opens stored values with their contexts (SealedValues.openAll: each key id named in the batch fetched once). */
export type OpenSealed = (items: SealedItem[]) => Promise<unknown[]>;

/**
 * Replaces in place the sealed cells of a batch of cursor rows by their plaintexts, in one `openAll`: each cell is
 * opened with the context of the row its value belongs to (the id selected beside it). Legacy plain values open as
 * themselves; a ciphertext that does not open fails the export (never a wrong value).
 */
export async function openSealedCells(plan: ExportPlan, rows: unknown[][], open: OpenSealed): Promise<void> {
  if (!plan.sealedCells.length) return;
  const at: { row: unknown[]; column: number }[] = [];
  const items: SealedItem[] = [];
  for (const row of rows) {
    for (const cell of plan.sealedCells) {
      const stored = row[cell.column];
      if (typeof stored !== 'string') continue;
      const { declaration, field } = plan.columns[cell.column].sealed!;
      at.push({ row, column: cell.column });
      items.push({ stored, context: fieldContext(declaration, field, plan.companyId, String(row[cell.rowId])) });
    }
  }
  if (!items.length) return;
  const opened = await open(items);
  at.forEach(({ row, column }, i) => (row[column] = opened[i]));
}
