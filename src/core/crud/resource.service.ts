import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { AuthContext } from '../auth/auth-context';
import { ApiError } from '../errors/api-error';
import { newId } from '../ids';
import { OutboxService } from '../outbox/outbox.service';
import { Action, PolicyService } from '../policy/policy.service';
import { TranslatedQuery } from '../query/query-declaration';
import { ParsedQuery } from '../query/query-string';
import { translateQuery } from '../query/query-translator';
import { changedAttributes, pickFields } from '../serialization/serialize';
import { tenantQuery } from '../tenancy/tenant-query';
import { DeletedConfirmation, ListEnvelope, ResourceDefinition, StoredRecord } from './resource-definition';

export type ApiObject = Record<string, unknown>;

/**
 * The write-once CRUD core (Feathers' find/get/create/patch/remove): tenancy, the role
 * policy, the query language, the list envelope and the event outbox for every resource.
 * Resources override the hooks, not the operations.
 */
@Injectable()
export abstract class ResourceService<E extends StoredRecord, C extends object = object, U extends object = object> {
  abstract readonly definition: ResourceDefinition<E>;

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

  /** Applies a validated update body to a locked row. */
  protected async applyUpdate(_em: EntityManager, _auth: AuthContext, row: E, input: U): Promise<void> {
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined) (row as Record<string, unknown>)[key] = value;
    }
  }

  protected async beforeDelete(_em: EntityManager, _auth: AuthContext, _row: E): Promise<void> {}

  /**
   * Runs inside the write's transaction after the row is stored (keep invariants, touch related rows);
   * `input` is the validated body of a create or update, for related rows made from it.
   */
  protected async afterWrite(
    _em: EntityManager,
    _auth: AuthContext,
    _row: E,
    _kind: 'created' | 'updated' | 'deleted',
    _input?: C | U,
  ): Promise<void> {}

  /**
   * Runs first in an update's or delete's transaction, before the record's row lock: locks that must be
   * taken before it (the owning person's row, so per-person invariants serialize without deadlocks).
   */
  protected async beforeLock(_em: EntityManager, _auth: AuthContext, _id: string): Promise<void> {}

  /** 403 unless the role may write some rows; resources whose rows follow several policies override it. */
  protected assertMayCreate(auth: AuthContext): void {
    this.policy.assertAllowed(auth, this.definition.policy, 'write');
  }

  /** Resource-specific list parameters (`$asOf`, computed filters) applied to the list query. */
  protected applySpecial(_qb: SelectQueryBuilder<E>, _special: TranslatedQuery['special'], _auth: AuthContext): void {}

  /**
   * Loads, for rows about to be shown, what they show besides their own columns (values computed in SQL,
   * related rows, the caller's relation to each row): one query per page, never one per row. Runs before
   * every `toApi` of the core (lists, retrieves, write responses, events); `auth` null for events.
   */
  protected async hydrate(_em: EntityManager, _rows: E[], _auth: AuthContext | null): Promise<void> {}

  /** The API object; `auth` null means the owner's view (events, D14). */
  toApi(row: E, _auth: AuthContext | null): ApiObject {
    return pickFields(row, this.definition.fields);
  }

  // ---- scoping -----------------------------------------------------------

  /** Company scope plus the role's row policy for the action; 403 when the role has no access at all. */
  protected scoped(em: EntityManager, auth: AuthContext, action: Action): SelectQueryBuilder<E> {
    const { entity, alias, policy, ownership, tenantColumn } = this.definition;
    const access = this.policy.assertAllowed(auth, policy, action);
    const qb = tenantQuery(em, entity, alias, auth.companyId, tenantColumn);
    const rows = this.policy.rowCondition(auth, access, ownership ?? {}, alias);
    if (rows) qb.andWhere(rows.sql, rows.params);
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
    return row;
  }

  private async isReadable(em: EntityManager, auth: AuthContext, id: string): Promise<boolean> {
    if (this.policy.access(auth, this.definition.policy, 'read').length === 0) return false;
    return this.scoped(em, auth, 'read').andWhere(`${this.definition.alias}.id = :id`, { id }).getExists();
  }

  // ---- operations --------------------------------------------------------

  async list(auth: AuthContext, query: ParsedQuery): Promise<ListEnvelope> {
    const { alias } = this.definition;
    const translated = translateQuery(query, this.definition.query, alias);
    const qb = this.scoped(this.db.manager, auth, 'read');
    for (const condition of translated.where) qb.andWhere(condition.sql, condition.params);
    this.applySpecial(qb, translated.special, auth);

    const countRow = await qb.clone().select('COUNT(*)', 'count').orderBy().getRawOne<{ count: string }>();
    const total = Number(countRow?.count ?? 0);
    let data: ApiObject[] = [];
    if (translated.limit > 0 && translated.skip < total) {
      for (const s of translated.sort) qb.addOrderBy(s.column, s.direction);
      qb.addOrderBy(`${alias}.created_at`, 'ASC').addOrderBy(`${alias}.id`, 'ASC');
      const rows = await qb.offset(translated.skip).limit(translated.limit).getMany();
      await this.hydrate(this.db.manager, rows, auth);
      data = rows.map((row) => this.toApi(row, auth));
    }
    return { total, limit: translated.limit, skip: translated.skip, data };
  }

  async get(auth: AuthContext, id: string): Promise<ApiObject> {
    const row = await this.findScoped(this.db.manager, auth, id, 'read');
    await this.hydrate(this.db.manager, [row], auth);
    return this.toApi(row, auth);
  }

  async create(auth: AuthContext, input: C): Promise<ApiObject> {
    const row = await this.db.transaction(async (em) => {
      this.assertMayCreate(auth);
      // The event is recorded after the hook, so it shows the related rows the hook made.
      const created = await this.insertRow(em, auth, await this.buildNew(em, auth, input), { recordEvent: false });
      await this.afterWrite(em, auth, created, 'created', input);
      await this.recordEvent(em, auth.companyId, 'created', created);
      await this.hydrate(em, [created], auth);
      return created;
    });
    return this.toApi(row, auth);
  }

  /** Inserts a row for the caller's company and records its `created` event; for hooks that make related rows too. */
  async insertRow(
    em: EntityManager,
    auth: Pick<AuthContext, 'companyId'>,
    fields: Partial<E>,
    options: { recordEvent?: boolean } = {},
  ): Promise<E> {
    const now = new Date();
    const row = em.create(this.definition.entity, { id: newId(), ...fields, companyId: auth.companyId, createdAt: now, updatedAt: now } as unknown as E);
    await em.insert(this.definition.entity, row as never);
    if (options.recordEvent !== false) await this.recordEvent(em, auth.companyId, 'created', row);
    return row;
  }

  async update(auth: AuthContext, id: string, input: U): Promise<ApiObject> {
    const row = await this.db.transaction(async (em) => {
      await this.beforeLock(em, auth, id);
      const existing = await this.findScoped(em, auth, id, 'write', true);
      await this.hydrate(em, [existing], null);
      const before = this.toApi(existing, null);
      await this.applyUpdate(em, auth, existing, input);
      existing.updatedAt = new Date();
      await em.save(this.definition.entity, existing as never, { reload: false });
      await this.afterWrite(em, auth, existing, 'updated', input);
      await this.recordEvent(em, auth.companyId, 'updated', existing, before);
      await this.hydrate(em, [existing], auth);
      return existing;
    });
    return this.toApi(row, auth);
  }

  async remove(auth: AuthContext, id: string): Promise<DeletedConfirmation> {
    await this.db.transaction(async (em) => {
      await this.beforeLock(em, auth, id);
      const existing = await this.findScoped(em, auth, id, 'write', true);
      await this.hydrate(em, [existing], null);
      await this.beforeDelete(em, auth, existing);
      await em.delete(this.definition.entity, { id: existing.id } as never);
      await this.afterWrite(em, auth, existing, 'deleted');
      await this.recordEvent(em, auth.companyId, 'deleted', existing);
    });
    return { id, deleted: true };
  }

  /** Records `<name>.<kind>` with the row as the owner sees it; rows still stored are hydrated first. */
  protected async recordEvent(em: EntityManager, companyId: string, kind: string, row: E, before?: ApiObject): Promise<void> {
    if (kind !== 'deleted') await this.hydrate(em, [row], null);
    const object = this.toApi(row, null);
    await this.outbox.record(em, {
      companyId,
      type: `${this.definition.name}.${kind}`,
      object,
      previousAttributes: before ? changedAttributes(before, object) : undefined,
    });
  }
}
