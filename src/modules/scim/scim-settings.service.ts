import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditLog } from '../../core/audit/audit-log.service';
import { writeTransaction } from '../../core/database/write-transaction';
import { ApiError } from '../../core/errors/api-error';
import { Company } from '../companies';

/** A company's SCIM settings, changed from the console (D2: `company:set-scim`), never through /api. */
@Injectable()
export class ScimSettings {
  constructor(
    private readonly db: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** Whether the feed lists people's personal emails (type `home`) besides their work email; off by default. */
  async setPersonalEmails(companyId: string, on: boolean): Promise<{ companyId: string; personalEmails: boolean }> {
    await writeTransaction(this.db, async (em) => {
      const company = await em.getRepository(Company).findOne({ where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
      if (!company) throw new ApiError(404, `No company with id ${companyId}`);
      if (company.scimPersonalEmails === on) return;
      await em.getRepository(Company).update({ id: companyId }, { scimPersonalEmails: on, updatedAt: new Date() });
      await this.audit.recordWrite(em, {
        companyId, action: 'company.scimSettingsChanged', target: { type: 'company', id: companyId }, fields: ['scimPersonalEmails'],
        changes: { scimPersonalEmails: { from: company.scimPersonalEmails, to: on } },
      });
    });
    return { companyId, personalEmails: on };
  }
}
