import { ExportCatalog, ExportSource } from '../../src/modules/data-exports/export-catalog';
import type { ExportDeclaration } from '../../src/core/read/export-declaration';
import { BANK_ACCOUNT_EXPORT } from '../../src/modules/bank-accounts/bank-account.export';
import { COMPENSATION_EXPORT } from '../../src/modules/compensations/compensation.export';
import { CUSTOM_VALUE_EXPORT } from '../../src/modules/custom-values/custom-value.export';
import { DOCUMENT_EXPORT } from '../../src/modules/documents/document.export';
import { EMERGENCY_CONTACT_EXPORT } from '../../src/modules/emergency-contacts/emergency-contact.export';
import { EQUIPMENT_EXPORT } from '../../src/modules/equipment/equipment.export';
import { IDENTITY_DOCUMENT_EXPORT } from '../../src/modules/identity-documents/identity-document.export';
import { PERSON_EXPORT } from '../../src/modules/people/person.export';
import { TIME_AWAY_EXPORT } from '../../src/modules/time-away/time-away.export';
import { TIMESHEET_EXPORT } from '../../src/modules/timesheets/timesheet.export';

const source = (exported: ExportDeclaration, scope: ExportSource['scope'], resource: ExportSource['resource'], alias: string, table: string): ExportSource => ({
  exported, scope, resource, alias, table, personColumn: resource === 'person' ? 'id' : 'person_id', readScope: () => [],
});

/**
 * The export declarations as a running process finds them in the registry (each resource's controller scope, service
 * policy, alias and table), the people first, for unit specs of the planner without an application. The e2e tests of
 * data exports go through the registry itself.
 */
export const EXPORT_SOURCES: readonly ExportSource[] = [
  source(PERSON_EXPORT, 'public:read', 'person', 'person', 'people'),
  source(COMPENSATION_EXPORT, 'compensations:read', 'compensation', 'comp', 'compensations'),
  source(BANK_ACCOUNT_EXPORT, 'private:read', 'bankAccount', 'bank', 'bank_accounts'),
  source(EMERGENCY_CONTACT_EXPORT, 'private:read', 'emergencyContact', 'contact', 'emergency_contacts'),
  source(EQUIPMENT_EXPORT, 'private:read', 'equipment', 'equipment', 'equipment'),
  source(CUSTOM_VALUE_EXPORT, 'private:read', 'customValue', 'cvalue', 'custom_values'),
  source(DOCUMENT_EXPORT, 'documents:read', 'document', 'document', 'documents'),
  source(IDENTITY_DOCUMENT_EXPORT, 'documents:read', 'identityDocument', 'iddoc', 'identity_documents'),
  source(TIME_AWAY_EXPORT, 'public:read', 'timeAway', 'entry', 'time_away'),
  source(TIMESHEET_EXPORT, 'private:read', 'timesheetSubmission', 'submission', 'timesheet_submissions'),
];

export const EXPORT_CATALOG = new ExportCatalog([...EXPORT_SOURCES]);
