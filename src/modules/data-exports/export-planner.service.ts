import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { ApiError, ValidationIssue } from '../../core/errors/api-error';
import { SqlCondition } from '../../core/query/query-declaration';
import { PolicyService } from '../../core/policy/policy.service';
import { compensationTypesByIds } from '../compensation-types';
import { customFieldsByIds } from '../custom-fields';
import { DocumentsService } from '../documents';
import { EquipmentService } from '../equipment';
import { IdentityDocumentsService } from '../identity-documents';
import { PeopleService } from '../people';
import { TimeAwayService } from '../time-away';
import { timeAwayTypesByIds } from '../time-away-types';
import { ExportType } from './data-export.entity';
import { ExportPlan, planExport, recordResourceOf } from './export-plan';
import { ExportExtras, ExportRequest, NamedExtra } from './export-request';

/** How each kind of extra column is looked up by id in its owning module. */
const EXTRA_LOOKUPS = {
  compensationTypes: compensationTypesByIds,
  customFields: customFieldsByIds,
  timeAwayTypes: timeAwayTypesByIds,
} as const;

/** Resolves what a request names (type ids, the read scopes of people and records) and plans its SQL. */
@Injectable()
export class ExportPlanner {
  constructor(
    private readonly db: DataSource,
    private readonly policy: PolicyService,
    private readonly clock: Clock,
    private readonly people: PeopleService,
    private readonly equipment: EquipmentService,
    private readonly documents: DocumentsService,
    private readonly identityDocuments: IdentityDocumentsService,
    private readonly timeAway: TimeAwayService,
  ) {}

  async plan(auth: AuthContext, request: ExportRequest): Promise<ExportPlan> {
    const extras = await this.extras(auth, request);
    return planExport({
      auth,
      policy: this.policy,
      request,
      extras,
      personScope: this.people.readScope(auth),
      recordScope: this.recordScope(auth, request.type),
      today: this.clock.now().toISOString().slice(0, 10),
    });
  }

  /** The records' own read scope (the role's rows, new hires); none when the role reads none (the plan answers 403). */
  private recordScope(auth: AuthContext, type: ExportType): SqlCondition[] {
    const resource = recordResourceOf(type);
    if (!resource || !this.policy.readsResource(auth, resource)) return [];
    const service = { equipment: this.equipment, document: this.documents, identityDocument: this.identityDocuments, timeAway: this.timeAway }[type as string];
    return service ? service.readScope(auth) : [];
  }

  /** Ids of compensation types, custom fields and time-away types of the company, with their names; 422 naming unknown ones. */
  private async extras(auth: AuthContext, request: ExportRequest): Promise<ExportExtras> {
    const issues: ValidationIssue[] = [];
    const resolve = async (name: keyof typeof EXTRA_LOOKUPS): Promise<NamedExtra[]> => {
      const ids = request[name];
      if (!ids.length) return [];
      const rows: NamedExtra[] = await EXTRA_LOOKUPS[name](this.db.manager, auth.companyId, ids);
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
