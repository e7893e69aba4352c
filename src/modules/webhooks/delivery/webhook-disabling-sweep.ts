import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OnJob } from '../../../core/jobs/on-job.decorator';
import { HOUSEKEEPING_QUEUE } from '../../../core/jobs/queues';
import { DeliveryAttemptService } from './delivery-attempt.service';

/**
 * D14's rule also holds for a webhook that stops getting attempts: a window opened by failures is closed only by a
 * success, so 5 days later it is disabled even if nothing was tried since. The hourly `webhooks.disabling` job applies
 * the rule to every published webhook whose latest attempt to its endpoint failed (a test event sent to a separate
 * `testUrl` says nothing about the endpoint).
 */
@Injectable()
export class WebhookDisablingSweep {
  constructor(private readonly db: DataSource, private readonly attempts: DeliveryAttemptService) {}

  @OnJob({ queue: HOUSEKEEPING_QUEUE, name: 'webhooks.disabling', schedule: { pattern: '7 * * * *' } })
  async sweep(): Promise<{ checked: number; disabled: number }> {
    const candidates: { id: string }[] = await this.db.query(
      `SELECT w.id FROM webhooks w
        WHERE w.status = 'published'
          AND NOT (SELECT a.succeeded FROM webhook_attempts a
                     JOIN webhook_deliveries d ON d.company_id = a.company_id AND d.id = a.delivery_id AND (d.target = 'url' OR w.test_url IS NULL)
                    WHERE a.webhook_id = w.id ORDER BY a.attempted_at DESC LIMIT 1)`,
    );
    let disabled = 0;
    for (const { id } of candidates) if (await this.attempts.applyDisablingRule(id)) disabled++;
    return { checked: candidates.length, disabled };
  }
}
