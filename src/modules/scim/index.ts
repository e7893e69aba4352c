/**
 * The public face of the SCIM module (docs/architecture.md, "Module boundaries"): the service provider's module, its
 * settings, and the one mapping of a person to a SCIM User (its row's SQL and the function), for a push connector.
 */
export { ScimModule } from './scim.module';
export { ScimSettings } from './scim-settings.service';
export { ScimReads } from './scim-reads.service';
export { scimUserOf, withVersion } from './scim-user';
export type { ScimLinks, ScimResource, ScimUserRow } from './scim-user';
export { scimGroupOf } from './scim-group';
export { SCIM_ACTIVE_SQL, SCIM_INACTIVE_FROM_SQL, SCIM_LISTED_SQL, SCIM_USER_ATTRIBUTES, SCIM_USER_COLUMNS, SCIM_USER_SELECT, SCIM_USER_SOURCE } from './scim-user.sql';
export { ENTERPRISE_USER_SCHEMA, GROUP_SCHEMA, USER_SCHEMA } from './scim-schemas';
export { SCIM_BASE_PATH } from './scim-errors';
