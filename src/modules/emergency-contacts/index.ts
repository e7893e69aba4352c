/** The public face of the emergency-contacts module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { emergencyContactListSql } from './contact-list.sql';
