import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { AuthContext } from '../auth/auth-context';
import { PositionalParams } from '../database/positional-params';
import { runStatement, runStatementIn } from '../database/prepared-query';
import { readPool } from '../database/read-route';
import { ApiError } from '../errors/api-error';
import { newId } from '../ids';
import { OutboxService } from '../outbox/outbox.service';
import { FieldClass } from '../policy/policy-table';
import { Action, PolicyService } from '../policy/policy.service';
import { SqlCondition, TranslatedQuery } from '../query/query-declaration';
import { ParsedQuery } from '../query/query-string';
import { translateQuery } from '../query/query-translator';
import { listVisibilityParams } from '../query/field-visibility.sql';
import { CompiledRead, Statement } from '../read/compiled-read';
import { FieldPlan } from '../read/field-plan';
import { ApiRow } from '../read/read-declaration';
import { changedAttributes, pickFields } from '../serialization/serialize';
import { tenantCondition } from '../tenancy/tenant-query';
import { checkedWrite } from '../tenancy/key-checked-reference';
import { CompiledReadContext, HydrateOptions, ReadContext } from './read-context';
import { DeletedConfirmation, ListEnvelope, ResourceDefinition, StoredRecord } from './resource-definition';
import { changedColumns, storedValues } from './changed-columns';
import { entityPage } from './entity-page';
import { sensitiveShown } from './sensitive-read';
import { narrowingConditions } from './page-narrowing';
import { SealedValues } from '../crypto/sealed/sealed-values';
import { AuditReads } from '../audit/audit-reads.service';
import { auditOfChange, subjectsOf } from '../audit/audit-of-change';
import { AuditLog } from '../audit/audit-log.service';
import { creationTime } from '../database/creation-time';
import { insertEntity } from '../database/entity-insert';
import { writeTransaction } from '../database/write-transaction';

export type ApiObject = Record<string, unknown>;

/** From this `$skip` on, a page is cut as ids first (CompiledRead.pageSql's `deep`): skipped rows are not read. */
export const DEEP_PAGE_SKIP = 500;

/**
 * A write once its transaction committed, for `afterCommit`: its kind, the row as written, the validated body and
 * the per-write value its hooks returned (`applyUpdate`, `beforeDelete`).
 */
export type CommittedChange<E, C, U, W> =
  | { kind: 'created'; row: E; input: C; note?: W }
  | { kind: 'updated'; row: E; input: U; note?: W }
  | { kind: 'deleted'; row: E; note?: W };

/** The statements of one compiled list: count and page run at once on two pool connections. */
export interface ListStatements {
  count: Statement;
  page: Statement | null;
  limit: number;
  skip: number;
}

@Injectable()
export abstract class ResourceService<
  E extends StoredRecord,
  C extends object = object,
  U extends object = object,
  X extends ReadContext = ReadContext,
  W = unknown,
