import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { ProvisioningActionsController } from './provisioning-actions.controller';
import { ProvisioningActionsService } from './provisioning-actions.service';
import './provisioning-api';
import { CreateProvisioningTargetDto, UpdateProvisioningTargetDto } from './provisioning-target.dto';
import { PROVISIONING_TARGET_STATUSES } from './provisioning-target.entity';
import { PROVISIONING_TARGET_FIELDS } from './provisioning-target-fields';
import { ProvisioningTargetsService } from './provisioning-targets.service';
import { PushReads } from './push/push-reads';
import { ScimPushQueue } from './push/scim-push-queue';
import { ScimPushWorker } from './push/scim-push.worker';
import { ScimTargetHttp } from './push/scim-target-http';
import { TargetStore } from './push/target-store';
import { TargetSync } from './push/target-sync';
import { UserChangesObserver } from './push/user-changes.observer';

export const ProvisioningTargetsController = crudController(ProvisioningTargetsService, {
  path: 'provisioning-targets',
  tag: 'Provisioning targets',
  scopes: { read: 'provisioning:manage', write: 'provisioning:manage' },
  operations: ['list', 'get', 'create', 'update', 'delete'],
  createDto: CreateProvisioningTargetDto,
  updateDto: UpdateProvisioningTargetDto,
  api: {
    fields: [...PROVISIONING_TARGET_FIELDS],
    schemas: {
      url: { type: 'string', format: 'uri', description: 'The SCIM base URL the Users are pushed to (`{url}/Users`).' },
      status: { type: 'string', enum: [...PROVISIONING_TARGET_STATUSES], description: '`active` (pushed to) or `paused`.' },
      lastSyncAt: { type: ['string', 'null'], format: 'date-time', description: 'When a pass over the target last ended without a failure.' },
    },
  },
  tagDescription: 'SCIM push targets (docs/decisions-scim.md, "Push connector"): owner only (`provisioning:manage`). Every change of a '
    + 'person that alters their SCIM User is pushed (`POST /Users`, `PATCH`, `DELETE`), leavers turn `active: false` at the end of their last day, '
    + 'and every target is reconciled daily. The token is write-only.',
});

/** The SCIM push connector: its targets (a resource), the `scim-push` queue's jobs and the observer of committed writes. */
@Module({
  controllers: [ProvisioningActionsController, ProvisioningTargetsController],
  providers: [
    ProvisioningTargetsService, ProvisioningActionsService, ScimPushQueue, ScimTargetHttp, PushReads, TargetStore, TargetSync, ScimPushWorker,
    UserChangesObserver,
  ],
})
export class ProvisioningTargetsModule {}
