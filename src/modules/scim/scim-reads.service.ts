import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AuditReads } from '../../core/audit/audit-reads.service';
import type { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { PositionalParams } from '../../core/database/positional-params';
import { runStatement } from '../../core/database/prepared-query';
import { readPool } from '../../core/database/read-route';
import { ApiError } from '../../core/errors/api-error';
import { PolicyService } from '../../core/policy/policy.service';
import type { SqlCondition } from '../../core/query/query-declaration';
import type { ScimResourceAttributes } from './scim-attributes';
import { invalidFilter, invalidValue } from './scim-errors';
import { ScimFilterError } from './scim-filter';
import { compileScimFilter, sortExpression } from './scim-filter-sql';
import { scimGroupOf, ScimGroupRow } from './scim-group';
import { SCIM_GROUP_ATTRIBUTES, SCIM_GROUP_SELECT, scimGroupsCte } from './scim-group.sql';
import { keepOnly, leaveOut, projectedPaths } from './scim-projection';
import { ScimListQuery, ScimProjection } from './scim-query';
import { ENTERPRISE_USER_SCHEMA, LIST_RESPONSE_SCHEMA } from './scim-schemas';
import { ScimLinks, ScimResource, scimUserOf, ScimUserRow } from './scim-user';
import { ScimWalkHints } from './scim-walk-hints';
import { SCIM_LISTED_SQL, SCIM_USER_ATTRIBUTES, SCIM_USER_SELECT, SCIM_USER_SOURCE, scimUserSourceFor } from './scim-user.sql';

/** One resource as asked (projected), and the version (weak ETag) of the whole resource. */
export interface ScimAnswer {
  resource: Record<string, unknown>;
  version: string;
}

export interface ScimListResponse {
  schemas: string[];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: Record<string, unknown>[];
}

/**
 * One resource type's statements: rows of `from` (after the `with` the caller's access makes), scoped by `scope`,
 * in `order`. `access`: the access layer's conditions on the people `p` the resources are made of.
 */
interface Collection<R> {
  kind: 'scimUser' | 'scimGroup';
  attributes: ScimResourceAttributes;
  with(access: string): string;
  select: string;
  from: string;
  id: string;
  order: string;
  /** The FROM that conditions and an order need (fewer joins), when it differs from `from`: counts and deep pages use it. */
  narrowFrom?(sql: string): string;
  /** Page walks in the default order continued after their last row (ScimWalkHints): its order key, and the condition after one. */
  walk?: { select: string; after: string };
  scope(access: string): SqlCondition[];
  resource(row: R, links: ScimLinks): ScimResource;
  subjects(resource: Record<string, unknown>): string[];
}

/**
 * The SCIM service provider's reads (docs/decisions-scim.md): Users and Groups of the caller's company, as the
 * access layer lets the caller read them (`scimIdentity`), listed by the lifecycle (SCIM_LISTED_SQL) at the clock's
 * instant, filtered, sorted and paged in SQL. Each answer is recorded in the audit trail before it leaves, as
 * reads of people are (fail closed).
 */
@Injectable()
export class ScimReads {
  private readonly users: Collection<ScimUserRow>;
  private readonly groups: Collection<ScimGroupRow>;
  private readonly walks = new ScimWalkHints();

  constructor(
    private readonly db: DataSource,
    private readonly policy: PolicyService,
    private readonly clock: Clock,
    private readonly audit: AuditReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.users = {
      kind: 'scimUser',
      attributes: SCIM_USER_ATTRIBUTES,
      with: () => '',
      select: SCIM_USER_SELECT,
      from: SCIM_USER_SOURCE,
      id: 'p.id',
      order: 'p.created_at, p.id',
      narrowFrom: scimUserSourceFor,
      walk: { select: `p.created_at::text AS "walkAt"`, after: '(p.created_at, p.id) > (:walkAt::timestamptz, :walkId)' },
      scope: (access) => [{ sql: `p.company_id = :scimCompanyId AND ${access}`, params: {} }, { sql: SCIM_LISTED_SQL, params: {} }],
      resource: scimUserOf,
      subjects: (user) => [user.id as string],
    };
    this.groups = {
      kind: 'scimGroup',
      attributes: SCIM_GROUP_ATTRIBUTES,
      // The people of the groups are scoped inside the CTE (company, access rows, lifecycle).
      with: (access) => `WITH ${scimGroupsCte(access)}`,
      select: SCIM_GROUP_SELECT,
      from: 'groups g',
      id: 'g.id',
      order: 'g.name, g.id',
      scope: () => [],
      resource: scimGroupOf,
      subjects: (group) => ((group.members as { value: string }[] | undefined) ?? []).map((m) => m.value),
    };
  }

  listUsers(auth: AuthContext, query: ScimListQuery, links: ScimLinks): Promise<ScimListResponse> {
    return this.list(this.users, auth, query, links);
  }

  getUser(auth: AuthContext, id: string, projection: ScimProjection, links: ScimLinks): Promise<ScimAnswer> {
    return this.get(this.users, auth, id, projection, links);
  }

  listGroups(auth: AuthContext, query: ScimListQuery, links: ScimLinks): Promise<ScimListResponse> {
    return this.list(this.groups, auth, query, links);
  }

  getGroup(auth: AuthContext, id: string, projection: ScimProjection, links: ScimLinks): Promise<ScimAnswer> {
    return this.get(this.groups, auth, id, projection, links);
  }

  private async list<R>(collection: Collection<R>, auth: AuthContext, query: ScimListQuery, links: ScimLinks): Promise<ScimListResponse> {
    await this.policy.require(auth, 'scimIdentity', 'read');
    const { access, params } = this.reading(auth);
    const conditions = [...collection.scope(access), ...this.filter(collection, query)];
    const where = conditions.length ? conditions.map((c) => `(${c.sql})`).join('\n  AND ') : 'TRUE';
    Object.assign(params, ...conditions.map((c) => c.params));
    const order = this.order(collection, query);
    const offset = query.startIndex - 1;
    const listing = collection.walk && !query.sortBy ? walkListing(where, params) : null;
    const position = listing && offset > 0 ? this.walks.at(listing, query.startIndex) : undefined;
    Object.assign(params, { scimLimit: query.count, scimOffset: offset, walkAt: position?.createdAt, walkId: position?.id });
    const rows = query.count === 0 ? [] : await this.run<R & { walkAt?: string; id: string }>(
      position ? this.walkSql(collection, access, where, order) : this.pageSql(collection, access, where, order, offset, query.count, listing !== null), params);
    const last = rows[rows.length - 1];
    if (listing && rows.length === query.count && last?.walkAt) {
      this.walks.remember(listing, query.startIndex + query.count, { createdAt: last.walkAt, id: last.id });
    }
    // A first page not full is the whole answer: no count to run (a lookup by userName is one statement).
    const total = offset === 0 && rows.length < query.count
      ? rows.length
      : (await this.run<{ total: number }>(`${collection.with(access)}
SELECT count(*)::int AS total FROM ${collection.narrowFrom?.(where) ?? collection.from} WHERE ${where}`, params))[0].total;
    const resources = rows.map((row) => this.project(collection.resource(row, links), query));
    await this.record(auth, collection, resources, null);
    return { schemas: [LIST_RESPONSE_SCHEMA], totalResults: total, startIndex: query.startIndex, itemsPerPage: resources.length, Resources: resources };
  }

  /**
   * A page's statement. The first page carries its LIMIT in the text (a generic plan), later pages their LIMIT and
   * OFFSET as values, cut as ids over the joins the conditions need (narrowFrom) and only then read whole: the rows
   * skipped are not joined to what only the answer shows (the job role, the company), so a page walk stays flat.
   */
  private pageSql<R>(collection: Collection<R>, access: string, where: string, order: string, offset: number, count: number, walking: boolean): string {
    const select = walking && collection.walk ? `${collection.select},\n  ${collection.walk.select}` : collection.select;
    if (offset === 0) return `${collection.with(access)}
SELECT ${select}
FROM ${collection.from}
WHERE ${where}
ORDER BY ${order}
LIMIT ${count}`;
    if (!collection.narrowFrom) return `${collection.with(access)}
SELECT ${select}
FROM ${collection.from}
WHERE ${where}
ORDER BY ${order}
LIMIT :scimLimit OFFSET :scimOffset`;
    return `${collection.with(access)}
SELECT ${select}
FROM ${collection.from}
WHERE p.company_id = :scimCompanyId AND ${collection.id} IN (
  SELECT ${collection.id} FROM ${collection.narrowFrom(`${where} ${order}`)}
  WHERE ${where}
  ORDER BY ${order}
  LIMIT :scimLimit OFFSET :scimOffset)
ORDER BY ${order}`;
  }

  /** The page after a walk's last row (the default order, an index range): no row skipped. */
  private walkSql<R>(collection: Collection<R>, access: string, where: string, order: string): string {
    return `${collection.with(access)}
SELECT ${collection.select},
  ${collection.walk!.select}
FROM ${collection.from}
WHERE ${where}
  AND ${collection.walk!.after}
ORDER BY ${order}
LIMIT :scimLimit`;
  }

  private async get<R>(collection: Collection<R>, auth: AuthContext, id: string, projection: ScimProjection, links: ScimLinks): Promise<ScimAnswer> {
    await this.policy.require(auth, 'scimIdentity', 'read');
    const { access, params } = this.reading(auth);
    const conditions = [...collection.scope(access), { sql: `${collection.id} = :scimId`, params: { scimId: id } }];
    Object.assign(params, ...conditions.map((c) => c.params));
    const [row] = await this.run<R>(`${collection.with(access)}
SELECT ${collection.select}
FROM ${collection.from}
WHERE ${conditions.map((c) => `(${c.sql})`).join('\n  AND ')}`, params);
    if (!row) throw ApiError.notFound(`No ${collection.kind === 'scimUser' ? 'User' : 'Group'} with id ${id}`);
    const resource = collection.resource(row, links);
    const answer = this.project(resource, projection);
    await this.record(auth, collection, [answer], id);
    return { resource: answer, version: resource.meta.version as string };
  }

  /**
   * What every statement reads: the access layer's conditions on the people `p` (as SQL) and the parameters of the
   * company, the lifecycle's instant and settings, and those conditions.
   */
  private reading(auth: AuthContext): { access: string; params: Record<string, unknown> } {
    const rows = this.policy.rowConditions(auth, 'scimIdentity', 'read', 'p', { personColumn: 'id' });
    return {
      access: rows.length ? rows.map((c) => `(${c.sql})`).join(' AND ') : 'TRUE',
      params: {
        scimCompanyId: auth.companyId,
        scimNow: this.clock.now(),
        scimPreprovisionDays: this.config.scimPreprovisionDays,
        scimRetentionDays: this.config.scimDeprovisionedRetentionDays,
        ...Object.assign({}, ...rows.map((c) => c.params)),
      },
    };
  }

  private filter<R>(collection: Collection<R>, query: ScimListQuery): SqlCondition[] {
    if (!query.filter) return [];
    const params: Record<string, unknown> = {};
    try {
      const sql = compileScimFilter(query.filter, collection.attributes, (value) => {
        const name = `scimF${Object.keys(params).length}`;
        params[name] = value;
        return `:${name}`;
      });
      return [{ sql, params }];
    } catch (error) {
      if (error instanceof ScimFilterError) throw invalidFilter(`filter: ${error.message}`);
      throw error;
    }
  }

  private order<R>(collection: Collection<R>, query: ScimListQuery): string {
    if (!query.sortBy) return collection.order;
    let sql: string | null;
    try {
      sql = sortExpression(collection.attributes, query.sortBy);
    } catch (error) {
      if (error instanceof ScimFilterError) throw invalidValue(`sortBy: ${error.message}`);
      throw error;
    }
    // RFC 7644 §3.4.2.3: resources without a value sort last either way.
    return sql ? `${sql} ${query.descending ? 'DESC' : 'ASC'} NULLS LAST, ${collection.order}` : collection.order;
  }

  private project(resource: ScimResource, projection: ScimProjection): Record<string, unknown> {
    const extensions = [ENTERPRISE_USER_SCHEMA];
    if (projection.attributes !== undefined) return keepOnly(resource, projectedPaths(projection.attributes, extensions));
    if (projection.excludedAttributes !== undefined) return leaveOut(resource, projectedPaths(projection.excludedAttributes, extensions));
    return resource;
  }

  private async run<R>(sql: string, params: Record<string, unknown>): Promise<R[]> {
    const positional = new PositionalParams();
    const text = positional.convert(this.policy.withReportingLines(sql), params);
    return runStatement<R>(readPool(this.db), text, positional.values);
  }

  /** The read in the audit trail (who read whose identity, which attributes), stored before the answer leaves. */
  private async record<R>(auth: AuthContext, collection: Collection<R>, answers: Record<string, unknown>[], id: string | null): Promise<void> {
    const fields = new Set<string>();
    for (const answer of answers) {
      for (const [key, value] of Object.entries(answer)) {
        if (key === 'schemas') continue;
        if (key.startsWith('urn:') && value && typeof value === 'object') for (const sub of Object.keys(value)) fields.add(`enterprise.${sub}`);
        else fields.add(key);
      }
    }
    await this.audit.record({
      companyId: auth.companyId,
      action: `${collection.kind}.read`,
      subjectPersonIds: [...new Set(answers.flatMap((a) => collection.subjects(a)))],
      target: { type: collection.kind, id },
      fields: [...fields],
      rowCount: id === null ? answers.length : null,
    });
  }
}

/** A listing as page walks know it: its conditions and their values, not the instant nor the page. */
function walkListing(where: string, params: Record<string, unknown>): string {
  const { scimNow: _now, ...values } = params;
  return `${where}\n${JSON.stringify(values)}`;
}
