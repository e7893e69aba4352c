import type { ReadGate } from '../../../core/policy/access-rules';
import type { ExportedColumn, PersonValuesLoader } from '../../../core/read/export-declaration';

export type { CellKind } from '../../../core/read/export-declaration';

/**
 * What reading a column takes (D4, D5): the token's scope, and the policy row of a resource. With `fieldClass`,
 * the rows on which the role sees that class of the resource's fields (`fieldAccess`); without, the rows of the
 * resource the role reads. `everyRow`: only roles reading every row of the resource (identity-document verifiers);
 * `section`: a custom value section's own scope. The access layer answers (`PolicyService.requireReadable`).
 */
export type ColumnGate = ReadGate;

/** A column as an export plans it: its declaration, what reading it takes, and the loader of its `personValue`. */
export interface ExportColumn extends ExportedColumn {
  gate: ColumnGate;
  personValues?: PersonValuesLoader;
}
