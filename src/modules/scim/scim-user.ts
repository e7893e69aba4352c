import { createHash } from 'node:crypto';
import { localeOfCountry } from './scim-locale';
import { ENTERPRISE_USER_SCHEMA, USER_SCHEMA } from './scim-schemas';
import type { ScimUserColumn } from './scim-user.sql';

/** A person's row as the User statements select it (SCIM_USER_COLUMNS). */
export type ScimUserRow = Record<ScimUserColumn, unknown> & {
  id: string;
  active: boolean;
  created: Date | string;
  lastModified: Date | string;
};

export type ScimResource = Record<string, unknown> & { id: string; meta: Record<string, unknown> };

/** Where a resource lives: the base address of the service provider (`https://host/scim/v2`). */
export type ScimLinks = (type: 'Users' | 'Groups', id: string) => string;

const iso = (value: Date | string | unknown): string => new Date(value as string).toISOString();
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** An object without its undefined members and without empty objects (SCIM leaves unassigned attributes out). */
function compact(value: Record<string, unknown>): Record<string, unknown> | undefined {
  const kept = Object.entries(value).filter(([, v]) => v !== undefined);
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/**
 * The SCIM User of a person (RFC 7643 §4.1, §4.3): the identity attributes only, never a private one (no personal
 * email unless the company opted in, which the row already says). `meta.version` is a weak ETag of the rest.
 * The one mapping of a person to a User: the service provider answers with it, a push connector sends it.
 */
export function scimUserOf(row: ScimUserRow, links: ScimLinks): ScimResource {
  const workCountry = text(row.workCountry);
  const emails = [
    text(row.userName) && { value: row.userName, type: 'work', primary: true },
    text(row.personalEmail) && { value: row.personalEmail, type: 'home', primary: false },
  ].filter(Boolean);
  const address = compact({ locality: text(row.workCity), country: workCountry });
  const manager = text(row.managerId)
    ? compact({ value: row.managerId, $ref: links('Users', row.managerId as string), displayName: text(row.managerName) })
    : undefined;
  const enterprise = compact({
    employeeNumber: text(row.employeeNumber),
    organization: text(row.organization),
    department: text(row.department),
    manager,
  });
  const user = compactResource({
    schemas: enterprise ? [USER_SCHEMA, ENTERPRISE_USER_SCHEMA] : [USER_SCHEMA],
    id: row.id,
    userName: text(row.userName),
    name: compact({
      formatted: text(row.formattedName),
      familyName: text(row.familyName),
      givenName: text(row.givenName),
      middleName: text(row.middleName),
    }),
    displayName: text(row.displayName),
    title: text(row.title),
    locale: workCountry ? localeOfCountry(workCountry) ?? undefined : undefined,
    timezone: text(row.timezone),
    active: row.active === true,
    emails: emails.length ? emails : undefined,
    phoneNumbers: text(row.phoneNumber) ? [{ value: row.phoneNumber, type: 'work', primary: true }] : undefined,
    addresses: address ? [{ ...address, type: 'work', primary: true }] : undefined,
    [ENTERPRISE_USER_SCHEMA]: enterprise,
    meta: { resourceType: 'User', created: iso(row.created), lastModified: iso(row.lastModified ?? row.created), location: links('Users', row.id) },
  });
  return withVersion(user);
}

function compactResource(value: Record<string, unknown>): ScimResource {
  return compact(value) as ScimResource;
}

/** `meta.version`: a weak ETag over everything the resource says but its address (RFC 7644 §3.14). */
export function withVersion(resource: ScimResource): ScimResource {
  const { location, ...meta } = resource.meta;
  const digest = createHash('sha256').update(JSON.stringify({ ...resource, meta })).digest('base64url').slice(0, 27);
  resource.meta = { ...resource.meta, location, version: `W/"${digest}"` };
  return resource;
}
