import { GROUP_SCHEMA } from './scim-schemas';
import { ScimLinks, ScimResource, withVersion } from './scim-user';

/** A group's row as SCIM_GROUP_SELECT selects it. */
export interface ScimGroupRow {
  id: string;
  displayName: string;
  members: { value: string; display: string | null }[];
  created: Date | string;
  lastModified: Date | string;
}

/** The SCIM Group of a department or team (RFC 7643 §4.2): its name and its active members. */
export function scimGroupOf(row: ScimGroupRow, links: ScimLinks): ScimResource {
  return withVersion({
    schemas: [GROUP_SCHEMA],
    id: row.id,
    displayName: row.displayName,
    members: row.members.map((m) => ({
      value: m.value,
      $ref: links('Users', m.value),
      type: 'User',
      ...(m.display ? { display: m.display } : {}),
    })),
    meta: {
      resourceType: 'Group',
      created: new Date(row.created).toISOString(),
      lastModified: new Date(row.lastModified).toISOString(),
      location: links('Groups', row.id),
    },
  });
}
