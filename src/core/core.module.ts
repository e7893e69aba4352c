import { Global, Module } from '@nestjs/common';
import { AuditChainer } from './audit/audit-chainer';
import { AuditChecker } from './audit/audit-checker';
import { AuditDenials } from './audit/audit-denials.service';
import { AuditLog } from './audit/audit-log.service';
import { AuditPurgeJob } from './audit/audit-purge.job';
import { AuditReads } from './audit/audit-reads.service';
import { Clock } from './clock';
import { DataKeyStore } from './crypto/data-key-store';
import { SealedValues } from './crypto/sealed/sealed-values';
import { ResourceRegistry } from './crud/resource-registry';
import { TokenResolver } from './auth/token-resolver.service';
import { IdempotencyPurgeJob } from './idempotency/idempotency-purge.job';
import { OutboxService } from './outbox/outbox.service';
import { PolicyService } from './policy/policy.service';

/**
 * What every resource module uses: the policy, the outbox, token resolution, the clock and the resource registry
 * (and the idempotency purge job), the data keys of encryption at rest, and the audit trail's writers.
 */
@Global()
@Module({
  providers: [
    PolicyService, OutboxService, TokenResolver, Clock, ResourceRegistry, IdempotencyPurgeJob, DataKeyStore, SealedValues, AuditLog, AuditReads, AuditDenials, AuditPurgeJob, AuditChecker, AuditChainer,
  ],
  exports: [PolicyService, OutboxService, TokenResolver, Clock, ResourceRegistry, DataKeyStore, SealedValues, AuditLog, AuditReads, AuditDenials, AuditChecker, AuditChainer],
})
export class CoreModule {}
