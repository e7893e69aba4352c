import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import type { Scope } from '../../core/auth/scopes';
import { Clock } from '../../core/clock';
import { ResourceRegistry } from '../../core/crud/resource-registry';
import { ApiError, ValidationIssue } from '../../core/errors/api-error';
import { SqlCondition } from '../../core/query/query-declaration';
import { PolicyService } from '../../core/policy/policy.service';
import { ExportCatalog, ExportSource } from './export-catalog';
import { ExportPlan, planExport } from './export-plan';
import { ExportExtras, ExportRequest, NamedExtra } from './export-request';

/**
 * Resolves what a request names (the ids of the list parameters, the read scopes of people and records) and plans
 * its SQL from the export declarations of the served resources (the registry), composed once.
 */
@Injectable()
export class ExportPlanner {
  private composed?: ExportCatalog;

  constructor(
    private readonly db: DataSource,
    private readonly policy: PolicyService,
    private readonly clock: Clock,
    private readonly registry: ResourceRegistry,
  ) {}

  async plan(auth: AuthContext, request: ExportRequest): Promise<ExportPlan> {
    const catalog = this.catalog();
    const extras = await this.extras(auth, request, catalog);
    const now = this.clock.now();
    return planExport({
      auth,
      policy: this.policy,
      catalog,
      request,
      extras,
      personScope: catalog.people.readScope(auth),
      recordScope: this.recordScope(auth, catalog, request),
      today: now.toISOString().slice(0, 10),
      now,
    });
  }

  /** The declarations of the served resources, composed at the first plan (every controller has registered by then). */
  catalog(): ExportCatalog {
    return (this.composed ??= new ExportCatalog(this.registry.exported().map(({ resource, service }): ExportSource => ({
      exported: resource.exported!,
      scope: resource.scopes.read as Scope,
      resource: service.definition.policy,
      alias: service.definition.alias,
      table: this.db.getMetadata(service.definition.entity).tableName,
      personColumn: service.definition.ownership?.personColumn,
      readScope: (auth) => service.readScope(auth),
    }))));
  }

  /** The records' own read scope (the role's rows, new hires); none when the role reads none (the plan answers 403). */
  private recordScope(auth: AuthContext, catalog: ExportCatalog, request: ExportRequest): SqlCondition[] {
    const records = catalog.recordsOf(request.type);
    if (!records || !this.policy.readsResource(auth, records.gate.resource)) return [];
    return records.readScope(auth);
  }

  /** Ids of compensation types, custom fields and time-away types of the company, with their names; 422 naming unknown ones. */
  private async extras(auth: AuthContext, request: ExportRequest, catalog: ExportCatalog): Promise<ExportExtras> {
    const issues: ValidationIssue[] = [];
    const resolve = async (name: keyof ExportExtras): Promise<NamedExtra[]> => {
      const ids = request[name];
      if (!ids.length) return [];
      const rows = await catalog.extras.get(name)!.lookup(this.db.manager, auth.companyId, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const unknown = ids.filter((id) => !byId.has(id));
      if (unknown.length) issues.push({ name, reason: `no such record in this company: ${unknown.join(', ')}` });
      return ids.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
    };
    const extras = { compensationTypes: await resolve('compensationTypes'), customFields: await resolve('customFields'), timeAwayTypes: await resolve('timeAwayTypes') };
    if (issues.length) throw ApiError.validation(issues);
    return extras;
  }
}
