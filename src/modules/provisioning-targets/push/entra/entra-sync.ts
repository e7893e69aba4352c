import { Injectable } from '@nestjs/common';
import { scimUserOf } from '../../../scim';
import { LeaverDeactivations } from '../leaver-deactivations';
import { Mapping, PAGE, PushedRow, PushReads } from '../push-reads';
import { PUSH_LINKS, pushedUser, userHash } from '../pushed-user';
import type { PushJob } from '../scim-push-queue';
import { ScimTargetHttp } from '../scim-target-http';
import { TargetSecrets } from '../target-secrets';
import { TargetRow, TargetStore } from '../target-store';
import { deactivation } from './bulk-request';
import { EntraSession } from './entra-session';
import { EntraTokens } from './entra-tokens';
import { EntraUploads } from './entra-uploads';

/**
 * A pass over an Entra target (docs/decisions-scim.md, "Entra"): the same Users as a SCIM target's, each sent whole
 * as a `POST` operation of a bulk request (joiner, mover and leaver alike: Entra decides what to do with it). A
 * push sends the Users whose hash moved; a reconcile sends every listed User, as there is nothing at Entra to list
 * and compare; a person no longer listed is sent once with `active: false` and forgotten (no DELETE).
 */
@Injectable()
export class EntraSync {
  constructor(
    private readonly http: ScimTargetHttp,
    private readonly tokens: EntraTokens,
    private readonly reads: PushReads,
    private readonly store: TargetStore,
    private readonly secrets: TargetSecrets,
    private readonly leavers: LeaverDeactivations,
  ) {}

  async pass(target: TargetRow, job: PushJob): Promise<string> {
    const client = { id: target.id, tenantId: target.tenantId ?? '', clientId: target.clientId ?? '' };
    const session = new EntraSession(this.http, this.tokens, target.url, client, await this.secrets.open(target, 'clientSecret'));
    const uploads = new EntraUploads(target, session, this.store);
    const everyone = job.reconcile === true || job.personIds === null;
    const each = async (rows: PushedRow[]) => {
      const mappings = await this.reads.mappings(target.companyId, target.id, rows.map((r) => r.id));
      for (const row of rows) await this.offer(target, uploads, row, mappings.get(row.id) ?? null, job.reconcile === true);
    };
    if (everyone) {
      for (let after = ''; ;) {
        const rows = await this.reads.page(target.companyId, after);
        await each(rows);
        if (rows.length < PAGE) break;
        after = rows[rows.length - 1].id;
      }
    } else if (job.personIds?.length) {
      await each(await this.reads.usersOf(target.companyId, job.personIds));
    }
    const unlisted = await this.reads.unlisted(target.companyId, target.id, everyone ? null : job.personIds);
    for (let i = 0; i < unlisted.length; i += PAGE) await this.turnOff(target, uploads, unlisted.slice(i, i + PAGE));
    await uploads.flush();
    return uploads.summary();
  }

  /** A listed person's User, sent when its hash moved (or always, in a reconcile). */
  private async offer(target: TargetRow, uploads: EntraUploads, row: PushedRow, mapping: Mapping | null, always: boolean): Promise<void> {
    const data = pushedUser(scimUserOf(row, PUSH_LINKS));
    const hash = userHash(data);
    await this.leavers.queueFor(target, row);
    // A new hire without a work email has no userName, which a User requires: sent once they have one.
    if (typeof data.userName !== 'string') return uploads.notSent();
    const reason = !mapping ? 'new' : mapping.sentHash !== hash ? 'changed' : 'resent';
    if (reason === 'resent' && !always) return uploads.notSent();
    await uploads.add({ personId: row.id, data, hash, reason });
  }

  /**
   * People no longer listed: their User as the record still gives it, `active: false`, sent once; nothing when the
   * User last sent was inactive already (a leaver past retention, an offboarded person erased).
   */
  private async turnOff(target: TargetRow, uploads: EntraUploads, mappings: Mapping[]): Promise<void> {
    const active = mappings.filter((m) => m.sentActive !== false);
    const rows = active.length ? await this.reads.usersAsRecorded(target.companyId, active.map((m) => m.personId)) : [];
    const users = new Map(rows.map((row) => [row.id, pushedUser(scimUserOf(row, PUSH_LINKS))]));
    for (const { personId, sentActive } of mappings) {
      if (sentActive === false) await uploads.forget(personId);
      else await uploads.add({ personId, data: deactivation(personId, users.get(personId) ?? null), hash: null, reason: 'noLongerListed' });
    }
  }
}
