import { EXPORT_PERSON, ExportDeclaration } from '../../core/read/export-declaration';
import { emergencyContactListSql } from './contact-list.sql';

/** The person's emergency contacts in a people export (spec: Data exports), read as emergency contacts are. */
export const EMERGENCY_CONTACT_EXPORT: ExportDeclaration = {
  columns: { emergencyContacts: { sql: emergencyContactListSql(EXPORT_PERSON), kind: 'list' } },
};
