import { Inject } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { AuthContext } from '../auth/auth-context';
import { PositionalParams } from '../database/positional-params';
import { runStatement, runStatementIn } from '../database/prepared-query';
import { readPool } from '../database/read-route';
import { ApiError } from '../errors/api-error';
import { FieldClass } from '../policy/policy-table';
import { Action, PolicyService } from '../policy/policy.service';
import { withEverySettingOn } from '../policy/resource-access';
import { SqlCondition, TranslatedQuery } from '../query/query-declaration';
import { ParsedQuery } from '../query/query-string';
import { translateQuery } from '../query/query-translator';
import { listVisibilityParams } from '../query/field-visibility.sql';
import { CompiledRead, Statement } from '../read/compiled-read';
import { FieldPlan } from '../read/field-plan';
import { ApiRow, ReadDeclaration } from '../read/read-declaration';
import { defaultRead } from '../read/default-read';
import { ListStatements, pageStatement, whereOf } from '../read/read-statements';
import { tenantCondition } from '../tenancy/tenant-query';
import { ListEnvelope, ResourceDefinition, StoredRecord } from './resource-definition';
import { sensitiveShown } from './sensitive-read';
import { narrowingConditions } from './page-narrowing';
import { SealedValues } from '../crypto/sealed/sealed-values';
import { AuditReads } from '../audit/audit-reads.service';
import { subjectsOf } from '../audit/audit-of-change';
import { AuditLog } from '../audit/audit-log.service';

export type ApiObject = Record<string, unknown>;

/** A row named for a read by id: its id and, unless the table is the companies', its company. */
export interface RowOf {
  id: string;
  companyId?: string;
}

/** Rows read by id, and the field classes the caller (if any) sees on each (null: every field). */
interface RowsRead {
  rows: Map<string, ApiRow>;
  classesOf: ((row: ApiRow) => ReadonlySet<FieldClass>) | null;
}

/**
 * The read side of a resource: its scope (tenancy and policy), its lists and retrieves, and the API objects of its
 * rows for the answers to writes and event payloads (ResourceService, the write side, extends it). Every answer
 * comes from the resource's read (its declaration, else the default read of its fields), compiled to SQL once.
 */
export abstract class ResourceReader<E extends StoredRecord> {
  abstract readonly definition: ResourceDefinition<E>;
  private compiledRead?: CompiledRead;
  private resolvedRead?: ReadDeclaration;
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

  /** Resource-specific list parameters (`$asOf`, computed filters) as SQL conditions (`:name` parameters). */
  protected specialConditions(_special: TranslatedQuery['special'], _auth: AuthContext): SqlCondition[] {
    return [];
  }

  /**
   * For resources with field classes: the classes the caller sees on each selected row
   * (one query per page at most); null when every row shows every field.
   */
  protected async readerClasses(_auth: AuthContext, _rows: ApiRow[], _em?: EntityManager): Promise<((row: ApiRow) => ReadonlySet<FieldClass>) | null> {
    return null;
  }

  // ---- rows by id --------------------------------------------------------

  /**
   * These rows' API objects as the caller sees them (`auth` null: as the owner sees them, as events show them),
   * read through `em` (inside a write's transaction, as the write left them), by id; a row the read does not find
   * (gone, or another company's) is absent. The rows may be of several companies.
   */
  async objectsOf(em: EntityManager, rows: readonly RowOf[], auth: AuthContext | null): Promise<Map<string, ApiObject>> {
    const read = await this.readRows(em, rows, auth);
    const objects = new Map<string, ApiObject>();
    for (const [id, selected] of read.rows) objects.set(id, this.shapeApiRow(selected, auth ? read.classesOf?.(selected) ?? null : this.ownerClasses()));
    return objects;
  }

  /** One row's API object as `objectsOf` gives it, for a row that must be found (a write's own row). */
  protected async objectOf(em: EntityManager, row: RowOf, auth: AuthContext | null): Promise<ApiObject> {
    return (await this.objectsOf(em, [row], auth)).get(row.id) ?? this.unread(row);
  }

  /** A written row read once: as the owner sees it (its event) and as the caller does (the answer). */
  protected async writtenViews(em: EntityManager, row: RowOf, auth: AuthContext): Promise<{ owner: ApiObject; caller: ApiObject }> {
    const read = await this.readRows(em, [row], auth);
    const selected = read.rows.get(row.id) ?? this.unread(row);
    return { owner: this.shapeApiRow(selected, this.ownerClasses()), caller: this.shapeApiRow(selected, read.classesOf?.(selected) ?? null) };
  }

  protected unread(row: RowOf): never {
    throw new Error(`${this.definition.name} ${row.id} is shown without having been read`);
  }

  /** The rows read by id through the compiled read, and the classes the caller sees on each. */
  private async readRows(em: EntityManager, rows: readonly RowOf[], auth: AuthContext | null): Promise<RowsRead> {
    const read = new Map<string, ApiRow>();
    for (const [companyId, ids] of this.idsByCompany(rows)) {
      for (const [id, row] of await this.readApiRows(em, companyId, ids)) read.set(id, row);
    }
    const classesOf = auth && read.size ? await this.readerClasses(auth, [...read.values()], em) : null;
    return { rows: read, classesOf };
  }

