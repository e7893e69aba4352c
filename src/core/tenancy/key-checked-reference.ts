import type { EntityManager } from 'typeorm';
import { ApiError } from '../errors/api-error';

interface ExpectedReference {
  field: string;
  id: string;
}

interface ForeignKeyViolation {
  code?: string;
  constraint?: string;
  detail?: string;
}

/** Per transaction (its query runner): the field and id each company-scoped foreign key stands for in its next write. */
const expected = new WeakMap<object, Map<string, ExpectedReference>>();

/**
 * A foreign id in a body that a company-scoped foreign key (`FOREIGN KEY (company_id, x) REFERENCES t (company_id,
 * id)`) checks when the row is written: the database refuses an unknown id and another company's alike, so no
 * SELECT runs before the write (as `assertReference` does). The write that follows (`checkedWrite`) turns a violation
 * of that key into the same 422 on the field.
 */
export function expectReference(em: EntityManager, constraint: string, field: string, id: unknown): void {
  if (typeof id !== 'string') return;
  const runner = em.queryRunner;
  // Outside a transaction nothing would tie the expectation to the write that follows.
  if (!runner?.isTransactionActive) throw new Error(`expectReference(${constraint}) outside a write transaction`);
  let references = expected.get(runner);
  if (!references) expected.set(runner, (references = new Map()));
  references.set(constraint, { field, id });
}

/** The 422 an expected reference's violation stands for; null for any other error. */
export function missingReferenceError(em: EntityManager, error: unknown): ApiError | null {
  const pg = ((error as { driverError?: ForeignKeyViolation })?.driverError ?? error) as ForeignKeyViolation | undefined;
  if (pg?.code !== '23503' || !pg.constraint) return null;
  // Only the referencing side: a key "still referenced" by another table is a different refusal. (The core's inserts
  // and updates never change a referenced key, so this is a guard; it reads the detail only to exclude, because the
  // server's messages may be in another language.)
  if (/ is still referenced from table /.test(pg.detail ?? '')) return null;
  const reference = em.queryRunner ? expected.get(em.queryRunner)?.get(pg.constraint) : undefined;
  return reference ? ApiError.invalidField(reference.field, `no record with id ${reference.id} exists in this company`) : null;
}

/**
 * Runs a write the expected references guard. They stay expected until the transaction ends (its query runner is
 * not reused): a key is named once per table, and a later expectation of the same key replaces the earlier one.
 */
export async function checkedWrite<T>(em: EntityManager, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw missingReferenceError(em, error) ?? error;
  }
}
