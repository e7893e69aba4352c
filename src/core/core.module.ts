import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';
import { ResourceRegistry } from './crud/resource-registry';
import { TokenResolver } from './auth/token-resolver.service';
import { IdempotencyPurgeJob } from './idempotency/idempotency-purge.job';
import { OutboxService } from './outbox/outbox.service';
import { PolicyService } from './policy/policy.service';

/**
 * What every resource module uses: the policy, the outbox, token resolution, the clock and the resource registry
 * (and the idempotency purge job).
 */
@Global()
@Module({
  providers: [PolicyService, OutboxService, TokenResolver, Clock, ResourceRegistry, IdempotencyPurgeJob],
  exports: [PolicyService, OutboxService, TokenResolver, Clock, ResourceRegistry],
})
export class CoreModule {}