  /** Ids of rows by their company (the tenant column; the company's own id for companies). */
  private idsByCompany(rows: readonly RowOf[]): Map<string, string[]> {
    const byCompany = new Map<string, string[]>();
    for (const row of rows) {
      const companyId = String(this.definition.tenantColumn === 'id' ? row.id : row.companyId);
      const ids = byCompany.get(companyId);
      if (ids) ids.push(row.id);
      else byCompany.set(companyId, [row.id]);
    }
    return byCompany;
  }

  /** The field classes the owner's view shows (event payloads, D14): every class the owner sees; null: every field. */
  private ownerClasses(): ReadonlySet<FieldClass> | null {
    return this.readDeclaration.fieldClass ? this.policy.classesOn(null, this.definition.policy, { self: false, report: false }) : null;
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

  /** The scope as a query builder (the rows writes lock, the rows subject access hands over). */
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

  /** Rows a compiled read selected, their sealed fields opened, those only opened (`opened`) then dropped. */
  private async openRows(companyId: string, rows: ApiRow[]): Promise<void> {
    await this.openSealed(companyId, rows);
    const opened = this.readDeclaration.opened;
    if (opened?.length) for (const row of rows) for (const field of opened) delete row[field];
  }

  private async isReadable(em: EntityManager, auth: AuthContext, id: string): Promise<boolean> {
    if (!this.policy.mayTake(auth, this.definition.policy, 'read')) return false;
    return this.scoped(em, auth, 'read').andWhere(`${this.definition.alias}.id = :id`, { id }).getExists();
  }

  // ---- compiled reads ---------------------------------------------------

  /** The read the resource answers from: its declaration, else the default read of its fields (default-read.ts). */
  protected get readDeclaration(): ReadDeclaration {
    if (!this.resolvedRead) {
      const { name, entity, alias, fields, read, sealed } = this.definition;
      const columnOf = (field: string) => this.db.getMetadata(entity).findColumnWithPropertyName(field);
      this.resolvedRead = read ?? defaultRead(name, fields, alias, columnOf, Object.keys(sealed?.fields ?? {}));
    }
    return this.resolvedRead;
  }

  /** The read compiled once, on first use. */
  protected get compiled(): CompiledRead {
    this.compiledRead ??= new CompiledRead(this.db, this.definition.entity, this.definition.alias, this.readDeclaration);
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
    await this.openRows(companyId, rows);
    for (const row of rows) found.set(row.id as string, this.compiled.plans.derive(row));
    return found;
  }

  /**
   * The owner's view (its event, D14) of a row given as the compiled read selects it, without reading it: for a
   * resource without sealed columns whose write knows every selected value.
   */
  protected ownerViewOfSelected(row: ApiRow): ApiObject {
    if (this.definition.sealed) throw new Error(`${this.definition.name}: sealed values are opened by a read`);
    return this.shapeApiRow(this.compiled.plans.derive(row), this.ownerClasses());
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
    const statements = this.listStatements(auth, query);
    const pool = readPool(this.db);
    const [counted, rows] = await Promise.all([
      runStatement<{ total: number }>(pool, statements.count.text, statements.count.values),
      statements.page ? runStatement<ApiRow>(pool, statements.page.text, statements.page.values) : [],
    ]);
    await this.openRows(auth.companyId, rows);
    const data = rows.length ? await this.present(auth, rows) : [];
    await this.auditRead(auth, data, null);
    return { total: counted[0]?.total ?? 0, limit: statements.limit, skip: statements.skip, data };
  }

  async get(auth: AuthContext, id: string): Promise<ApiObject> {
    this.policy.assertAllowed(auth, this.definition.policy, 'read');
    await this.beforeGet(auth, id);
    const statement = this.getStatement(auth, id);
    const rows = await runStatement<ApiRow>(readPool(this.db), statement.text, statement.values);
    if (rows.length === 0) throw ApiError.notFound();
    await this.openRows(auth.companyId, rows);
    const [answer] = await this.present(auth, rows);
    await this.auditRead(auth, [answer], id);
    return answer;
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
   * Every row a person owns (`ownership.personColumn`; for people themselves, the person) that the caller reads, as
   * the caller sees it (the role's rows, D5's new-hire rule, field classes and the scopes behind them, as a list and
   * a retrieve), read through `em`, oldest first: what subject access (GDPR Art. 15) hands over. Fields of the
   * `selfOnly` class (credentials such as the calendar feed token) are left out. None for resources no person owns;
   * 403 when the role reads none of the resource. Rows of a company setting now off are handed over too.
   */
  async personRowsAs(em: EntityManager, caller: AuthContext, personId: string): Promise<ApiObject[]> {
    const { alias, ownership } = this.definition;
    if (!ownership?.personColumn) return [];
    const auth = withEverySettingOn(caller);
    // The rows in scope, then their objects read by id (sealed fields opened there).
    const rows = await this.scoped(em, auth, 'read')
      .andWhere(`${alias}.${ownership.personColumn} = :ownerPersonId`, { ownerPersonId: personId })
      .orderBy(`${alias}.created_at`, 'ASC').addOrderBy(`${alias}.id`, 'ASC')
      .select([`${alias}.id`, `${alias}.companyId`, `${alias}.createdAt`])
      .getMany();
    if (!rows.length) return [];
    const objects = await this.objectsOf(em, rows, auth);
    const { fieldClass } = this.readDeclaration;
    const credential = fieldClass ? (field: string) => fieldClass(field) === 'selfOnly' : () => false;
    return rows.map((row) => Object.fromEntries(Object.entries(objects.get(row.id) ?? this.unread(row)).filter(([field]) => !credential(field))));
  }
}
