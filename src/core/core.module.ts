import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';
import { ResourceRegistry } from './crud/resource-registry';
import { TokenResolver } from './auth/token-resolver.service';
import { OutboxService } from './outbox/outbox.service';
import { PolicyService } from './policy/policy.service';

/** What every resource module uses: the policy, the outbox, token resolution, the clock and the resource registry. */
@Global()
@Module({
  providers: [PolicyService, OutboxService, TokenResolver, Clock, ResourceRegistry],
  exports: [PolicyService, OutboxService, TokenResolver, Clock, ResourceRegistry],
})
export class CoreModule {}
