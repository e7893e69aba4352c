import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AuthContext } from '../auth/auth-context';
import { newId } from '../ids';
import { OutboxService } from '../outbox/outbox.service';
import { PolicyService } from '../policy/policy.service';
import { changedAttributes } from '../serialization/serialize';
import { checkedWrite } from '../tenancy/key-checked-reference';
import { DeletedConfirmation, StoredRecord } from './resource-definition';
import { ApiObject, ResourceReader, RowOf } from './resource-reader';
import { changedColumns, storedValues } from './changed-columns';
import { auditOfChange } from '../audit/audit-of-change';
import { creationTime } from '../database/creation-time';
import { insertEntity } from '../database/entity-insert';
import { writeTransaction } from '../database/write-transaction';

export type { ApiObject } from './resource-reader';
export { DEEP_PAGE_SKIP } from '../read/read-statements';

/**
 * A write once its transaction committed, for `afterCommit`: its kind, the row as written, the validated body and
 * the per-write value its hooks returned (`applyUpdate`, `beforeDelete`).
 */
export type CommittedChange<E, C, U, W> =
  | { kind: 'created'; row: E; input: C; note?: W }
  | { kind: 'updated'; row: E; input: U; note?: W }
  | { kind: 'deleted'; row: E; note?: W };

/**
 * The write side of a resource (create, update, delete and their hooks, events of changes made elsewhere) on top of
 * its read side (ResourceReader): every resource extends it.
 */
@Injectable()
export abstract class ResourceService<
  E extends StoredRecord,
  C extends object = object,
  U extends object = object,
  W = unknown,
