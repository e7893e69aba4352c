import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../core/clock';
import { poolOf, runStatement } from '../../../core/database/prepared-query';
import { newId } from '../../../core/ids';
import type { ProvisioningOperation, ProvisioningOutcome } from '../provisioning-log.entity';
import type { ProvisioningTargetKind, ProvisioningTargetStatus } from '../provisioning-target.entity';

export interface TargetRow {
  id: string;
  companyId: string;
  kind: ProvisioningTargetKind;
  url: string;
  /** `scim`: sealed as stored. */
  token: string | null;
  /** `entraBulkUpload`: the tenant and client, and the client secret sealed as stored. */
  tenantId: string | null;
  clientId: string | null;
  clientSecret: string | null;
  status: ProvisioningTargetStatus;
}

export interface LogInput {
  operation: ProvisioningOperation;
  outcome: ProvisioningOutcome;
  personId?: string | null;
  remoteId?: string | null;
  statusCode?: number | null;
  detail?: string | null;
}

/** The connector's writes and the target rows it reads: the ids targets gave, the log, when a target was last synced. */
@Injectable()
export class TargetStore {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  private run<R>(text: string, values: unknown[]): Promise<R[]> {
    return runStatement<R>(poolOf(this.db), text, values);
  }

  async target(companyId: string, targetId: string): Promise<TargetRow | undefined> {
    const [row] = await this.run<TargetRow>(
      `SELECT id, company_id AS "companyId", kind, url, token, tenant_id AS "tenantId", client_id AS "clientId", client_secret AS "clientSecret", status
         FROM provisioning_targets WHERE company_id = $1 AND id = $2`,
      [companyId, targetId]);
    return row;
  }

  async activeTargetIds(companyId: string): Promise<string[]> {
    const rows = await this.run<{ id: string }>(`SELECT id FROM provisioning_targets WHERE company_id = $1 AND status = 'active' ORDER BY id`, [companyId]);
    return rows.map((r) => r.id);
  }

  /** Every active target, for the daily reconcile. */
  async allActiveTargets(): Promise<{ id: string; companyId: string }[]> {
    return this.run(`SELECT id, company_id AS "companyId" FROM provisioning_targets WHERE status = 'active' ORDER BY company_id, id`, []);
  }

  async saveMapping(target: TargetRow, personId: string, remoteId: string, sentHash: string, sentActive: boolean | null = null): Promise<void> {
    await this.run(
      `INSERT INTO provisioning_target_users (company_id, target_id, person_id, remote_id, sent_hash, sent_active, synced_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (company_id, target_id, person_id) DO UPDATE
         SET remote_id = EXCLUDED.remote_id, sent_hash = EXCLUDED.sent_hash, sent_active = EXCLUDED.sent_active, synced_at = EXCLUDED.synced_at`,
      [target.companyId, target.id, personId, remoteId, sentHash, sentActive, this.clock.now()]);
  }

  async dropMapping(target: TargetRow, personId: string): Promise<void> {
    await this.run(`DELETE FROM provisioning_target_users WHERE company_id = $1 AND target_id = $2 AND person_id = $3`, [target.companyId, target.id, personId]);
  }

  async synced(target: TargetRow): Promise<void> {
    await this.run(`UPDATE provisioning_targets SET last_sync_at = $3 WHERE company_id = $1 AND id = $2`, [target.companyId, target.id, this.clock.now()]);
  }

  async log(target: TargetRow, entry: LogInput): Promise<void> {
    await this.run(
      `INSERT INTO provisioning_log (id, company_id, target_id, at, operation, person_id, remote_id, outcome, status_code, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [newId(), target.companyId, target.id, this.clock.now(), entry.operation, entry.personId ?? null, entry.remoteId ?? null,
        entry.outcome, entry.statusCode ?? null, entry.detail ?? null]);
  }

  /** The log's entries older than `days`, deleted (the daily reconcile keeps it bounded). */
  async pruneLog(days: number): Promise<void> {
    await this.run(`DELETE FROM provisioning_log WHERE at < $1`, [new Date(this.clock.nowMs() - days * 86_400_000)]);
  }
}
