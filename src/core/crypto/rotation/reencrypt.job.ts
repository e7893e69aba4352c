import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../../config/config.module';
import type { AppConfig } from '../../../config/app-config';
import { DataKeyStore } from '..';
import { msSinceRotation } from './company-key-rows';
import { OnJob, OnQueueWorker } from '../../jobs/on-job.decorator';
import type { QueueWorkerOptions } from '../../jobs/on-job.decorator';
import { KEY_ROTATION_QUEUE, KeyRotationQueue, REENCRYPT_JOB } from './key-rotation-queue';
import { KeyedStores } from './keyed-stores';
import { nextStep, stepStore } from './reencrypt-step';
import type { ReencryptJobData } from './reencrypt-step';

/**
 * One batch of a company's re-encryption onto its active key, then the next step queued after the pause
 * (KEY_ROTATION_PAUSE_MS): a stopped worker finishes at most its batch and the next one takes the queued step; a
 * crashed one leaves its step to BullMQ's stalled-job check. Every step reads the work left from the database (values
 * plain or on another key), so a lost step is only a restart: `keys:encrypt-existing` queues the company again.
 */
@Injectable()
export class ReencryptJob {
  private readonly logger = new Logger('Encryption');

  constructor(
    private readonly db: DataSource,
    private readonly keys: DataKeyStore,
    private readonly stores: KeyedStores,
    private readonly queue: KeyRotationQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One batch at a time per worker (the job runs beside the requests, throttled, not hurried). */
  @OnQueueWorker(KEY_ROTATION_QUEUE)
  workerOptions(): QueueWorkerOptions {
    return { concurrency: 1, lockDuration: this.config.keyRotationJobLockMs, stalledInterval: this.config.keyRotationJobLockMs };
  }

  @OnJob({ queue: KEY_ROTATION_QUEUE, name: REENCRYPT_JOB })
  async step(data: ReencryptJobData): Promise<{ store: string; handled: number; done: boolean }> {
    const stores = this.stores.all();
    const { index, after } = stepStore(this.stores.names(), data);
    const active = await this.keys.currentActiveKey(data.companyId);
    const batch = await stores[index].reencrypt(data.companyId, active, this.config.keyRotationBatchSize, after);
    const since = await msSinceRotation(this.db, data.companyId);
    // A process may seal under the retired key until its cached active key expires; a slow request a little longer.
    const graceLeftMs = since === null ? 0 : 2 * this.config.dataKeyCacheMs - since;
    const next = nextStep(this.stores.names(), { ...data, store: stores[index].name }, batch, { pauseMs: this.config.keyRotationPauseMs, graceLeftMs });
    if (!next.done) await this.queue.add([{ data: next.data, delayMs: next.delayMs }]);
    if (data.existing) await this.logExistingProgress(data.companyId, stores[index].name, batch.handled, next.done);
    return { store: stores[index].name, handled: batch.handled, done: next.done };
  }

  /** Progress of the encryption of values stored before encryption at rest: each batch, each company, the end. */
  private async logExistingProgress(companyId: string, store: string, handled: number, companyDone: boolean): Promise<void> {
    const what = 'encrypting values stored before encryption';
    if (handled) this.logger.log({ msg: `${what}: company ${companyId}, ${store}: ${handled} encrypted`, companyId, store, encrypted: handled });
    if (!companyDone) return;
    this.logger.log({ msg: `${what}: company ${companyId} done`, companyId });
    if ((await this.queue.companiesEncryptingExisting()).every((other) => other === companyId)) {
      this.logger.log({ msg: `${what}: done (backups taken from now on hold no plain values)` });
    }
  }
}
