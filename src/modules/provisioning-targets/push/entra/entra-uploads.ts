import { RetryLater, UserRefused } from '../push-errors';
import type { TargetRow, TargetStore } from '../target-store';
import { bulkRequest, MAX_BULK_OPERATIONS, type UserUpload } from './bulk-request';
import type { EntraSession } from './entra-session';

/** One User to send: a listed person's (`hash` of it kept once sent) or one no longer listed (`hash` null). */
export interface PendingUpload extends UserUpload {
  /** What the log calls it: `create` for a person the target was never sent, `update` otherwise. */
  operation: 'create' | 'update';
  hash: string | null;
}

type Outcome = 'new' | 'changed' | 'noLongerListed' | 'failed' | 'unchanged';

/**
 * The Users of one pass over an Entra target, sent in bulk requests of at most 50 as they come: each request
 * answered 2xx keeps the hashes of the Users it carried (or forgets the people no longer listed) and logs each
 * User; a 4xx other than the credentials' logs its Users failed and the pass goes on; a retryable failure logs
 * them `will retry` and fails the pass (the retry skips the Users already sent, by their hash).
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

  unchanged(): void {
    this.count('unchanged');
  }

  /** A person no longer listed whose User was last sent inactive: nothing more to send, the person forgotten. */
  async forget(personId: string): Promise<void> {
    await this.store.dropMapping(this.target, personId);
    await this.store.log(this.target, { operation: 'update', outcome: 'succeeded', personId, detail: 'no longer listed: already sent inactive' });
    this.count('unchanged');
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
      for (const u of uploads) await this.store.log(this.target, { operation: u.operation, outcome: 'failed', personId: u.personId, statusCode: error.statusCode, detail });
      if (error instanceof RetryLater) throw error;
      for (const _ of uploads) this.count('failed');
      return;
    }
    this.requests += 1;
    for (const u of uploads) {
      // Entra answers no ids: the person's id, the externalId it matches on, stands for the User there.
      if (u.hash === null) await this.store.dropMapping(this.target, u.personId);
      else await this.store.saveMapping(this.target, u.personId, u.personId, u.hash, u.data.active === true);
      await this.store.log(this.target, {
        operation: u.operation, outcome: 'succeeded', personId: u.personId, statusCode: status,
        detail: u.hash === null ? 'no longer listed: active false' : `bulk request of ${uploads.length}`,
      });
      this.count(u.hash === null ? 'noLongerListed' : u.operation === 'create' ? 'new' : 'changed');
    }
  }

  /** A pass's counts, in our words. */
  summary(): string {
    const n = (o: Outcome) => this.counts.get(o) ?? 0;
    const sent = n('new') + n('changed') + n('noLongerListed');
    return `sent ${sent} in ${this.requests} bulk request${this.requests === 1 ? '' : 's'} (new ${n('new')}, changed ${n('changed')}, no longer listed ${n('noLongerListed')}), failed ${n('failed')}, unchanged ${n('unchanged')}`;
  }

  private count(outcome: Outcome): void {
    this.counts.set(outcome, (this.counts.get(outcome) ?? 0) + 1);
  }
}
