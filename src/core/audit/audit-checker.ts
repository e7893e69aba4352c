import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuditChainer } from './audit-chainer';
import { AuditLog } from './audit-log.service';
import { ChainVerdict, verifyAuditChain } from './audit-verify';

/** `npm run cli -- audit:verify --company <id>`: the chain walked with the instance's chain key, once it is caught up. */
@Injectable()
export class AuditChecker {
  constructor(
    private readonly db: DataSource,
    private readonly log: AuditLog,
    private readonly chainer: AuditChainer,
  ) {}

  async verify(companyId: string): Promise<ChainVerdict & { companyId: string }> {
    await this.chainer.chainCompany(companyId);
    return { companyId, ...(await verifyAuditChain(this.db.manager, await this.log.chainKey(), companyId)) };
  }
}