> extends ResourceReader<E> {
  constructor(
    db: DataSource,
    protected readonly outbox: OutboxService,
    policy: PolicyService,
  ) {
    super(db, policy);
  }

  // ---- hooks -------------------------------------------------------------

  /** Fields of a new row from a validated create body (company, id and timestamps are set by the core). */
  protected async buildNew(_em: EntityManager, _auth: AuthContext, input: C): Promise<Partial<E>> {
    return { ...input } as unknown as Partial<E>;
  }

  /**
   * Applies a validated update body to a locked row. May return a per-write value (what it saw before the change)
   * that the core hands to `afterWrite` and `afterCommit`: nothing about a write is kept on the singleton service.
   */
  protected async applyUpdate(_em: EntityManager, _auth: AuthContext, row: E, input: U): Promise<W | void> {
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined) (row as Record<string, unknown>)[key] = value;
    }
  }

  /** Checks before a locked row is deleted; may return a per-write value for `afterWrite` and `afterCommit`. */
  protected async beforeDelete(_em: EntityManager, _auth: AuthContext, _row: E): Promise<W | void> {}

  /**
   * Runs inside the write's transaction after the row is stored (keep invariants, touch related rows);
   * `input` is the validated body of a create or update, for related rows made from it; `note` the per-write value
   * `applyUpdate` or `beforeDelete` returned.
   */
  protected async afterWrite(
    _em: EntityManager,
    _auth: AuthContext,
    _row: E,
    _kind: 'created' | 'updated' | 'deleted',
    _input?: C | U,
    _note?: W,
  ): Promise<void> {}

  /**
   * Runs once the write's transaction has committed (never after a rollback): work outside the database that must
   * only follow a stored change, such as deleting the bytes of files the write released. The change is stored
   * whatever it does: it must not fail the request (hand slow or fallible work to a background task).
   */
  protected async afterCommit(_change: CommittedChange<E, C, U, W>, _auth: AuthContext): Promise<void> {}

  /**
   * Runs first in an update's or delete's transaction, before the record's row lock: locks that must be
   * taken before it (the owning person's row, so per-person invariants serialize without deadlocks).
   */
  protected async beforeLock(_em: EntityManager, _auth: AuthContext, _id: string): Promise<void> {}

  /** 403 unless the role may write some rows (of some section, for sectioned resources); override when creates follow several policy rows. */
  protected assertMayCreate(auth: AuthContext): void {
    this.policy.assertMayTake(auth, this.definition.policy, 'write');
  }

  /** The answer to a create, for resources whose create answers more than a read shows (a secret shown once). */
  protected createAnswer(answer: ApiObject, _row: E): ApiObject {
    return answer;
  }

  /** A copy of values about to be written with their sealed fields sealed (the entity in memory keeps plaintext). */
  protected async sealedCopy<T extends object>(companyId: string, rowId: string, values: T): Promise<T> {
    const { sealed } = this.definition;
    if (!sealed) return values;
    const copy = Object.assign(Object.create(Object.getPrototypeOf(values)), values) as T;
    await this.sealedValues.sealFields(companyId, sealed, rowId, copy as Record<string, unknown>);
    return copy;
  }

  // ---- operations --------------------------------------------------------

  async create(auth: AuthContext, input: C): Promise<ApiObject> {
    if (this.definition.sealed) await this.sealedValues.warm(auth.companyId);
    const { row, answer } = await writeTransaction(this.db, async (em) => {
      this.assertMayCreate(auth);
      // The event is recorded after the hook, so it shows the related rows the hook made, at the place reserved
      // before it, so it precedes the events of those rows (parent first).
      const seq = this.definition.events === false ? undefined : await this.outbox.reserve(em);
      const created = await this.insertRow(em, auth, await this.buildNew(em, auth, input), { recordEvent: false });
      await this.afterWrite(em, auth, created, 'created', input);
      // One read at the end serves the event (owner's view) and the response (caller's view).
      const shown = await this.writtenViews(em, created, auth);
      await this.recordEvent(em, auth.companyId, 'created', created, undefined, shown.owner, seq);
      await this.auditRead(auth, [shown.caller], created.id, [created], em);
      return { row: created, answer: shown.caller };
    });
    await this.afterCommit({ kind: 'created', row, input }, auth);
    return this.createAnswer(answer, row);
  }

  /** Inserts a row for the caller's company and records its `created` event; for hooks that make related rows too. */
  async insertRow(
    em: EntityManager,
    auth: Pick<AuthContext, 'companyId'>,
    fields: Partial<E>,
    options: { recordEvent?: boolean } = {},
  ): Promise<E> {
    const now = creationTime();
    const row = em.create(this.definition.entity, { id: newId(), ...fields, companyId: auth.companyId, createdAt: now, updatedAt: now } as unknown as E);
    const stored = await this.sealedCopy(auth.companyId, row.id, row);
    await checkedWrite(em, () => insertEntity(em, this.definition.entity, stored));
    if (options.recordEvent !== false) await this.recordEvent(em, auth.companyId, 'created', row);
    return row;
  }

  async update(auth: AuthContext, id: string, input: U): Promise<ApiObject> {
    if (this.definition.sealed) await this.sealedValues.warm(auth.companyId);
    const { row, answer, note } = await writeTransaction(this.db, async (em) => {
      await this.beforeLock(em, auth, id);
      const existing = await this.findScoped(em, auth, id, 'write', true);
      const before = await this.objectOf(em, existing, null);
      const metadata = em.connection.getMetadata(this.definition.entity);
      const stored = storedValues(metadata, existing);
      const note = (await this.applyUpdate(em, auth, existing, input)) ?? undefined;
      existing.updatedAt = new Date();
      // Only the columns the update changed are written; no save() that selects the row again.
      const changed = await this.sealedCopy(auth.companyId, existing.id, changedColumns(metadata, existing, stored, ['updatedAt']));
      await checkedWrite(em, () => em.update(this.definition.entity, { id: existing.id } as never, changed as never));
      await this.afterWrite(em, auth, existing, 'updated', input, note);
      const shown = await this.writtenViews(em, existing, auth);
      await this.recordEvent(em, auth.companyId, 'updated', existing, before, shown.owner);
      await this.auditRead(auth, [shown.caller], existing.id, [existing], em);
      return { row: existing, answer: shown.caller, note };
    });
    await this.afterCommit({ kind: 'updated', row, input, note }, auth);
    return answer;
  }

  async remove(auth: AuthContext, id: string): Promise<DeletedConfirmation> {
    const { row, note } = await writeTransaction(this.db, async (em) => {
      await this.beforeLock(em, auth, id);
      const existing = await this.findScoped(em, auth, id, 'write', true);
      const shown = await this.objectOf(em, existing, null);
      const note = (await this.beforeDelete(em, auth, existing)) ?? undefined;
      await em.delete(this.definition.entity, { id: existing.id } as never);
      await this.afterWrite(em, auth, existing, 'deleted', undefined, note);
      await this.recordEvent(em, auth.companyId, 'deleted', existing, undefined, shown);
      return { row: existing, note };
    });
    await this.afterCommit({ kind: 'deleted', row, note }, auth);
    return { id, deleted: true };
  }

  /**
   * Records `<name>.<kind>` with the row as the owner sees it (`shown`, read by the write, e.g. with `objectsOf`),
   * else a row still stored is read here (a deleted row must have been read before it went).
   */
  protected async recordEvent(
    em: EntityManager,
    companyId: string,
    kind: string,
    row: RowOf,
    before?: ApiObject,
    shown?: ApiObject,
    reservedSeq?: string,
  ): Promise<void> {
    const object = shown ?? (kind !== 'deleted' ? await this.objectOf(em, row, null) : this.unread(row));
    if (this.definition.events === false) {
      // Not an event (D14), still a change: its audit entry commits with it (the outbox makes the others').
      const change = {
        companyId, type: `${this.definition.name}.${kind}`, object,
        previousAttributes: before ? changedAttributes(before, object) : undefined, auditValues: this.definition.auditValues,
      };
      await this.auditLog.recordWrite(em, auditOfChange(change));
      return;
    }
    await this.outbox.record(em, {
      companyId,
      type: `${this.definition.name}.${kind}`,
      object,
      previousAttributes: before ? changedAttributes(before, object) : undefined,
      auditValues: this.definition.auditValues,
    }, reservedSeq);
  }

  /**
   * Runs a change made outside `update()` (a bulk UPDATE, a counter moving, a console command) and records
   * `<name>.updated` for each given row, with previousAttributes: every change is an event (D14).
   */
  async withUpdateEvents<T>(em: EntityManager, companyId: string, ids: string[], change: () => Promise<T>): Promise<T> {
    if (ids.length === 0 || this.definition.events === false) return change();
    const rows = [...new Set(ids)].map((id) => ({ id, companyId }));
    const before = await this.objectsOf(em, rows, null);
    const result = await change();
    const after = await this.objectsOf(em, rows, null);
    // Every given row still stored is recorded, even when only hidden fields moved (a person's time-away policy): the
    // caller passes the rows it changes.
    for (const row of rows) {
      const shown = after.get(row.id);
      if (shown) await this.recordEvent(em, companyId, 'updated', row, before.get(row.id), shown);
    }
    return result;
  }

  /** `<name>.deleted` for rows a parent's delete removes with it (the database cascade writes no events). */
  async recordCascadeDeletes(em: EntityManager, companyId: string, rows: readonly RowOf[]): Promise<void> {
    if (rows.length === 0) return;
    const shown = await this.objectsOf(em, rows, null);
    for (const row of rows) await this.recordEvent(em, companyId, 'deleted', row, undefined, shown.get(row.id));
  }
}
