import { Injectable } from '@nestjs/common';
import { scimUserOf } from '../../scim';
import { EntraSync } from './entra/entra-sync';
import { LeaverDeactivations } from './leaver-deactivations';
import { RetryLater, TargetRefused, UserRefused } from './push-errors';
import { Mapping, PAGE, PushedRow, PushReads } from './push-reads';
import { patchOperations, PUSH_LINKS, pushedUser, userHash } from './pushed-user';
import { PushJob, ScimPushQueue } from './scim-push-queue';
import { ScimTargetHttp } from './scim-target-http';
import { TargetSecrets } from './target-secrets';
import { TargetSession } from './target-session';
import { TargetRow, TargetStore } from './target-store';

type Body = Record<string, unknown>;
type Outcome = 'created' | 'adopted' | 'updated' | 'unchanged' | 'deleted' | 'failed';

/** What a reconcile found at the target: its Users by id, by externalId and by userName (case folded). */
class RemoteUsers {
  private readonly byId = new Map<string, Body>();
  private readonly byExternalId = new Map<string, Body>();
  private readonly byUserName = new Map<string, Body>();

  constructor(users: Body[]) {
    for (const user of users) {
      if (typeof user.id === 'string') this.byId.set(user.id, user);
      if (typeof user.externalId === 'string') this.byExternalId.set(user.externalId, user);
      if (typeof user.userName === 'string') this.byUserName.set(user.userName.toLowerCase(), user);
    }
  }

  get(id: string): Body | null {
    return this.byId.get(id) ?? null;
  }

  /** A User of the person the connector has no id for: made by an earlier answer lost, or by hand. */
  matching(body: Body): Body | null {
    return this.byExternalId.get(body.externalId as string) ?? this.byUserName.get(String(body.userName ?? '').toLowerCase()) ?? null;
  }
}

/**
 * The push connector's passes (docs/decisions-scim.md, "Push connector"): a target is sent what makes its Users
 * equal to the Users the service provider lists. An Entra target's pass is EntraSync's (bulk uploads); a SCIM
 * target's is here: a person without an id at the target is created (`POST /Users`, the answer's id kept); a changed
 * User is compared with the target's and patched (`replace` of what differs); a person no longer listed is deleted. A reconcile lists the target's Users first and fixes every difference.
 * A retryable failure (unreachable, 408, 429, 5xx) fails the job, which the queue retries on D14's schedule.
 */
@Injectable()
export class TargetSync {
  constructor(
    private readonly http: ScimTargetHttp,
    private readonly reads: PushReads,
    private readonly store: TargetStore,
    private readonly secrets: TargetSecrets,
    private readonly queue: ScimPushQueue,
    private readonly leavers: LeaverDeactivations,
    private readonly entra: EntraSync,
  ) {}

  /** One pass over a target of either kind; a job without a target fans out to the company's active targets. */
  async run(job: PushJob): Promise<string> {
    if (!job.targetId) {
      const ids = await this.store.activeTargetIds(job.companyId);
      for (const targetId of ids) await this.queue.push({ ...job, targetId });
      return `queued for ${ids.length} targets`;
    }
    const target = await this.store.target(job.companyId, job.targetId);
    if (!target || target.status !== 'active') return 'no active target';
    try {
      const result = target.kind === 'entraBulkUpload' ? await this.entra.pass(target, job) : summary(await this.scimPass(target, job));
      if (job.reconcile) await this.store.log(target, { operation: 'reconcile', outcome: 'succeeded', detail: result });
      await this.store.synced(target);
      return result;
    } catch (error) {
      if (error instanceof TargetRefused) {
        await this.store.log(target, { operation: job.reconcile ? 'reconcile' : 'update', outcome: 'failed', statusCode: error.statusCode, detail: `stopped: ${error.message}` });
        return `refused: ${error.message}`;
      }
      if (error instanceof RetryLater && job.reconcile) {
        await this.store.log(target, { operation: 'reconcile', outcome: 'failed', statusCode: error.statusCode, detail: `will retry: ${error.message}` });
      }
      throw error;
    }
  }

  private async scimPass(target: TargetRow, job: PushJob): Promise<Map<Outcome, number>> {
    const session = new TargetSession(this.http, target.url, await this.secrets.open(target, 'token'));
    return job.reconcile ? this.reconcile(target, session) : this.push(target, session, job.personIds);
  }

  /** The people given (their reports too) or, with null, the whole company; Users are compared by their hash first. */
  private async push(target: TargetRow, session: TargetSession, personIds: string[] | null): Promise<Map<Outcome, number>> {
    const counts = new Map<Outcome, number>();
    const each = async (rows: PushedRow[]) => {
      const mappings = await this.reads.mappings(target.companyId, target.id, rows.map((r) => r.id));
      for (const row of rows) count(counts, await this.user(target, session, row, mappings.get(row.id) ?? null, undefined));
    };
    if (personIds === null) {
      for (let after = ''; ;) {
        const rows = await this.reads.page(target.companyId, after);
        await each(rows);
        if (rows.length < PAGE) break;
        after = rows[rows.length - 1].id;
      }
    } else if (personIds.length) {
      await each(await this.reads.usersOf(target.companyId, personIds));
    }
    for (const mapping of await this.reads.unlisted(target.companyId, target.id, personIds)) count(counts, await this.remove(target, session, mapping));
    return counts;
  }

