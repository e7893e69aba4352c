import type { DataSource } from 'typeorm';
import type { AuthContext } from '../../core/auth/auth-context';
import type { RegisteredResource } from '../../core/crud/crud-declaration';
import { eventObjectFieldSql, FEED_ALIAS } from '../../core/outbox/event-feed';
import type { PolicyService } from '../../core/policy/policy.service';
import { RESOURCE_ACCESS } from '../../core/policy/resource-access';
import type { SqlCondition } from '../../core/query/query-declaration';

/**
 * Which of the feed's events a caller reads (docs/integrations.md, "The change feed"): those of the resources it could
 * GET, and of each only the rows a GET of it would show. A resource is closed without the read scope of its routes,
 * or when the role reads none of it; its rows are those of the access layer's `rowConditions`, the conditions its
 * lists run (role rows, D5's new-hire rule, company-wide rows, sections), here run on the event's record: a row of
 * the columns they name, made from the event (its company, its record's id, the object's person and section fields).
 * Events of resources no route serves are shown to nobody.
 */
export function feedAccessCondition(
  db: DataSource,
  policy: PolicyService,
  auth: AuthContext,
  resources: readonly RegisteredResource[],
): SqlCondition {
  const open: string[] = [];
  const limited: string[] = [];
  const params: Record<string, unknown> = {};
  for (const { resource, service } of resources) {
    const { name, policy: policyResource, alias, ownership, entity, events } = service.definition;
    if (events === false || open.includes(name)) continue;
    const ownScope = RESOURCE_ACCESS[policyResource]?.scopes?.read;
    if (!auth.scopes.has(resource.scopes.read as never) || (ownScope && !auth.scopes.has(ownScope))) continue;
    if (!policy.mayTake(auth, policyResource, 'read')) continue;
    const rows = policy.rowConditions(auth, policyResource, 'read', alias, ownership);
    if (rows.length === 0) {
      open.push(name);
      continue;
    }
    const prefix = `feed${limited.length}_`;
    params[`${prefix}type`] = name;
    const conditions = rows.map((condition) => renamed(condition, prefix, params)).join(' AND ');
    limited.push(`(${FEED_ALIAS}.resource_type = :${prefix}type AND EXISTS (SELECT 1 FROM (${recordRowSql(db, entity, policyResource, ownership?.personColumn)}) ${alias} WHERE ${conditions}))`);
  }
  params.feedOpenTypes = open;
  return { sql: `(${[`${FEED_ALIAS}.resource_type = ANY(:feedOpenTypes::text[])`, ...limited].join(' OR ')})`, params };
}

/**
 * The record of an event as a row of the columns row conditions name: its company, its id (the event's record, also
 * for an erased person's marker), and the person and section columns read from the object's fields of those names.
 */
function recordRowSql(db: DataSource, entity: Function, policyResource: Parameters<PolicyService['rowConditions']>[1], personColumn?: string): string {
  const metadata = db.getMetadata(entity);
  const columns = [`${FEED_ALIAS}.company_id AS company_id`, `${FEED_ALIAS}.record_id AS id`];
  const sectionColumn = RESOURCE_ACCESS[policyResource]?.sections?.column;
  for (const column of new Set([personColumn ?? 'person_id', sectionColumn].filter((c): c is string => !!c && c !== 'id'))) {
    const field = metadata.findColumnWithDatabaseName(column)?.propertyName;
    columns.push(`${field ? eventObjectFieldSql(field) : 'NULL::text'} AS ${column}`);
  }
  return `SELECT ${columns.join(', ')}`;
}

/** A condition with its parameters renamed under `prefix` (conditions of several resources share one statement). */
function renamed(condition: SqlCondition, prefix: string, into: Record<string, unknown>): string {
  return condition.sql.replace(/(?<![:\w]):(\.\.\.)?([A-Za-z_]\w*)/g, (match, spread: string | undefined, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(condition.params, name)) return match;
    into[`${prefix}${name}`] = condition.params[name];
    return `:${spread ?? ''}${prefix}${name}`;
  });
}
