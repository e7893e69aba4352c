import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OnJob } from '../../jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../../jobs/queues';
import { KeyRotationService } from './key-rotation.service';

export const ENCRYPT_EXISTING_TASK = 'encrypt-existing-values';

/**
 * After the upgrade that brought encryption at rest, the values stored before it are encrypted online by the
 * re-encryption job, queued for every company once per installation (`maintenance_tasks` keeps that it was); an
 * installation made after that upgrade starts with the task done. Queuing twice (two workers at once) is harmless:
 * the job is idempotent. `keys:encrypt-existing` queues it again by hand.
 *
 * Run at every worker start (one SELECT once done), so an upgraded installation starts encrypting as soon as it has
 * migrated, not at the next housekeeping round; the schedule stays as the safety net (Redis away at start).
 */
@Injectable()
export class EncryptAfterUpgradeJob {
  private readonly logger = new Logger('Encryption');

  constructor(
    private readonly db: DataSource,
    private readonly keys: KeyRotationService,
  ) {}

  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'keys.encryptAfterUpgrade', schedule: { pattern: '*/5 * * * *' }, runAtStart: true })
  async run(): Promise<{ queued: number }> {
    const done: unknown[] = await this.db.query(`SELECT 1 FROM maintenance_tasks WHERE name = $1`, [ENCRYPT_EXISTING_TASK]);
    if (done.length) return { queued: 0 };
    const { queued } = await this.keys.encryptExisting();
    this.logger.log({
      msg: `encrypting values stored before encryption: queued for ${queued.length} companies (backups taken before "done" hold them in plaintext)`,
      companies: queued.length,
    });
    await this.db.query(`INSERT INTO maintenance_tasks (name) VALUES ($1) ON CONFLICT DO NOTHING`, [ENCRYPT_EXISTING_TASK]);
    return { queued: queued.length };
  }
}
