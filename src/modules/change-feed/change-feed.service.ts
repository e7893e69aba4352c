import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { AuthContext } from '../../core/auth/auth-context';
import { AuditReads } from '../../core/audit/audit-reads.service';
import { subjectsOf } from '../../core/audit/audit-of-change';
import type { RegisteredResource } from '../../core/crud/crud-declaration';
import { ResourceRegistry } from '../../core/crud/resource-registry';
import { sensitiveShown } from '../../core/crud/sensitive-read';
import { EventPayload, sealedPayloadFields } from '../../core/crypto/sealed/sealed-payload';
import { SealedValues } from '../../core/crypto/sealed/sealed-values';
import { runStatementIn } from '../../core/database/prepared-query';
import { ApiError } from '../../core/errors/api-error';
import { feedEventStatement, feedPageStatement, feedPositionOf, StoredFeedEvent } from '../../core/outbox/event-feed';
import { pascal } from '../../core/openapi/json-schema';
import { PolicyService } from '../../core/policy/policy.service';
import type { QueryDeclaration } from '../../core/query/query-declaration';
import type { ParsedQuery } from '../../core/query/query-string';
import { feedAccessCondition } from './feed-access';
import { FeedEvent, inStoredOrder, isErasureMarker, objectBefore, shownPrevious } from './feed-events';
import { feedQuery, feedRequest, isEventId } from './feed-request';

/** A page of the feed: the page size applied, the events, whether more are readable now. */
export interface FeedPage {
  limit: number;
  data: FeedEvent[];
  hasMore: boolean;
}

/**
 * `GET /api/events` (docs/integrations.md, "The change feed"): the company's events as its webhooks receive them,
 * same ids, in the outbox's gap-free feed order (src/core/outbox/event-feed.ts), for owner and admin with
 * `events:read`. Each event is shown as a GET of its resource would show its object: only events of resources and
 * rows the caller reads (feed-access.ts), each object shaped by its resource's field plans for the caller's classes,
 * and recorded in the audit trail when it shows sensitive data, as reads of the resource are.
 */
@Injectable()
export class ChangeFeedService {
  private query?: QueryDeclaration;

  constructor(
    private readonly db: DataSource,
    private readonly policy: PolicyService,
    private readonly registry: ResourceRegistry,
    private readonly sealedValues: SealedValues,
    private readonly auditReads: AuditReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(auth: AuthContext, query: ParsedQuery): Promise<FeedPage> {
    this.policy.assertAllowed(auth, 'event', 'read');
    const request = feedRequest(query, this.declaration());
    const em = this.db.manager;
    const after = request.after === null ? null : await feedPositionOf(em, auth.companyId, request.after);
    if (request.after !== null && !after) {
      throw new ApiError(
        410,
        `The event ${request.after} is no longer kept (events are kept ${this.config.eventsRetentionDays} days): ` +
          'resynchronise from the lists, then read the feed again from its start',
        'Gone',
      );
    }
    const access = feedAccessCondition(this.db, this.policy, auth, this.registry.resources());
    const statement = feedPageStatement(auth.companyId, after, [access, ...request.where], request.limit);
    const rows = await runStatementIn<StoredFeedEvent>(em, statement.text, statement.values);
    const page = rows.slice(0, request.limit);
    return { limit: request.limit, data: await this.present(em, auth, page, null), hasMore: rows.length > request.limit };
  }

  async get(auth: AuthContext, id: string): Promise<FeedEvent> {
    this.policy.assertAllowed(auth, 'event', 'read');
    // Any text may come in a path: what is not an event id names no event.
    if (!isEventId(id)) throw ApiError.notFound();
    const access = feedAccessCondition(this.db, this.policy, auth, this.registry.resources());
    const statement = feedEventStatement(auth.companyId, id, [access]);
    const rows = await runStatementIn<StoredFeedEvent>(this.db.manager, statement.text, statement.values);
    if (!rows.length) throw ApiError.notFound();
    const [event] = await this.present(this.db.manager, auth, rows, id);
    return event;
  }

  /** The filters' declaration, from the event catalogue of the served resources (built once, on first use). */
  private declaration(): QueryDeclaration {
    if (!this.query) {
      const types = this.registry.eventCatalog().map((kind) => kind.type);
      this.query = feedQuery(types, [...new Set(types.map((type) => type.split('.')[0]))]);
    }
    return this.query;
  }

  /**
   * The events as the caller sees them: payloads opened (sealed fields), then per resource the objects of its own
   * schema (not an erasure's marker or `person.erased`) and the objects before updates shaped in one step, and one
   * audit entry per resource whose answers show sensitive data. `target`: the event asked for by id, else a page.
   */
  private async present(em: EntityManager, auth: AuthContext, rows: StoredFeedEvent[], target: string | null): Promise<FeedEvent[]> {
    const events = rows.map((row) => JSON.parse(row.payload) as FeedEvent);
    // Sealed fields (encryption at rest) opened in place, every event's at once, as deliveries open theirs.
    const sealed = events.flatMap((event) => sealedPayloadFields(event as unknown as EventPayload));
    if (sealed.length) {
      const opened = await this.sealedValues.openAll(sealed.map((f) => ({ stored: f.part[f.field], context: f.context })));
      sealed.forEach((f, i) => (f.part[f.field] = opened[i]));
    }
    const components = new Map(this.registry.eventCatalog().map((kind) => [kind.type, kind.component]));
    const byResource = new Map<string, { served: RegisteredResource; events: FeedEvent[] }>();
    const served = new Map(this.registry.resources().map((r) => [r.service.definition.name, r]));
    rows.forEach((row, i) => {
      const resource = row.resource_type ? served.get(row.resource_type) : undefined;
      const event = events[i];
      if (!resource || isErasureMarker(event.data.object) || components.get(event.type) !== pascal(resource.service.definition.name)) return;
      const group = byResource.get(resource.service.definition.name) ?? { served: resource, events: [] };
      group.events.push(event);
      byResource.set(resource.service.definition.name, group);
    });
    for (const { served: resource, events: shown } of byResource.values()) {
      await this.shape(em, auth, resource, shown, target === null ? null : rows[0].record_id);
    }
    return events;
  }

  /** One resource's events shaped in place for the caller, and their sensitive read recorded. */
  private async shape(em: EntityManager, auth: AuthContext, { service }: RegisteredResource, events: FeedEvent[], recordId: string | null): Promise<void> {
    const updates = events.filter((e) => e.data.previousAttributes);
    const objects = [...events.map((e) => e.data.object), ...updates.map((e) => objectBefore(e.data.object, e.data.previousAttributes!))];
    const shaped = await service.objectsAsReader(em, auth, objects);
    events.forEach((event, i) => (event.data.object = inStoredOrder(event.data.object, shaped[i])));
    updates.forEach((event, i) => (event.data.previousAttributes = shownPrevious(event.data.previousAttributes!, shaped[events.length + i])));
    const spec = service.definition.auditReads;
    if (!spec) return;
    // The old values of an update show no field its object does not (the same plan shaped both): the objects tell.
    const answers = events.map((e) => e.data.object);
    const sensitive = sensitiveShown(spec, answers, spec.rows ? answers : null);
    if (!sensitive) return;
    const { name } = service.definition;
    await this.auditReads.record({
      companyId: auth.companyId,
      action: `${name}.read`,
      subjectPersonIds: [...new Set(sensitive.answers.flatMap((answer) => subjectsOf(name, answer)))],
      target: { type: name, id: recordId },
      fields: sensitive.fields,
      rowCount: recordId === null ? sensitive.answers.length : null,
    });
  }
}
