import { FIELD_CLASSES, FieldClass } from '../policy/policy-table';
import { ApiRow, ReadDeclaration } from './read-declaration';

/** Builds the API object of a selected row for one set of visible field classes. */
export type FieldPlan = (row: ApiRow, classes: ReadonlySet<FieldClass>) => ApiRow;

/**
 * Field plans compiled per (resource, visible classes), once: a reader who sees every field gets the selected row
 * itself; any other reader one new object with the visible fields in order, narrowed where declared.
 */
export class FieldPlans {
  private readonly plans = new Map<string, FieldPlan>();
  private readonly derived: [string, (selected: unknown, row: ApiRow) => unknown][];

  constructor(private readonly read: ReadDeclaration) {
    this.derived = Object.entries(read.derive ?? {});
  }

  /** Computes the derived fields in place (once per row, whoever reads it). */
  derive(row: ApiRow): ApiRow {
    for (const [field, compute] of this.derived) row[field] = compute(row[field], row);
    return row;
  }

  planFor(classes: ReadonlySet<FieldClass>): FieldPlan {
    const key = FIELD_CLASSES.filter((c) => classes.has(c)).join(',');
    let plan = this.plans.get(key);
    if (!plan) {
      plan = this.compile(classes);
      this.plans.set(key, plan);
    }
    return plan;
  }

  private compile(classes: ReadonlySet<FieldClass>): FieldPlan {
    const { fields, fieldClass, narrow = {} } = this.read;
    if (!fieldClass) return (row) => row;
    const visible = fields.filter((f) => classes.has(fieldClass(f)));
    const missesAClass = FIELD_CLASSES.some((c) => !classes.has(c) && fields.some((f) => fieldClass(f) === c));
    if (!missesAClass) return (row) => row;
    const steps = visible.map((field) => [field, narrow[field]] as const);
    return (row, rowClasses) => {
      const out: ApiRow = {};
      for (const [field, narrowed] of steps) out[field] = narrowed ? narrowed(row[field], row, rowClasses) : row[field];
      return out;
    };
  }
}
