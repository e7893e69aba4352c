import { Inject } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { AuthContext } from '../auth/auth-context';
import { PositionalParams } from '../database/positional-params';
import { runStatement, runStatementIn } from '../database/prepared-query';
import { readPool } from '../database/read-route';
import { ApiError } from '../errors/api-error';
import { FieldClass } from '../policy/policy-table';
import { Action, PolicyService } from '../policy/policy.service';
import { SqlCondition, TranslatedQuery } from '../query/query-declaration';
import { ParsedQuery } from '../query/query-string';
import { translateQuery } from '../query/query-translator';
import { listVisibilityParams } from '../query/field-visibility.sql';
import { CompiledRead, Statement } from '../read/compiled-read';
import { FieldPlan } from '../read/field-plan';
import { ApiRow } from '../read/read-declaration';
import { ListStatements, pageStatement, whereOf } from '../read/read-statements';
import { pickFields } from '../serialization/serialize';
import { tenantCondition } from '../tenancy/tenant-query';
import { CompiledReadContext, HydrateOptions, ReadContext } from './read-context';
import { ListEnvelope, ResourceDefinition, StoredRecord } from './resource-definition';
import { entityPage } from './entity-page';
import { sensitiveShown } from './sensitive-read';
import { narrowingConditions } from './page-narrowing';
import { SealedValues } from '../crypto/sealed/sealed-values';
import { AuditReads } from '../audit/audit-reads.service';
import { subjectsOf } from '../audit/audit-of-change';
import { AuditLog } from '../audit/audit-log.service';

export type ApiObject = Record<string, unknown>;

/**
 * The read side of a resource: its scope (tenancy and policy), its lists and retrieves, and the API objects of its
 * rows for the answers to writes and event payloads (ResourceService, the write side, extends it).
 */
export abstract class ResourceReader<E extends StoredRecord, X extends ReadContext = ReadContext> {
  abstract readonly definition: ResourceDefinition<E>;
  private compiledRead?: CompiledRead;
  /** Injected by property, so resources' constructors need not pass it on. */
  @Inject(SealedValues) protected readonly sealedValues!: SealedValues;
  @Inject(AuditReads) protected readonly auditReads!: AuditReads;
  @Inject(AuditLog) protected readonly auditLog!: AuditLog;

  constructor(
    protected readonly db: DataSource,
    protected readonly policy: PolicyService,
  ) {}

  // ---- hooks -------------------------------------------------------------

  /**
   * Work a list or retrieve needs done before its rows are selected, such as rows made on demand (D13's calendars);
   * runs once the caller's read permission is checked. `beforeGet` may answer 404 for an id that can never exist.
   */
  protected async beforeList(_auth: AuthContext, _query: ParsedQuery): Promise<void> {}

  protected async beforeGet(_auth: AuthContext, _id: string): Promise<void> {}

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

  /**
   * API objects of this resource that its read did not select (event payloads, for the change feed) as the caller
   * sees them: the field classes `readerClasses` gives each and the field plans of the read declaration, as a list
   * shapes its rows (what narrowing reads beyond the fields is set by the declaration's `markObjects`). New objects;
   * every field when the declaration has no field classes.
   */
  async objectsAsReader(em: EntityManager, auth: AuthContext, objects: readonly ApiRow[]): Promise<ApiObject[]> {
    const read = this.definition.read;
    if (!read?.fieldClass || objects.length === 0) return objects.map((object) => ({ ...object }));
    await read.markObjects?.(em, auth.companyId, objects);
    const classesOf = await this.readerClasses(auth, [...objects], em);
    return objects.map((object) => this.shapeApiRow(object, classesOf?.(object) ?? null));
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

  /**
   * The statements of a list as the core runs them (also what the SQL snapshots show). A query naming one of the
   * definition's `narrowPage` filters gets its conditions and finds its page's rows first (page-narrowing.ts).
   */
  listStatements(auth: AuthContext, query: ParsedQuery): ListStatements {
    const { alias } = this.definition;
    const translated = translateQuery(query, this.definition.query, alias, (c, column) => this.policy.visibleFieldSql(c, column));
    const narrowing = narrowingConditions(this.definition.narrowPage, query, alias);
    const params = new PositionalParams();
    const conditions = [
      ...this.scopeConditions(auth, 'read'), ...translated.where, ...(narrowing ?? []), ...this.specialConditions(translated.special, auth),
    ];
    const where = whereOf(params, conditions, listVisibilityParams(this.policy, auth, this.definition.policy, this.definition.query));
    const order = [...translated.sort.map((s) => `${s.column} ${s.direction}`), `${alias}.created_at ASC`, `${alias}.id ASC`].join(', ');
    const values = params.values;
    const { limit, skip } = translated;
    return {
      count: { text: this.compiled.countSql(where), values },
      page: limit > 0 ? pageStatement(this.compiled, where, order, values, limit, skip, narrowing !== null) : null,
      limit,
      skip,
    };
  }

  /** The statement of a retrieve. */
  getStatement(auth: AuthContext, id: string): Statement {
    const params = new PositionalParams();
    const where = whereOf(params, this.scopeConditions(auth, 'read'));
    return { text: this.compiled.byIdSql(where, params.add(id)), values: params.values };
  }

  /** The statement reading rows by id for a company, whoever asks (the answers to writes, event payloads). */
  idsStatement(companyId: string, ids: readonly string[]): Statement {
    const { alias, tenantColumn } = this.definition;
    const params = new PositionalParams();
    const where = whereOf(params, [tenantCondition(alias, companyId, tenantColumn)]);
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
}
