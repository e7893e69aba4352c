import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { purgeExpiredIdempotencyKeys } from '../core/idempotency/purge-expired-keys';
import { DataExportsService } from '../modules/data-exports/data-exports.service';
import { ExportRequeueSweep } from '../modules/data-exports/export-requeue-sweep';
import { FileAttachmentsService } from '../modules/files/file-attachments.service';
import { OffboardingService } from '../modules/people/offboarding.service';
import { WebhookDisablingSweep } from '../modules/webhooks/delivery/webhook-disabling-sweep';
import { WebhookRetention } from '../modules/webhooks/delivery/webhook-retention.service';
import { HOUSEKEEPING_QUEUE } from './queues';

/** How long revoked or expired tokens are kept for the record before they are deleted. */
const TOKEN_RETENTION_DAYS = 90;

/** Scheduled maintenance; each job name is one task. */
@Processor(HOUSEKEEPING_QUEUE)
export class HousekeepingProcessor extends WorkerHost {
  constructor(
    private readonly db: DataSource,
    private readonly offboarding: OffboardingService,
    private readonly files: FileAttachmentsService,
    private readonly webhookRetention: WebhookRetention,
    private readonly webhookDisabling: WebhookDisablingSweep,
    private readonly dataExports: DataExportsService,
    private readonly dataExportsRequeue: ExportRequeueSweep,
  ) {
    super();
  }

  async process(job: Job): Promise<unknown> {
    switch (job.name) {
      case 'tokens.prune':
        return this.pruneTokens();
      case 'people.offboard':
        return this.offboarding.recordDue();
      case 'idempotency.purge':
        return purgeExpiredIdempotencyKeys(this.db);
      case 'files.cleanup':
        return this.files.cleanupUnattached();
      case 'webhooks.retention':
        return this.webhookRetention.purge();
      case 'webhooks.disabling':
        return this.webhookDisabling.sweep();
      case 'dataExports.expire':
        return this.dataExports.expire();
      case 'dataExports.requeue':
        return this.dataExportsRequeue.sweep();
      default:
        throw new Error(`Unknown housekeeping job ${job.name}`);
    }
  }

  async pruneTokens(): Promise<{ deleted: number }> {
    const [, deleted] = await this.db.query(
      `DELETE FROM api_tokens
        WHERE COALESCE(revoked_at, expires_at) < now() - make_interval(days => $1)`,
      [TOKEN_RETENTION_DAYS],
    );
    return { deleted: Number(deleted ?? 0) };
  }
}
