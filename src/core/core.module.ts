import { Global, Module } from '@nestjs/common';
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
 * (and the idempotency purge job), and the data keys of encryption at rest.
 */
@Global()
@Module({
  providers: [PolicyService, OutboxService, TokenResolver, Clock, ResourceRegistry, IdempotencyPurgeJob, DataKeyStore, SealedValues],
  exports: [PolicyService, OutboxService, TokenResolver, Clock, ResourceRegistry, DataKeyStore, SealedValues],
})
export class CoreModule {}
