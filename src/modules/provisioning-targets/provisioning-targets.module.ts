import { Module } from '@nestjs/common';
import { crudController } from '../../core/crud/crud-controller.factory';
import { ProvisioningActionsController } from './provisioning-actions.controller';
import { ProvisioningActionsService } from './provisioning-actions.service';
import './provisioning-api';
import { CreateProvisioningTargetDto, UpdateProvisioningTargetDto } from './provisioning-target.dto';
import { PROVISIONING_TARGET_KINDS, PROVISIONING_TARGET_STATUSES } from './provisioning-target.entity';
import { PROVISIONING_TARGET_FIELDS } from './provisioning-target-fields';
import { ProvisioningTargetsService } from './provisioning-targets.service';
import { EntraSync } from './push/entra/entra-sync';
import { EntraTokens } from './push/entra/entra-tokens';
import { LeaverDeactivations } from './push/leaver-deactivations';
import { PushReads } from './push/push-reads';
import { ScimPushQueue } from './push/scim-push-queue';
import { ScimPushWorker } from './push/scim-push.worker';
import { ScimTargetHttp } from './push/scim-target-http';
import { TargetSecrets } from './push/target-secrets';
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
      kind: {
        type: 'string', enum: [...PROVISIONING_TARGET_KINDS],
        description: '`scim`: RFC 7644 requests to `{url}/Users` with a bearer token. `entraBulkUpload`: SCIM bulk requests to a Microsoft Entra '
          + 'provisioning job\'s bulkUpload endpoint, with an OAuth token of the app registration (client credentials). Set when the target is made.',
      },
      url: {
        type: 'string', format: 'uri',
        description: '`scim`: the SCIM base URL the Users are pushed to (`{url}/Users`). `entraBulkUpload`: the job\'s bulkUpload endpoint '
          + '(`https://graph.microsoft.com/v1.0/servicePrincipals/{servicePrincipalId}/synchronization/jobs/{jobId}/bulkUpload`).',
      },
      tenantId: { type: ['string', 'null'], description: '`entraBulkUpload`: the directory (tenant) id or a domain name of the tenant; null for `scim`.' },
      clientId: { type: ['string', 'null'], description: '`entraBulkUpload`: the app registration\'s application (client) id; null for `scim`.' },
      status: { type: 'string', enum: [...PROVISIONING_TARGET_STATUSES], description: '`active` (pushed to) or `paused`.' },
      lastSyncAt: { type: ['string', 'null'], format: 'date-time', description: 'When a pass over the target last ended without a failure.' },
    },
  },
  tagDescription: 'Push targets (docs/decisions-scim.md, "Push connector" and "Entra"): owner only (`provisioning:manage`). Every change of a '
    + 'person that alters their SCIM User is pushed (to a `scim` target `POST /Users`, `PATCH`, `DELETE`; to an `entraBulkUpload` target the '
    + 'whole User in a bulk request), leavers turn `active: false` at the end of their last day, and every target is reconciled daily. '
    + 'The token and the client secret are write-only.',
});

/** The push connector: its targets (a resource), the `scim-push` queue's jobs and the observer of committed writes. */
@Module({
  controllers: [ProvisioningActionsController, ProvisioningTargetsController],
  providers: [
    ProvisioningTargetsService, ProvisioningActionsService, ScimPushQueue, ScimTargetHttp, PushReads, TargetStore, TargetSecrets, LeaverDeactivations,
    TargetSync, EntraTokens, EntraSync, ScimPushWorker, UserChangesObserver,
  ],
})
export class ProvisioningTargetsModule {}
