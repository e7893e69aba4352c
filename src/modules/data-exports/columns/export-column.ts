import type { AuthContext } from '../../../core/auth/auth-context';
import type { Scope } from '../../../core/auth/scopes';
import type { FieldClass, PolicyResource } from '../../../core/policy/policy-table';
import type { ExportedColumn, PersonValuesLoader } from '../../../core/read/export-declaration';

export type { CellKind } from '../../../core/read/export-declaration';

/**
 * What reading a column takes (D4, D5): the token's scopes, and the policy row of a resource. With `fieldClass`,
 * the rows on which the role sees that class of the resource's fields (`fieldAccess`); without, the rows of the
 * resource the role reads. `everyRow`: only roles reading every row of the resource (identity-document verifiers).
 */
export interface ColumnGate {
  scope: Scope;
  /** A further condition on the caller (a section's own scope, e.g. compensation custom fields). */
  alsoAllowed?: (auth: AuthContext) => boolean;
  resource: PolicyResource;
  fieldClass?: FieldClass;
  everyRow?: boolean;
}

/** A column as an export plans it: its declaration, what reading it takes, and the loader of its `personValue`. */
export interface ExportColumn extends ExportedColumn {
  gate: ColumnGate;
  personValues?: PersonValuesLoader;
}

/** A column with no data source in this product: always an empty cell (docs/decisions-exports.md). */
export const emptyColumn = (gate: ColumnGate): ExportColumn => ({ sql: 'NULL::text', kind: 'text', gate });
