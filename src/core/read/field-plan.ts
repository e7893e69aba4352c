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
    return compileCopy(visible, narrow);
  }
}

/**
 * One function per plan that returns the visible fields as a single object literal: V8 then builds every row's
 * object with one shape at once, instead of adding 70 keys one by one. Field names come from the resources' own
 * declarations (code, never input), and are quoted with JSON.stringify.
 */
function compileCopy(fields: readonly string[], narrow: NonNullable<ReadDeclaration['narrow']>): FieldPlan {
  const value = (field: string) => {
    const key = JSON.stringify(field);
    return narrow[field] ? `narrow[${key}](row[${key}], row, classes)` : `row[${key}]`;
  };
  const body = `return {${fields.map((f) => `${JSON.stringify(f)}: ${value(f)}`).join(', ')}};`;
  const copy = new Function('row', 'classes', 'narrow', body) as (row: ApiRow, classes: ReadonlySet<FieldClass>, n: typeof narrow) => ApiRow;
  return (row, classes) => copy(row, classes, narrow);
}
