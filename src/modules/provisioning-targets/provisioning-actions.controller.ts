import { Controller, Get, HttpCode, Param, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuthContext } from '../../core/auth/auth-context';
import { Auth, RequireScope } from '../../core/auth/auth.decorators';
import { IdempotencyInterceptor } from '../../core/idempotency/idempotency.interceptor';
import type { ParsedQuery } from '../../core/query/query-string';
import { logQuery, targetRoute } from './provisioning-api';
import { ProvisioningActionsService } from './provisioning-actions.service';

/** A target's routes beyond CRUD (its CRUD routes come from crudController() in the module). */
@ApiTags('Provisioning targets')
@ApiBearerAuth()
@Controller('provisioning-targets')
export class ProvisioningActionsController {
  constructor(private readonly actions: ProvisioningActionsService) {}

  @Get(':id/log')
  @RequireScope('provisioning:manage')
  @targetRoute('listProvisioningLog', 'A page of the target\'s log', 'The requests made to the target, newest first (kept 30 days).', 200, 'ProvisioningLogList')
  @logQuery()
  log(@Auth() auth: AuthContext, @Param('id') id: string, @Query() query: ParsedQuery) {
    return this.actions.log(auth, id, query);
  }

  @Post(':id/sync')
  @HttpCode(202)
  @RequireScope('provisioning:manage')
  @UseInterceptors(IdempotencyInterceptor)
  @targetRoute('syncProvisioningTarget', 'The reconcile, queued', 'A `scim` target: lists its Users, compares each with the HR record and fixes what differs (creates, patches, deletes). '
    + 'An `entraBulkUpload` target (nothing there to list): every listed User sent, in bulk requests of 50, and the people no longer listed '
    + 'sent `active: false`. The log tells how it went.', 202, 'ProvisioningSync')
  sync(@Auth() auth: AuthContext, @Param('id') id: string) {
    return this.actions.sync(auth, id);
  }
}
