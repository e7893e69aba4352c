import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OnJob } from '../../jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../../jobs/queues';

/** How long revoked or expired tokens are kept for the record before they are deleted. */
const TOKEN_RETENTION_DAYS = 90;

/** Deletes tokens that stopped working (revoked or expired) more than TOKEN_RETENTION_DAYS ago, daily. */
@Injectable()
export class TokenPruning {
  constructor(private readonly db: DataSource) {}

  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'tokens.prune', schedule: { pattern: '17 3 * * *' } })
  async prune(): Promise<{ deleted: number }> {
    const [, deleted] = await this.db.query(
      `DELETE FROM api_tokens
        WHERE COALESCE(revoked_at, expires_at) < now() - make_interval(days => $1)`,
      [TOKEN_RETENTION_DAYS],
    );
    return { deleted: Number(deleted ?? 0) };
  }
}