  /** List, compare, fix: every listed person's User made equal at the target, Users of people no longer listed deleted. */
  private async reconcile(target: TargetRow, session: TargetSession): Promise<Map<Outcome, number>> {
    const remote = new RemoteUsers(await session.all());
    const counts = new Map<Outcome, number>();
    for (let after = ''; ;) {
      const rows = await this.reads.page(target.companyId, after);
      const mappings = await this.reads.mappings(target.companyId, target.id, rows.map((r) => r.id));
      for (const row of rows) {
        const mapping = mappings.get(row.id) ?? null;
        count(counts, await this.user(target, session, row, mapping, remote));
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1].id;
    }
    for (const mapping of await this.reads.unlisted(target.companyId, target.id, null)) count(counts, await this.remove(target, session, mapping));
    return counts;
  }

  /**
   * One person's User made equal at the target. `remote`: the target's Users as a reconcile listed them (compared
   * whatever the hash says); undefined: not listed, so an unchanged hash sends nothing and a changed one reads the
   * target's User first.
   */
  private async user(target: TargetRow, session: TargetSession, row: PushedRow, mapping: Mapping | null, remote: RemoteUsers | undefined): Promise<Outcome> {
    const body = pushedUser(scimUserOf(row, PUSH_LINKS));
    const hash = userHash(body);
    await this.leavers.queueFor(target, row);
    if (mapping && !remote && mapping.sentHash === hash) return 'unchanged';
    // A new hire without a work email has no userName, which a target requires: made once they have one.
    if (!mapping && typeof body.userName !== 'string') return 'unchanged';
    try {
      if (mapping) {
        const current = remote ? remote.get(mapping.remoteId) : await session.get(mapping.remoteId);
        if (current) return await this.update(target, session, row.id, mapping.remoteId, body, hash, current, mapping.sentHash !== hash);
      }
      const found = remote?.matching(body);
      if (found) return await this.adopt(target, session, row.id, found, body, hash);
      return await this.create(target, session, row.id, body, hash);
    } catch (error) {
      if (!(error instanceof UserRefused)) {
        if (error instanceof RetryLater) await this.store.log(target, { operation: mapping ? 'update' : 'create', outcome: 'failed', personId: row.id, statusCode: error.statusCode, detail: `will retry: ${error.message}` });
        throw error;
      }
      await this.store.log(target, { operation: mapping ? 'update' : 'create', outcome: 'failed', personId: row.id, remoteId: mapping?.remoteId, statusCode: error.statusCode, detail: error.message });
      return 'failed';
    }
  }

  private async create(target: TargetRow, session: TargetSession, personId: string, body: Body, hash: string): Promise<Outcome> {
    const remoteId = await session.create(body);
    if (remoteId === null) {
      // 409: the target has the User already (a creation whose answer was lost, or one made by hand).
      const found = (await session.findOne('externalId', personId)) ?? (await session.findOne('userName', String(body.userName)));
      if (!found) throw new UserRefused(409, 'HTTP 409 and no User of that externalId or userName');
      return this.adopt(target, session, personId, found, body, hash);
    }
    await this.store.saveMapping(target, personId, remoteId, hash);
    await this.store.log(target, { operation: 'create', outcome: 'succeeded', personId, remoteId, statusCode: 201 });
    return 'created';
  }

  private async adopt(target: TargetRow, session: TargetSession, personId: string, found: Body, body: Body, hash: string): Promise<Outcome> {
    const remoteId = String(found.id);
    const operations = patchOperations(body, found);
    if (operations.length) await session.patch(remoteId, operations);
    await this.store.saveMapping(target, personId, remoteId, hash);
    await this.store.log(target, { operation: 'adopt', outcome: 'succeeded', personId, remoteId, detail: changed(operations) });
    return 'adopted';
  }

  private async update(target: TargetRow, session: TargetSession, personId: string, remoteId: string, body: Body, hash: string, current: Body, hashMoved: boolean): Promise<Outcome> {
    const operations = patchOperations(body, current);
    if (operations.length) await session.patch(remoteId, operations);
    if (hashMoved || operations.length) await this.store.saveMapping(target, personId, remoteId, hash);
    if (!operations.length) return 'unchanged';
    await this.store.log(target, { operation: 'update', outcome: 'succeeded', personId, remoteId, detail: changed(operations) });
    return 'updated';
  }

  private async remove(target: TargetRow, session: TargetSession, mapping: Mapping): Promise<Outcome> {
    try {
      await session.delete(mapping.remoteId);
    } catch (error) {
      if (!(error instanceof UserRefused)) throw error;
      await this.store.log(target, { operation: 'delete', outcome: 'failed', personId: mapping.personId, remoteId: mapping.remoteId, statusCode: error.statusCode, detail: error.message });
      return 'failed';
    }
    await this.store.dropMapping(target, mapping.personId);
    await this.store.log(target, { operation: 'delete', outcome: 'succeeded', personId: mapping.personId, remoteId: mapping.remoteId });
    return 'deleted';
  }
}

function count(counts: Map<Outcome, number>, outcome: Outcome): void {
  counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
}

function summary(counts: Map<Outcome, number>): string {
  const parts = (['created', 'adopted', 'updated', 'deleted', 'failed', 'unchanged'] as const).map((k) => `${k} ${counts.get(k) ?? 0}`);
  return parts.join(', ');
}

/** The attributes an operation list changes, by name (no values). */
const changed = (operations: { op: string; path: string }[]): string | null =>
  operations.length ? operations.map((o) => `${o.op} ${o.path}`).join(', ') : null;
