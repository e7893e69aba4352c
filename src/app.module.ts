import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { AuthGuard } from './core/auth/auth.guard';
import { StorageModule } from './core/storage/storage.module';
import { CoreModule } from './core/core.module';
import { ProtectionModule } from './core/protection.module';
import { dataSourceOptions } from './core/database/data-source-options';
import { ReadReplicasModule } from './core/database/read-replicas.module';
import { RedisModule } from './core/redis/redis.module';
import { KeyRotationModule } from './core/crypto/rotation/key-rotation.module';
import { KEY_ROTATION_QUEUE } from './core/crypto/rotation/key-rotation-queue';
import { QueuesModule } from './core/jobs/queues.module';
import { HOUSEKEEPING_QUEUE } from './core/jobs/queues';
import { AuditEventsModule } from './modules/audit-events/audit-events.module';
import { ChangeFeedModule } from './modules/change-feed/change-feed.module';
import { BankAccountsModule } from './modules/bank-accounts/bank-accounts.module';
import { CompensationTypesModule } from './modules/compensation-types/compensation-types.module';
import { CompensationsModule } from './modules/compensations/compensations.module';
import { CustomFieldsModule } from './modules/custom-fields/custom-fields.module';
import { CustomValuesModule } from './modules/custom-values/custom-values.module';
import { EmergencyContactsModule } from './modules/emergency-contacts/emergency-contacts.module';
import { EquipmentModule } from './modules/equipment/equipment.module';
import { FilesModule } from './modules/files/files.module';
import { DocumentTypesModule } from './modules/document-types/document-types.module';
import { DocumentsModule } from './modules/documents/documents.module';
import { IdentityDocumentTypesModule } from './modules/identity-document-types/identity-document-types.module';
import { IdentityDocumentsModule } from './modules/identity-documents/identity-documents.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { CompanySetupModule } from './modules/company-setup';
import { HealthModule } from './modules/health/health.module';
import { JobRolesModule } from './modules/people/job-roles/job-roles.module';
import { LocationsModule } from './modules/locations/locations.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { PeopleModule } from './modules/people/people.module';
import { TimeAwayPoliciesModule } from './modules/time-away-policies/time-away-policies.module';
import { TimeAwayTypesModule } from './modules/time-away-types/time-away-types.module';
import { TimeAwayApprovalFlowsModule } from './modules/time-away-approval-flows/time-away-approval-flows.module';
import { WorkingPatternsModule } from './modules/working-patterns/working-patterns.module';
import { TokensModule } from './modules/tokens/tokens.module';
import { TimeAwayModule } from './modules/time-away/time-away.module';
import { TimesheetsModule } from './modules/timesheets/timesheets.module';
import { CalendarFeedsModule } from './modules/calendar-feeds/calendar-feeds.module';
import { PublicHolidaysModule } from './modules/public-holidays/public-holidays.module';
import { WebhooksModule } from './modules/webhooks/webhooks.module';
import { DataExportsModule } from './modules/data-exports/data-exports.module';
import { DATA_EXPORTS_QUEUE } from './modules/data-exports/export-queue';
import { exportFileStore } from './modules/data-exports/export-keyed-store';
import { ExportKeysService } from './modules/data-exports/export-keys.service';
import { fileStore } from './modules/files/file-keyed-store';
import { FileKeysService } from './modules/files/file-keys.service';
import { WEBHOOK_DELIVERY_QUEUE } from './modules/webhooks/delivery/delivery-queue';
import { WebhookDeliveryModule } from './modules/webhooks/delivery/webhook-delivery.module';
import { PersonErasureModule } from './modules/person-erasure/person-erasure.module';
import { ScimModule } from './modules/scim';
import { ProvisioningTargetsModule, SCIM_PUSH_QUEUE } from './modules/provisioning-targets';

