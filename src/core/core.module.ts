import { Global, Module } from '@nestjs/common';
import { TokenResolver } from './auth/token-resolver.service';
import { OutboxService } from './outbox/outbox.service';
import { PolicyService } from './policy/policy.service';

/** What every resource module uses: the policy, the outbox and token resolution. */
@Global()
@Module({
  providers: [PolicyService, OutboxService, TokenResolver],
  exports: [PolicyService, OutboxService, TokenResolver],
})
export class CoreModule {}
