import type { EntityManager } from 'typeorm';
import { FieldClass } from '../policy/policy-table';

/** A row as the compiled read selects it: keys are the API fields, in order. */
export type ApiRow = Record<string, unknown>;

/**
 * How a resource's list and retrieve are read: compiled once into SQL that selects each API field under
 * its own name, so a row comes back from PostgreSQL in API shape. Stored fields need no entry: the column of the
 * entity property of the same name is selected (timestamps as UTC ISO text, D7).
 */
export interface ReadDeclaration {
  /** The API object's fields, in order. */
  fields: readonly string[];
  /** SQL expression of a field that is not a column of the same name (computed, or from a joined table). */
  sql?: Record<string, string>;
  /** Tables joined to the resource's alias for those expressions (after the page is cut, so only its rows join). */
  joins?: string;
  /**
   * A field finished in JS from the value its SQL selects and the row (a formatted phone number from its
   * region): computed once per row, before visibility.
   */
  derive?: Record<string, (selected: unknown, row: ApiRow) => unknown>;
  /** Class of each field (people, job roles); without it every field is shown to every reader. */
  fieldClass?: (field: string) => FieldClass;
  /** A visible field's value for readers missing some class (a hidden work email, a job role without its note). */
  narrow?: Record<string, (value: unknown, row: ApiRow, classes: ReadonlySet<FieldClass>) => unknown>;
  /**
   * For API objects this read did not select (event payloads the change feed shows): sets what `narrow` reads of a
   * row beyond its fields (time away: whether the entry's type is of a private category), looked up through `em`.
   */
  markObjects?: (em: EntityManager, companyId: string, objects: readonly ApiRow[]) => Promise<void>;
  /**
   * Sealed columns (by entity property) the answer does not show, selected and opened with every row all the same,
   * then dropped: a row whose sealed value does not open fails its read, as its writes do (a webhook's secret).
   */
  opened?: readonly string[];
}
