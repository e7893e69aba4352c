import { AuditLog } from '../../core/audit/audit-log.service';
import { AuditEntryInput } from '../../core/audit/audit-entry';
import { Inject, Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { AuthContext } from '../../core/auth/auth-context';
import { writeTransaction } from '../../core/database/write-transaction';
import { PersonErasureRow, personErasures } from '../../core/erasure/person-erasures';
import { ApiError } from '../../core/errors/api-error';
import { PolicyService } from '../../core/policy/policy.service';
import { withTimeout } from '../../core/timeout';
import { PersonErasureRows } from '../people';
import { ErasePersonDto } from './erase-person.dto';
import { ErasureQueue } from './erasure-queue';

/** How often a waiting request looks at the erasure's row. */
const POLL_MS = 100;

export interface ErasureAnswer {
  /** 200 once done, 202 while the job still works. */
  status: 200 | 202;
  erasure: Record<string, unknown>;
}

/**
 * `POST /api/people/{id}/erase` (docs/security.md, "Erasure"): the owner asks; the request records the erasure, hands
 * it to a worker and waits up to ERASURE_WAIT_MS for it (200 with the counts), else answers 202 with the pending
 * erasure (POST again, or GET the person: 404 once gone). Asking again answers the same erasure, done or not.
 */
@Injectable()
export class PersonErasureService {
  constructor(
    private readonly db: DataSource,
    private readonly policy: PolicyService,
    private readonly people: PersonErasureRows,
    private readonly queue: ErasureQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditLog,
  ) {}

  async erase(auth: AuthContext, personId: string, body: ErasePersonDto): Promise<ErasureAnswer> {
    this.policy.assertAllowed(auth, 'personErasure', 'write');
    if (body.force && body.reason === undefined) throw ApiError.invalidField('reason', 'is required with force');
    let row = await personErasures.find(this.db.manager, auth.companyId, personId);
    if (!row) {
      const subject = await this.people.subject(this.db.manager, auth.companyId, personId);
      if (!subject) throw ApiError.notFound();
      if (!subject.offboarded && !body.force) {
        throw new ApiError(409, 'The person is not offboarded (their employment end date has not passed); send {"force": true, "reason": "..."} to erase them anyway');
      }
      if (subject.activeOwner) throw new ApiError(409, 'An active owner cannot be erased: make them another role (console) or end their employment first');
      // Through writeTransaction: a keyed request's Idempotency-Key row commits with the erasure's (D15).
      row = await writeTransaction(this.db, async (em) => {
        await this.audit.recordWrite(em, erasureRequestedEntry(auth.companyId, personId, body.force === true));
        return personErasures.request(em, {
          companyId: auth.companyId, personId, requestedBy: auth.personId, actorType: 'person', reason: body.reason ?? null, forced: body.force === true,
        });
      });
    }
    if (row.status !== 'done') row = await this.handOver(row);
    return { status: row.status === 'done' ? 200 : 202, erasure: erasureView(row) };
  }

  /** Queues the erasure and waits for it within ERASURE_WAIT_MS; a queue that does not take it leaves it to the sweep. */
  private async handOver(row: PersonErasureRow): Promise<PersonErasureRow> {
    const { companyId, personId } = row;
    const deadline = Date.now() + this.config.erasureWaitMs;
    const queued = await withTimeout(this.queue.enqueue({ companyId, personId }), this.config.enqueueTimeoutMs, 'the job queue').then(() => true, () => false);
    if (!queued) return row;
    while (Date.now() < deadline) {
      await sleep(Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
      const now = await personErasures.find(this.db.manager, companyId, personId);
      if (now?.status === 'done') return now;
    }
    return (await personErasures.find(this.db.manager, companyId, personId)) ?? row;
  }
}

/** The audit entry of an erasure asked for (the reason, free text, is named, not kept: the erasure's row holds it). */
export function erasureRequestedEntry(companyId: string, personId: string, forced: boolean): AuditEntryInput {
  return {
    companyId, action: 'person.erasureRequested', subjectPersonIds: [personId], target: { type: 'person', id: personId },
    fields: forced ? ['force', 'reason'] : [],
  };
}

/** The API object of an erasure (component PersonErasure). */
export function erasureView(row: PersonErasureRow): Record<string, unknown> {
  return {
    personId: row.personId,
    status: row.status,
    requestedAt: iso(row.requestedAt),
    requestedBy: row.requestedBy,
    actorType: row.actorType,
    reason: row.reason,
    forced: row.forced,
    counts: row.counts,
    erasedAt: iso(row.erasedAt),
    finishedAt: iso(row.finishedAt),
  };
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
