import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OnJob } from '../jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../jobs/queues';
import { purgeExpiredIdempotencyKeys } from './purge-expired-keys';

/** D15: idempotency keys are remembered 24 hours; older ones are purged every hour. */
@Injectable()
export class IdempotencyPurgeJob {
  constructor(private readonly db: DataSource) {}

  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'idempotency.purge', schedule: { pattern: '41 * * * *' } })
  purge(): Promise<{ deleted: number }> {
    return purgeExpiredIdempotencyKeys(this.db);
  }
}
