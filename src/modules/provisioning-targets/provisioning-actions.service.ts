import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthContext } from '../../core/auth/auth-context';
import type { ListEnvelope } from '../../core/crud/resource-definition';
import type { ParsedQuery } from '../../core/query/query-string';
import { translateQuery } from '../../core/query/query-translator';
import { tenantQuery } from '../../core/tenancy/tenant-query';
import { ProvisioningLogEntry } from './provisioning-log.entity';
import { PROVISIONING_LOG_QUERY } from './provisioning-log.query';
import { ProvisioningTargetsService } from './provisioning-targets.service';

/** A target's routes beyond CRUD: its log and a reconcile asked for by hand. */
@Injectable()
export class ProvisioningActionsService {
  constructor(
    private readonly db: DataSource,
    private readonly targets: ProvisioningTargetsService,
  ) {}

  /** Newest first; ids and our own words only (no values sent or answered), so not a sensitive read. */
  async log(auth: AuthContext, id: string, query: ParsedQuery): Promise<ListEnvelope> {
    const translated = translateQuery(query, PROVISIONING_LOG_QUERY, 'e');
    const target = await this.targets.findOwned(this.db.manager, auth, id);
    const qb = tenantQuery(this.db.manager, ProvisioningLogEntry, 'e', auth.companyId).andWhere('e.target_id = :targetId', { targetId: target.id });
    for (const condition of translated.where) qb.andWhere(condition.sql, condition.params);
    const total = await qb.getCount();
    const rows = translated.limit > 0
      ? await qb.orderBy('e.at', 'DESC').addOrderBy('e.id', 'DESC').offset(translated.skip).limit(translated.limit).getMany()
      : [];
    const data = rows.map((row) => ({
      id: row.id, at: row.at.toISOString(), operation: row.operation, outcome: row.outcome, personId: row.personId,
      remoteId: row.remoteId, statusCode: row.statusCode, detail: row.detail,
    }));
    return { total, limit: translated.limit, skip: translated.skip, data };
  }

  /** `POST .../:id/sync`: a reconcile of the target queued (list, compare, fix); the log tells how it went. */
  async sync(auth: AuthContext, id: string): Promise<{ targetId: string; queued: true }> {
    const target = await this.targets.findOwned(this.db.manager, auth, id);
    await this.targets.reconcile(auth.companyId, target.id);
    return { targetId: target.id, queued: true };
  }
}
