import { RetryLater, UserRefused } from '../push-errors';
import type { TargetRow, TargetStore } from '../target-store';
import { bulkRequest, MAX_BULK_OPERATIONS, type UserUpload } from './bulk-request';
import type { EntraSession } from './entra-session';

/**
 * Why a User is sent: `new` (never sent there), `changed` (its hash moved), `resent` (a reconcile sends it though
 * unchanged), `noLongerListed` (sent `active: false`, then forgotten).
 */
export type UploadReason = 'new' | 'changed' | 'resent' | 'noLongerListed';

/** One User to send, and the hash of it to keep once sent (null for a person no longer listed). */
export interface PendingUpload extends UserUpload {
  reason: UploadReason;
  hash: string | null;
}

type Outcome = UploadReason | 'failed' | 'notSent';

/**
 * The Users of one pass over an Entra target, sent in bulk requests of at most 50 as they come. A request answered
 * 2xx keeps the hashes of the Users it carried (or forgets the people no longer listed) and logs each User it
 * changed there (a reconcile's unchanged Users are counted, not logged); a 4xx other than the credentials' logs its
 * Users failed and the pass goes on; a retryable failure logs them `will retry` and fails the pass (the retry skips
 * the Users already sent, by their hash).
 */
export class EntraUploads {
  private pending: PendingUpload[] = [];
  private readonly counts = new Map<Outcome, number>();
  private requests = 0;

  constructor(
    private readonly target: TargetRow,
    private readonly session: EntraSession,
    private readonly store: TargetStore,
  ) {}

  notSent(): void {
    this.count('notSent');
  }

  /** A person no longer listed whose User was last sent inactive: nothing more to send, the person forgotten. */
  async forget(personId: string): Promise<void> {
    await this.store.dropMapping(this.target, personId);
    await this.store.log(this.target, { operation: 'update', outcome: 'succeeded', personId, detail: 'no longer listed: already sent inactive' });
    this.count('notSent');
  }

  async add(upload: PendingUpload): Promise<void> {
    this.pending.push(upload);
    if (this.pending.length >= MAX_BULK_OPERATIONS) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.pending.length) return;
    const uploads = this.pending;
    this.pending = [];
    let status: number;
    try {
      status = await this.session.upload(bulkRequest(uploads));
    } catch (error) {
      if (!(error instanceof UserRefused) && !(error instanceof RetryLater)) throw error;
      const detail = error instanceof RetryLater ? `will retry: ${error.message}` : error.message;
      for (const u of uploads) await this.store.log(this.target, { operation: operationOf(u), outcome: 'failed', personId: u.personId, statusCode: error.statusCode, detail });
      if (error instanceof RetryLater) throw error;
      this.count('failed', uploads.length);
      return;
    }
    this.requests += 1;
    for (const u of uploads) {
      this.count(u.reason);
      if (u.reason === 'resent') continue;
      // Entra answers no ids: the person's id, the externalId it matches on, stands for the User there.
      if (u.hash === null) await this.store.dropMapping(this.target, u.personId);
      else await this.store.saveMapping(this.target, u.personId, u.personId, u.hash, u.data.active === true);
      await this.store.log(this.target, {
        operation: operationOf(u), outcome: 'succeeded', personId: u.personId, statusCode: status,
        detail: u.reason === 'noLongerListed' ? 'no longer listed: active false' : `bulk request of ${uploads.length}`,
      });
    }
  }

  /** A pass's counts, in our words. */
  summary(): string {
    const n = (o: Outcome) => this.counts.get(o) ?? 0;
    const sent = n('new') + n('changed') + n('resent') + n('noLongerListed');
    const requests = `${this.requests} bulk request${this.requests === 1 ? '' : 's'}`;
    return `sent ${sent} in ${requests} (new ${n('new')}, changed ${n('changed')}, resent ${n('resent')}, no longer listed ${n('noLongerListed')}), `
      + `failed ${n('failed')}, not sent ${n('notSent')}`;
  }

  private count(outcome: Outcome, by = 1): void {
    this.counts.set(outcome, (this.counts.get(outcome) ?? 0) + by);
  }
}

/** What the log calls a User's operation: `create` for a person never sent there, `update` otherwise. */
const operationOf = (u: PendingUpload): 'create' | 'update' => (u.reason === 'new' ? 'create' : 'update');
