import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OnJob } from '../../core/jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../../core/jobs/queues';

/** How long revoked or expired tokens are kept for the record before they are deleted. */
const TOKEN_RETENTION_DAYS = 90;

/** Deletes tokens that stopped working (revoked or expired) more than TOKEN_RETENTION_DAYS ago, with their lookups, daily. */
@Injectable()
export class TokenPruning {
  constructor(private readonly db: DataSource) {}

  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'tokens.prune', schedule: { pattern: '17 3 * * *' } })
  async prune(): Promise<{ deleted: number }> {
    // Each token's lookup row (api_token_lookup) goes in the same statement.
    const [{ deleted }]: { deleted: number }[] = await this.db.query(
      `WITH gone AS (
         DELETE FROM api_tokens WHERE COALESCE(revoked_at, expires_at) < now() - make_interval(days => $1) RETURNING secret_hash),
       lookups AS (DELETE FROM api_token_lookup WHERE secret_hash IN (SELECT secret_hash FROM gone))
       SELECT count(*)::int AS deleted FROM gone`,
      [TOKEN_RETENTION_DAYS],
    );
    return { deleted };
  }
}