/** The resource modules: one per resource, each declared on the generic core. */
export const RESOURCE_MODULES = [
  CompaniesModule,
  PeopleModule,
  LocationsModule,
  TimeAwayPoliciesModule,
  TimeAwayTypesModule,
  TimeAwayApprovalFlowsModule,
  WorkingPatternsModule,
  TokensModule,
  JobRolesModule,
  CompensationTypesModule,
  CompensationsModule,
  BankAccountsModule,
  EmergencyContactsModule,
  EquipmentModule,
  CustomFieldsModule,
  CustomValuesModule,
  FilesModule,
  DocumentTypesModule,
  DocumentsModule,
  IdentityDocumentTypesModule,
  IdentityDocumentsModule,
  PublicHolidaysModule,
  TimeAwayModule,
  TimesheetsModule,
  CalendarFeedsModule,
  WebhooksModule,
  DataExportsModule,
  CompanySetupModule,
  AuditEventsModule,
  PersonErasureModule,
  ScimModule,
  ProvisioningTargetsModule,
  ChangeFeedModule,
];

/**
 * The data-key commands of the console and the re-encryption job of the workers; uploaded and export files are two
 * more stores of the rotation, kept by their modules.
 */
const keyRotation = () =>
  KeyRotationModule.forRoot({
    imports: [FilesModule, DataExportsModule],
    inject: [DataSource, FileKeysService, ExportKeysService],
    useFactory: (db: DataSource, files: FileKeysService, exports: ExportKeysService) => [fileStore(files), exportFileStore(db, exports)],
  });

/** The queues and the modules whose jobs the workers run. */
const queues = (runWorkers: boolean) =>
  QueuesModule.forRoot(runWorkers, {
    imports: [
      // The offboarding job (D9) of the housekeeping worker.
      PeopleModule,
      // The unattached-file cleanup (D10).
      FilesModule,
      // Webhook delivery (D14): the queue everywhere, the relay and the worker in the worker role.
      WebhookDeliveryModule.forRoot(runWorkers),
      // Large data exports and the expiry of old ones (D11).
      DataExportsModule,
      // The outbox's retention (the change feed).
      ChangeFeedModule,
      // The SCIM push connector: pushes, retries and the daily reconcile.
      ProvisioningTargetsModule,
    ],
    opened: [HOUSEKEEPING_QUEUE, DATA_EXPORTS_QUEUE, KEY_ROTATION_QUEUE, SCIM_PUSH_QUEUE],
    all: [HOUSEKEEPING_QUEUE, WEBHOOK_DELIVERY_QUEUE, DATA_EXPORTS_QUEUE, KEY_ROTATION_QUEUE, SCIM_PUSH_QUEUE],
  });

export type ModuleMode = 'api' | 'worker' | 'all' | 'cli';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, mode: ModuleMode): DynamicModule {
    const imports: NonNullable<DynamicModule['imports']> = [
      ConfigModule.forRoot(config),
      TypeOrmModule.forRoot({ ...dataSourceOptions(config.databaseUrl), autoLoadEntities: false }),
      CoreModule,
      StorageModule,
      ...RESOURCE_MODULES,
      keyRotation(),
    ];
    if (mode !== 'cli') {
      imports.push(RedisModule, queues(mode === 'all' || mode === 'worker'));
    }
    if (mode === 'api' || mode === 'all') imports.push(HealthModule, MetricsModule, ProtectionModule);
    // GET requests read from replicas; without DATABASE_READ_URLS nothing of it is loaded (no pool, poller or Redis call).
    if ((mode === 'api' || mode === 'all') && config.databaseReadUrls.length) imports.push(ReadReplicasModule);
    // Workers answer the same readiness check on their own small listener (WORKER_HEALTH_PORT).
    if (mode === 'worker') imports.push(HealthModule);
    return {
      module: AppModule,
      imports,
      providers: mode === 'cli' ? [] : [{ provide: APP_GUARD, useClass: AuthGuard }],
    };
  }
}
