import { Platform1763700000001 } from './1763700000001-platform';
import { People1763700000002 } from './1763700000002-people';
import { PersonRecords1763700000003 } from './1763700000003-person-records';
import { IdempotencyKeys1763700000010 } from './1763700000010-idempotency-keys';
import { TimeAway1763700000030 } from './1763700000030-time-away';
import { FilesAndDocuments1763700000040 } from './1763700000040-files-and-documents';
import { Webhooks1763700000050 } from './1763700000050-webhooks';
import { DataExports1763700000060 } from './1763700000060-data-exports';
import { DataExportTokens1763700000070 } from './1763700000070-data-export-tokens';
import { FileUploadLimits1763700000080 } from './1763700000080-file-upload-limits';
import { HolidayRegions1763700000090 } from './1763700000090-holiday-regions';
import { TypeormMetadata1763700000100 } from './1763700000100-typeorm-metadata';
import { CompanyDataKeys1763700000110 } from './1763700000110-company-data-keys';
import { StoredFileKeys1763700000120 } from './1763700000120-stored-file-keys';
import { CalendarFeedTokenIndex1763700000130 } from './1763700000130-calendar-feed-token-index';
import { MaintenanceTasks1763700000136 } from './1763700000136-maintenance-tasks';
import { CompanyInPrimaryKeys1763700000150 } from './1763700000150-company-in-primary-keys';
import { PersonErasures1763700000180 } from './1763700000180-person-erasures';
import { SubjectAccessExports1763700000190 } from './1763700000190-subject-access-exports';
import { PeopleListCovering1763700000200 } from './1763700000200-people-list-covering';
import { ScimIdentityLookups1763700000900 } from './1763700000900-scim-identity-lookups';
import { WebhookDeliveriesDueByWebhook1763700000210 } from './1763700000210-webhook-deliveries-due-by-webhook';
import { WebhookAttemptsSucceeded1763700000220 } from './1763700000220-webhook-attempts-succeeded';
import { TimeAwayApprovedPersonEnds1763700000230 } from './1763700000230-time-away-approved-person-ends';
import { AuditSubjectLists1763700000280 } from './1763700000280-audit-subject-lists';
import { TimeAwayApprovalFlows1763700000800 } from './1763700000800-time-away-approval-flows';
import { TimeAwayApprovals1763700000810 } from './1763700000810-time-away-approvals';
import { AuditDenialWindows1763700000270 } from './1763700000270-audit-denial-windows';
import { GlobalKeyLookups1763700000250 } from './1763700000250-global-key-lookups';
import { AuditChainMacs1763700000240 } from './1763700000240-audit-chain-macs';
import { WebhookDeliverySchedule1763700000160 } from './1763700000160-webhook-delivery-schedule';
import { AuditEvents1763700000170 } from './1763700000170-audit-events';
import { WebhookResponseBodiesSealed1763700000260 } from './1763700000260-webhook-response-bodies-sealed';
import { IdempotencyRequestHashErasable1763700000261 } from './1763700000261-idempotency-request-hash-erasable';
import { TimeAwayAllocations1763700000400 } from './1763700000400-time-away-allocations';
import { TimeAwayAdjustments1763700000410 } from './1763700000410-time-away-adjustments';
import { PolicyAccrualAndLeaveYear1763700000420 } from './1763700000420-policy-accrual-and-leave-year';

/** Every migration, in order. A new migration is added here as well as in its file. */
export const MIGRATIONS = [
  Platform1763700000001,
  People1763700000002,
  PersonRecords1763700000003,
  IdempotencyKeys1763700000010,
  TimeAway1763700000030,
  FilesAndDocuments1763700000040,
  Webhooks1763700000050,
  DataExports1763700000060,
  DataExportTokens1763700000070,
  FileUploadLimits1763700000080,
  HolidayRegions1763700000090,
  TypeormMetadata1763700000100,
  CompanyDataKeys1763700000110,
  StoredFileKeys1763700000120,
  CalendarFeedTokenIndex1763700000130,
  MaintenanceTasks1763700000136,
  CompanyInPrimaryKeys1763700000150,
  WebhookDeliverySchedule1763700000160,
  AuditEvents1763700000170,
  PersonErasures1763700000180,
  SubjectAccessExports1763700000190,
  PeopleListCovering1763700000200,
  WebhookDeliveriesDueByWebhook1763700000210,
  WebhookAttemptsSucceeded1763700000220,
  TimeAwayApprovedPersonEnds1763700000230,
  AuditChainMacs1763700000240,
  GlobalKeyLookups1763700000250,
  WebhookResponseBodiesSealed1763700000260,
  IdempotencyRequestHashErasable1763700000261,
  AuditDenialWindows1763700000270,
  AuditSubjectLists1763700000280,
  TimeAwayAllocations1763700000400,
  TimeAwayAdjustments1763700000410,
  PolicyAccrualAndLeaveYear1763700000420,
  TimeAwayApprovalFlows1763700000800,
  TimeAwayApprovals1763700000810,
  ScimIdentityLookups1763700000900,
];
