import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { AuthContext } from '../../core/auth/auth-context';
import { Clock } from '../../core/clock';
import { lockCompanyScope } from '../../core/database/company-lock';
import { ApiError } from '../../core/errors/api-error';

/** Seconds a client waits before asking again while its pending exports are being built. */
const PENDING_RETRY_AFTER_SECONDS = 30;

/** What a company's live exports (not expired) hold, and the part of it its maker's. */
export interface ExportUsage {
  companyPending: number;
  companyBytes: number;
  companyNextExpiry: Date | null;
  personPending: number;
  personBytes: number;
  personNextExpiry: Date | null;
}

const USAGE_SQL = `
  SELECT count(*) FILTER (WHERE status = 'pending')::int AS "companyPending",
         COALESCE(sum(size) FILTER (WHERE status = 'ready'), 0)::float8 AS "companyBytes",
         min(expires_at) FILTER (WHERE status = 'ready') AS "companyNextExpiry",
         count(*) FILTER (WHERE status = 'pending' AND created_by = $2)::int AS "personPending",
         COALESCE(sum(size) FILTER (WHERE status = 'ready' AND created_by = $2), 0)::float8 AS "personBytes",
         min(expires_at) FILTER (WHERE status = 'ready' AND created_by = $2) AS "personNextExpiry"
    FROM data_exports
   WHERE company_id = $1 AND expires_at > $3 AND id <> $4`;

/**
 * D11 quotas: pending exports (queued for the worker) and stored bytes (ready exports not yet expired), per maker
 * and per company, from PostgreSQL. A create over a limit answers 429 with `Retry-After`; the counts are checked
 * again under a per-company lock in the transaction that writes the export, so concurrent creates cannot overshoot.
 * The pending counts also give the job's queue priority, so one company's backlog does not delay another's export.
 */
@Injectable()
export class ExportQuotas {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Serialises quota checks and the writes they guard, per company, until the transaction ends. */
  async lock(em: EntityManager, companyId: string): Promise<void> {
    await lockCompanyScope(em, 'data-exports', companyId);
  }

  async usage(em: EntityManager, companyId: string, personId: string | null, exceptId = ''): Promise<ExportUsage> {
    const [row] = await em.query(USAGE_SQL, [companyId, personId, this.clock.now(), exceptId]);
    return row as ExportUsage;
  }

  /** Before a stored export is made: 429 when the maker or the company is at a limit of pending exports or stored bytes. */
  async assertRoom(em: EntityManager, auth: AuthContext, queued: boolean): Promise<ExportUsage> {
    const usage = await this.usage(em, auth.companyId, auth.personId);
    const limits = this.config.dataExportLimits;
    if (queued && usage.personPending >= limits.pendingPerPerson) {
      throw this.tooMany(`You have ${usage.personPending} exports being built (at most ${limits.pendingPerPerson}): wait until they are ready`, PENDING_RETRY_AFTER_SECONDS);
    }
    if (queued && usage.companyPending >= limits.pendingPerCompany) {
      throw this.tooMany(`Your company has ${usage.companyPending} exports being built (at most ${limits.pendingPerCompany}): wait until they are ready`, PENDING_RETRY_AFTER_SECONDS);
    }
    const full = this.storedOverflow(usage, null);
    if (full) throw this.tooMany(full.message, full.retryAfter);
    return usage;
  }

  /**
   * Whether a file of `size` bytes fits the stored-bytes limits (null), else why not and when room is expected;
   * `size` null (not built yet): whether any room is left.
   */
  storedOverflow(usage: ExportUsage, size: number | null): { message: string; retryAfter: number } | null {
    const limits = this.config.dataExportLimits;
    const over = (used: number, max: number) => (size === null ? used >= max : used + size > max);
    if (over(usage.personBytes, limits.storedBytesPerPerson)) {
      return {
        message: `Your stored exports hold ${usage.personBytes} bytes (at most ${limits.storedBytesPerPerson})${size === null ? '' : ` and this one has ${size}`}: delete some or wait until they expire`,
        retryAfter: this.secondsUntil(usage.personNextExpiry),
      };
    }
    if (over(usage.companyBytes, limits.storedBytesPerCompany)) {
      return {
        message: `Your company's stored exports hold ${usage.companyBytes} bytes (at most ${limits.storedBytesPerCompany})${size === null ? '' : ` and this one has ${size}`}: delete some or wait until they expire`,
        retryAfter: this.secondsUntil(usage.companyNextExpiry),
      };
    }
    return null;
  }

  /** BullMQ priority (1 first): after the company's and the maker's own pending exports, so small backlogs go first. */
  priorityOf(usage: Pick<ExportUsage, 'companyPending' | 'personPending'>): number {
    return Math.min(1 + usage.companyPending + usage.personPending, 2_000_000);
  }

  tooMany(message: string, retryAfter: number): ApiError {
    return ApiError.tooManyRequests(message, retryAfter);
  }

  private secondsUntil(at: Date | null): number {
    if (!at) return PENDING_RETRY_AFTER_SECONDS;
    return Math.max(1, Math.ceil((at.getTime() - this.clock.nowMs()) / 1000));
  }
}