> {
  abstract readonly definition: ResourceDefinition<E>;
  private compiledRead?: CompiledRead;
  /** Injected by property, so resources' constructors need not pass it on. */
  @Inject(SealedValues) protected readonly sealedValues!: SealedValues;
  @Inject(AuditReads) protected readonly auditReads!: AuditReads;
  @Inject(AuditLog) protected readonly auditLog!: AuditLog;

  constructor(
    protected readonly db: DataSource,
    protected readonly outbox: OutboxService,
    protected readonly policy: PolicyService,
  ) {}

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

  /**
   * Work a list or retrieve needs done before its rows are selected, such as rows made on demand (D13's calendars);
   * runs once the caller's read permission is checked. `beforeGet` may answer 404 for an id that can never exist.
   */
  protected async beforeList(_auth: AuthContext, _query: ParsedQuery): Promise<void> {}

  protected async beforeGet(_auth: AuthContext, _id: string): Promise<void> {}

  /** The answer to a create, for resources whose create answers more than a read shows (a secret shown once). */
  protected createAnswer(answer: ApiObject, _row: E): ApiObject {
    return answer;
  }

  /** Resource-specific list parameters (`$asOf`, computed filters) applied to the list query. */
  protected applySpecial(qb: SelectQueryBuilder<E>, special: TranslatedQuery['special'], auth: AuthContext): void {
    for (const condition of this.specialConditions(special, auth)) qb.andWhere(condition.sql, condition.params);
  }

  /** The same parameters as SQL conditions (`:name` parameters), for compiled reads and query builders alike. */
  protected specialConditions(_special: TranslatedQuery['special'], _auth: AuthContext): SqlCondition[] {
    return [];
  }

  /**
   * Loads, for rows about to be shown, what they show besides their own columns (values computed in SQL,
   * related rows, the caller's relation to each row): one query per page, never one per row. Returns the
   * request's context for `toApi` (nothing is kept on the service); `auth` null for the owner's view (events).
   * `fresh` reads again what a write in this transaction may have changed.
   */
  async hydrate(em: EntityManager, rows: E[], auth: AuthContext | null, _options: HydrateOptions = {}): Promise<X> {
    if (!this.definition.read) return { auth } as X;
    return (await this.readContext(em, rows, auth)) as unknown as X;
  }

  /**
   * The API object of a row for the context its hydrate returned; null: the owner's view without a hydrate. A
   * resource with a read declaration answers from it (its rows as read, shaped by the caller's field classes), so
   * the answers to writes and event payloads are built as lists and retrieves are.
   */
  toApi(row: E, context: X | null): ApiObject {
    if (!this.definition.read) return pickFields(row, this.definition.fields);
    const read = (context as CompiledReadContext | null)?.rows?.get(row.id);
    if (!read) throw new Error(`${this.definition.name} ${row.id} is shown without having been read`);
    return this.shapeApiRow(read, this.classesIn(read, context as unknown as CompiledReadContext));
  }

  /** The rows read again by id through the compiled read (in a write's transaction, as the write left them). */
  private async readContext(em: EntityManager, rows: E[], auth: AuthContext | null): Promise<CompiledReadContext> {
    // Rows of a compiled read belong to one company (its tenant column; the company's own id for companies).
    const companyId = rows.length ? String((rows[0] as unknown as Record<string, unknown>)[this.definition.tenantColumn === 'id' ? 'id' : 'companyId']) : '';
    const read = rows.length ? await this.readApiRows(em, companyId, rows.map((r) => r.id)) : new Map<string, ApiRow>();
    const classesOf = auth && read.size ? await this.readerClasses(auth, [...read.values()], em) : null;
    return { auth, rows: read, classesOf };
  }

  /** The field classes a row shows in a context: the caller's, or for the owner's view (events) every class the owner sees. */
  private classesIn(read: ApiRow, context: CompiledReadContext): ReadonlySet<FieldClass> | null {
    if (context.auth) return context.classesOf?.(read) ?? null;
    return this.definition.read?.fieldClass ? this.policy.classesOn(null, this.definition.policy, { self: false, report: false }) : null;
  }

  /** The same context seen by the owner (event payloads, D14). */
  protected ownerView(context: X): X {
    return { ...context, auth: null };
  }

  /**
   * For compiled reads of resources with field classes: the classes the caller sees on each selected row
   * (one query per page at most); null when every row shows every field.
   */
  protected async readerClasses(_auth: AuthContext, _rows: ApiRow[], _em?: EntityManager): Promise<((row: ApiRow) => ReadonlySet<FieldClass>) | null> {
    return null;
  }

  // ---- scoping -----------------------------------------------------------

  /**
   * The one place a resource's rows are scoped (tenancy and policy): the company, the role's row policy for the
   * action and D5's new-hire rule for person-owned rows; 403 when the role has no access at all.
   */
  protected scopeConditions(auth: AuthContext, action: Action): SqlCondition[] {
    const { alias, policy, ownership, tenantColumn } = this.definition;
    const rows = this.policy.rowConditions(auth, policy, action, alias, ownership);
    return [tenantCondition(alias, auth.companyId, tenantColumn), ...rows];
  }

  /**
   * The caller's read scope as SQL conditions (`:name` parameters, the definition's alias), for reads built outside
   * the list and retrieve (data exports join these rows); 403 when the role reads none.
   */
  readScope(auth: AuthContext): SqlCondition[] {
    return this.scopeConditions(auth, 'read');
  }

  /** The scope as a query builder (writes, and resources without a compiled read). */
  protected scoped(em: EntityManager, auth: AuthContext, action: Action): SelectQueryBuilder<E> {
    const { entity, alias } = this.definition;
    const [tenant, ...others] = this.scopeConditions(auth, action);
    const qb = em.createQueryBuilder(entity, alias).where(tenant.sql, tenant.params);
    for (const condition of others) qb.andWhere(condition.sql, condition.params);
    return qb;
  }

  protected async findScoped(em: EntityManager, auth: AuthContext, id: string, action: Action, lock = false): Promise<E> {
    const { alias } = this.definition;
    const qb = this.scoped(em, auth, action).andWhere(`${alias}.id = :id`, { id });
    if (lock) qb.setLock('pessimistic_write');
    const row = await qb.getOne();
    if (!row) {
      // A row the caller can read but not write is a 403; one it cannot see is a 404 (no existence leak).
      if (action === 'write' && (await this.isReadable(em, auth, id))) throw ApiError.forbidden('Your role may not change this record');
      throw ApiError.notFound();
    }
    await this.openSealed(auth.companyId, [row]);
    return row;
  }

  /** Opens in place the sealed fields of rows of this resource read from its table (entities or compiled-read rows). */
  protected async openSealed(companyId: string, rows: readonly object[]): Promise<void> {
    const { sealed } = this.definition;
    if (sealed && rows.length) await this.sealedValues.openFields(companyId, sealed, rows as Record<string, unknown>[]);
  }

  /** A copy of values about to be written with their sealed fields sealed (the entity in memory keeps plaintext). */
  protected async sealedCopy<T extends object>(companyId: string, rowId: string, values: T): Promise<T> {
    const { sealed } = this.definition;
    if (!sealed) return values;
    const copy = Object.assign(Object.create(Object.getPrototypeOf(values)), values) as T;
    await this.sealedValues.sealFields(companyId, sealed, rowId, copy as Record<string, unknown>);
    return copy;
  }

  private async isReadable(em: EntityManager, auth: AuthContext, id: string): Promise<boolean> {
    if (!this.policy.mayTake(auth, this.definition.policy, 'read')) return false;
    return this.scoped(em, auth, 'read').andWhere(`${this.definition.alias}.id = :id`, { id }).getExists();
  }

  // ---- compiled reads ---------------------------------------------------

  /** The read declaration compiled once, on first use. */
  protected get compiled(): CompiledRead {
    const { entity, alias, read } = this.definition;
    if (!read) throw new Error(`${this.definition.name} has no read declaration`);
    this.compiledRead ??= new CompiledRead(this.db, entity, alias, read);
    return this.compiledRead;
  }

  /** WHERE text (positional) of the caller's scope and the given conditions, each parenthesised. */
  private whereOf(params: PositionalParams, conditions: SqlCondition[], shared: Record<string, unknown> = {}): string {
    return conditions.map((c) => `(${params.convert(c.sql, { ...shared, ...c.params })})`).join(' AND ');
  }

  /** The statements of a list as the core runs them (also what the SQL snapshots show). */
  listStatements(auth: AuthContext, query: ParsedQuery): ListStatements {
    const { alias } = this.definition;
    const translated = translateQuery(query, this.definition.query, alias, (c, column) => this.policy.visibleFieldSql(c, column));
    const params = new PositionalParams();
    const conditions = [...this.scopeConditions(auth, 'read'), ...translated.where, ...this.specialConditions(translated.special, auth)];
    const where = this.whereOf(params, conditions, listVisibilityParams(this.policy, auth, this.definition.policy, this.definition.query));
    const order = [...translated.sort.map((s) => `${s.column} ${s.direction}`), `${alias}.created_at ASC`, `${alias}.id ASC`].join(', ');
    const values = params.values;
    const { limit, skip } = translated;
    const n = values.length;
    return {
      count: { text: this.compiled.countSql(where), values },
      page: limit > 0 ? this.pageStatement(where, order, values, limit, skip) : null,
      limit,
      skip,
    };
  }

  /**
   * A page's statement. The first page carries its LIMIT in the text and no OFFSET: PostgreSQL costs a LIMIT or OFFSET
   * parameter as a tenth of the rows, so the generic plan of `LIMIT $n OFFSET $m` always looks dearer than a custom
   * one and the page is planned on every call; with a constant LIMIT the two cost the same and the generic plan is
   * kept after five calls. Each LIMIT a client uses is one more shape, within the bound on prepared shapes
   * (MAX_PREPARED_SHAPES). Later pages keep both as parameters, so walking the pages does not make a shape per page.
   */
  private pageStatement(where: string, order: string, values: unknown[], limit: number, skip: number): Statement {
    if (skip === 0 && Number.isSafeInteger(limit)) return { text: this.compiled.pageSql(where, order, String(limit), null), values };
    const n = values.length;
    return { text: this.compiled.pageSql(where, order, `$${n + 1}`, `$${n + 2}`, skip >= DEEP_PAGE_SKIP), values: [...values, limit, skip] };
  }

  /** The statement of a retrieve. */
  getStatement(auth: AuthContext, id: string): Statement {
    const params = new PositionalParams();
    const where = this.whereOf(params, this.scopeConditions(auth, 'read'));
    return { text: this.compiled.byIdSql(where, params.add(id)), values: params.values };
  }

  /** The statement reading rows by id for a company, whoever asks (the answers to writes, event payloads). */
  idsStatement(companyId: string, ids: readonly string[]): Statement {
    const { alias, tenantColumn } = this.definition;
    const params = new PositionalParams();
    const where = this.whereOf(params, [tenantCondition(alias, companyId, tenantColumn)]);
    // One id (the answer to most writes) as `id = $n`: PostgreSQL then settles on the statement's generic plan, which
    // it never does for `= ANY($n)` (it guesses 10 elements), so the read-back is not planned again on every write.
    if (ids.length === 1) return { text: this.compiled.byIdSql(where, params.add(ids[0])), values: params.values };
    return { text: this.compiled.byIdsSql(where, params.add([...ids])), values: params.values };
  }

  /**
   * Rows of the compiled read by id, with their derived fields, read through `em`: inside a write's transaction they
   * show its changes, so the answer to a write and its event come from the same SQL as lists and retrieves.
   */
  async readApiRows(em: EntityManager, companyId: string, ids: readonly string[]): Promise<Map<string, ApiRow>> {
    const found = new Map<string, ApiRow>();
    if (ids.length === 0) return found;
    const statement = this.idsStatement(companyId, ids);
    const rows = await runStatementIn<ApiRow>(em, statement.text, statement.values);
    await this.openSealed(companyId, rows);
    for (const row of rows) found.set(row.id as string, this.compiled.plans.derive(row));
    return found;
  }

  /** A row of `readApiRows` as a reader with these field classes sees it (the field plans of lists); a new object. */
  protected shapeApiRow(row: ApiRow, classes: ReadonlySet<FieldClass> | null): ApiObject {
    if (!classes) return { ...row };
    const shaped = this.compiled.plans.planFor(classes)(row, classes);
    return shaped === row ? { ...row } : shaped;
  }

  /** API objects of selected rows: derived fields once per row, then the field plan of the caller's classes. */
  private async present(auth: AuthContext, rows: ApiRow[]): Promise<ApiObject[]> {
    const { plans } = this.compiled;
    for (const row of rows) plans.derive(row);
    const classesOf = await this.readerClasses(auth, rows);
    if (!classesOf) return rows;
    // Rows of the same relation share one set of classes: its plan is looked up once.
    const planOf = new Map<ReadonlySet<FieldClass>, FieldPlan>();
    return rows.map((row) => {
      const classes = classesOf(row);
      let plan = planOf.get(classes);
      if (!plan) {
        plan = plans.planFor(classes);
        planOf.set(classes, plan);
      }
      return plan(row, classes);
    });
  }

  // ---- operations --------------------------------------------------------

  async list(auth: AuthContext, query: ParsedQuery): Promise<ListEnvelope> {
    this.policy.assertAllowed(auth, this.definition.policy, 'read');
    await this.beforeList(auth, query);
    if (!this.definition.read) return this.listEntities(auth, query);
    const statements = this.listStatements(auth, query);
    const pool = readPool(this.db);
    const [counted, rows] = await Promise.all([
      runStatement<{ total: number }>(pool, statements.count.text, statements.count.values),
      statements.page ? runStatement<ApiRow>(pool, statements.page.text, statements.page.values) : [],
    ]);
    await this.openSealed(auth.companyId, rows);
    const data = rows.length ? await this.present(auth, rows) : [];
    await this.auditRead(auth, data, null);
    return { total: counted[0]?.total ?? 0, limit: statements.limit, skip: statements.skip, data };
  }

  async get(auth: AuthContext, id: string): Promise<ApiObject> {
    this.policy.assertAllowed(auth, this.definition.policy, 'read');
    await this.beforeGet(auth, id);
    if (!this.definition.read) {
      const row = await this.findScoped(this.db.manager, auth, id, 'read');
      const [answer] = await this.answersTo(auth, [row], await this.hydrate(this.db.manager, [row], auth), id);
      return answer;
    }
    const statement = this.getStatement(auth, id);
    const rows = await runStatement<ApiRow>(readPool(this.db), statement.text, statement.values);
    if (rows.length === 0) throw ApiError.notFound();
    await this.openSealed(auth.companyId, rows);
    const [answer] = await this.present(auth, rows);
    await this.auditRead(auth, [answer], id);
    return answer;
  }

  /**
   * The API objects of rows as the caller sees them (`context`: the caller's hydrate), with the read of what they
   * show recorded (`auditRead`): every answer made of a resource's rows leaves through here or through `present`.
   * `em`: the write's transaction the answer belongs to.
   */
  protected async answersTo(auth: AuthContext, rows: E[], context: X | null, target: string | null, em?: EntityManager): Promise<ApiObject[]> {
    const answers = rows.map((row) => this.toApi(row, context));
    await this.auditRead(auth, answers, target, rows, em);
    return answers;
  }

  /**
   * A sensitive read's audit entry (the definition's `auditReads`, judged by `sensitiveShown`): the people concerned,
   * the names of the sensitive fields shown, the rows of a list. A read answered by itself is stored before the answer
   * leaves and fails closed (503) when it cannot be; the answer to a write (`em`, its transaction) is recorded with the
   * write's own entries, so it commits with the write or not at all. `rows`: the rows of the answers, in order, for
   * resources whose declaration judges rows.
   */
  protected async auditRead(auth: AuthContext, answers: ApiObject[], id: string | null, rows: readonly E[] | null = null, em?: EntityManager): Promise<void> {
    const spec = this.definition.auditReads;
    if (!spec) return;
    const shown = sensitiveShown(spec, answers, rows);
    if (!shown) return;
    const { name } = this.definition;
    const entry = {
      companyId: auth.companyId,
      action: `${name}.read`,
      subjectPersonIds: shown.answers.flatMap((a) => subjectsOf(name, a)),
      target: { type: name, id },
      fields: shown.fields,
      rowCount: id === null ? shown.answers.length : null,
    };
    if (em) await this.auditLog.recordWrite(em, entry);
    else await this.auditReads.record(entry);
  }

  /**
   * Lists through TypeORM entities, for resources without a read declaration; the definition's `narrowPage` says
   * which queries find their page through their filters' indexes first (page-narrowing.ts).
   */
  private async listEntities(auth: AuthContext, query: ParsedQuery): Promise<ListEnvelope> {
    const { alias } = this.definition;
    const translated = translateQuery(query, this.definition.query, alias, (c, column) => this.policy.visibleFieldSql(c, column));
    const em = this.db.manager;
    const qb = this.scoped(em, auth, 'read');
    qb.setParameters(listVisibilityParams(this.policy, auth, this.definition.policy, this.definition.query));
    for (const condition of translated.where) qb.andWhere(condition.sql, condition.params);
    const narrowing = narrowingConditions(this.definition.narrowPage, query, alias);
    for (const condition of narrowing ?? []) qb.andWhere(condition.sql, condition.params);
    this.applySpecial(qb, translated.special, auth);
    const { total, rows } = await entityPage(em, qb, translated, alias, narrowing !== null);
    await this.openSealed(auth.companyId, rows);
    const context = rows.length ? await this.hydrate(em, rows, auth) : null;
    const data = await this.answersTo(auth, rows, context, null);
    return { total, limit: translated.limit, skip: translated.skip, data };
  }

  async create(auth: AuthContext, input: C): Promise<ApiObject> {
    if (this.definition.sealed) await this.sealedValues.warm(auth.companyId);
    const { row, answer } = await writeTransaction(this.db, async (em) => {
      this.assertMayCreate(auth);
      // The event is recorded after the hook, so it shows the related rows the hook made, at the place reserved
      // before it, so it precedes the events of those rows (parent first).
      const seq = this.definition.events === false ? undefined : await this.outbox.reserve(em);
      const created = await this.insertRow(em, auth, await this.buildNew(em, auth, input), { recordEvent: false });
      await this.afterWrite(em, auth, created, 'created', input);
      // One hydrate at the end serves the event (owner's view) and the response (caller's view).
      const hydrated = await this.hydrate(em, [created], auth, { fresh: true });
      await this.recordEvent(em, auth.companyId, 'created', created, undefined, hydrated, seq);
      const [answer] = await this.answersTo(auth, [created], hydrated, created.id, em);
      return { row: created, answer };
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
      const before = this.toApi(existing, await this.hydrate(em, [existing], null));
      const metadata = em.connection.getMetadata(this.definition.entity);
      const stored = storedValues(metadata, existing);
      const note = (await this.applyUpdate(em, auth, existing, input)) ?? undefined;
      existing.updatedAt = new Date();
      // Only the columns the update changed are written; no save() that selects the row again.
      const changed = await this.sealedCopy(auth.companyId, existing.id, changedColumns(metadata, existing, stored, ['updatedAt']));
      await checkedWrite(em, () => em.update(this.definition.entity, { id: existing.id } as never, changed as never));
      await this.afterWrite(em, auth, existing, 'updated', input, note);
      const hydrated = await this.hydrate(em, [existing], auth, { fresh: true });
      await this.recordEvent(em, auth.companyId, 'updated', existing, before, hydrated);
      const [answer] = await this.answersTo(auth, [existing], hydrated, existing.id, em);
      return { row: existing, answer, note };
    });
    await this.afterCommit({ kind: 'updated', row, input, note }, auth);
    return answer;
  }

  async remove(auth: AuthContext, id: string): Promise<DeletedConfirmation> {
    const { row, note } = await writeTransaction(this.db, async (em) => {
      await this.beforeLock(em, auth, id);
      const existing = await this.findScoped(em, auth, id, 'write', true);
      const context = await this.hydrate(em, [existing], null);
      const note = (await this.beforeDelete(em, auth, existing)) ?? undefined;
      await em.delete(this.definition.entity, { id: existing.id } as never);
      await this.afterWrite(em, auth, existing, 'deleted', undefined, note);
      await this.recordEvent(em, auth.companyId, 'deleted', existing, undefined, context);
      return { row: existing, note };
    });
    await this.afterCommit({ kind: 'deleted', row, note }, auth);
    return { id, deleted: true };
  }

  /**
   * Records `<name>.<kind>` with the row as the owner sees it: from the write's own hydrate when given, else rows
   * still stored are hydrated here.
   */
  protected async recordEvent(
    em: EntityManager,
    companyId: string,
    kind: string,
    row: E,
    before?: ApiObject,
    context?: X,
    reservedSeq?: string,
  ): Promise<void> {
    const owner = context ? this.ownerView(context) : kind !== 'deleted' ? await this.hydrate(em, [row], null) : null;
    const object = this.toApi(row, owner);
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
    const { entity, alias, tenantColumn } = this.definition;
    const load = async () => {
      const rows = await em.createQueryBuilder(entity, alias)
        .where(tenantCondition(alias, companyId, tenantColumn).sql, { tenantCompanyId: companyId })
        .andWhere(`${alias}.id = ANY(:ids)`, { ids }).getMany();
      await this.openSealed(companyId, rows);
      return rows;
    };
    const beforeRows = await load();
    const beforeContext = await this.hydrate(em, beforeRows, null);
    const before = new Map(beforeRows.map((row) => [row.id, this.toApi(row, beforeContext)]));
    const result = await change();
    const afterRows = await load();
    const afterContext = await this.hydrate(em, afterRows, null, { fresh: true });
    // Every given row is recorded, even when only hidden fields moved (a person's time-away policy): the caller
    // passes the rows it changes.
    for (const row of afterRows) await this.recordEvent(em, companyId, 'updated', row, before.get(row.id), afterContext);
    return result;
  }

  /**
   * Every row a person owns (`ownership.personColumn`; for people themselves, the person) that the caller reads, as
   * the caller sees it (the role's rows, D5's new-hire rule, field classes and the scopes behind them, as a list and
   * a retrieve), read through `em`, oldest first: what subject access (GDPR Art. 15) hands over. Fields of the
   * `selfOnly` class (credentials such as the calendar feed token) are left out. None for resources no person owns;
   * 403 when the role reads none of the resource.
   */
  async personRowsAs(em: EntityManager, auth: AuthContext, personId: string): Promise<ApiObject[]> {
    const { alias, ownership, read } = this.definition;
    if (!ownership?.personColumn) return [];
    const qb = this.scoped(em, auth, 'read')
      .andWhere(`${alias}.${ownership.personColumn} = :ownerPersonId`, { ownerPersonId: personId })
      .orderBy(`${alias}.created_at`, 'ASC').addOrderBy(`${alias}.id`, 'ASC');
    // A compiled read selects its rows by id (sealed fields opened there); entities are shown as loaded.
    if (read) qb.select([`${alias}.id`, `${alias}.companyId`, `${alias}.createdAt`]);
    const rows = await qb.getMany();
    if (!rows.length) return [];
    if (!read) await this.openSealed(auth.companyId, rows);
    const context = await this.hydrate(em, rows, auth);
    const credential = read?.fieldClass ? (field: string) => read.fieldClass!(field) === 'selfOnly' : () => false;
    return rows.map((row) => Object.fromEntries(Object.entries(this.toApi(row, context)).filter(([field]) => !credential(field))));
  }

  /** `<name>.deleted` for rows a parent's delete removes with it (the database cascade writes no events). */
  async recordCascadeDeletes(em: EntityManager, companyId: string, rows: E[]): Promise<void> {
    if (rows.length === 0) return;
    await this.openSealed(companyId, rows);
    const context = await this.hydrate(em, rows, null);
    for (const row of rows) await this.recordEvent(em, companyId, 'deleted', row, undefined, context);
  }
}
