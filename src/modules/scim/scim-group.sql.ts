import { constant, leaf, ScimResourceAttributes, unfilterable } from './scim-attributes';
import { GROUP_SCHEMA } from './scim-schemas';
import { SCIM_ACTIVE_SQL, SCIM_LISTED_SQL, SCIM_USER_COLUMNS, SCIM_USER_SOURCE } from './scim-user.sql';

/**
 * SCIM Groups are the company's departments (of job roles in effect today) and teams (of people's `teams`), with
 * their active Users as members; a group with no active member does not exist. Its id is stable: a hash of the
 * company, the kind and the name (renaming a department makes a new group). `g` is one group row.
 */
const col = SCIM_USER_COLUMNS;
const member = `jsonb_build_object('value', x.id, 'display', x.display)`;

/**
 * The groups of the company `:scimCompanyId` as rows `g` (id, kind, name, members, created, modified), of the
 * people `p` the caller reaches (`access`, SQL).
 */
export const scimGroupsCte = (access: string): string => `listed AS MATERIALIZED (
    SELECT ${col.id} AS id, ${col.displayName} AS display, ${col.department} AS department, p.teams AS teams,
           ${col.created} AS created, ${col.lastModified} AS modified
      FROM ${SCIM_USER_SOURCE}
     WHERE p.company_id = :scimCompanyId AND ${access} AND ${SCIM_LISTED_SQL} AND ${SCIM_ACTIVE_SQL}
  ),
  memberships AS (
    SELECT DISTINCT 'department' AS kind, m.department AS name, m.id, m.display, m.created, m.modified FROM listed m WHERE m.department <> ''
    UNION
    SELECT DISTINCT 'team', t.name, m.id, m.display, m.created, m.modified
      FROM listed m CROSS JOIN LATERAL jsonb_to_recordset(COALESCE(m.teams, '[]'::jsonb)) AS t(name text) WHERE t.name <> ''
  ),
  groups AS (
    SELECT md5(:scimCompanyId || chr(31) || x.kind || chr(31) || x.name)::uuid::text AS id, x.kind, x.name,
           jsonb_agg(${member} ORDER BY x.display, x.id) AS members, min(x.created) AS created, max(x.modified) AS modified
      FROM memberships x GROUP BY x.kind, x.name
  )`;

export const SCIM_GROUP_SELECT = `g.id, g.name AS "displayName", g.members, g.created, g.modified AS "lastModified"`;

/** RFC 7643 §4.2: the Group attributes served. */
export const SCIM_GROUP_ATTRIBUTES: ScimResourceAttributes = {
  core: GROUP_SCHEMA,
  attributes: {
    id: leaf('string', true, 'g.id'),
    displayName: leaf('string', false, 'g.name'),
    members: {
      kind: 'set',
      from: 'jsonb_to_recordset(g.members) AS gm(value text, display text)',
      sub: { value: leaf('string', true, 'gm.value'), display: leaf('string', false, 'gm.display'), type: constant('User', true), $ref: unfilterable('reference') },
    },
    meta: {
      kind: 'complex',
      sub: {
        resourceType: constant('Group', true),
        created: leaf('dateTime', true, 'g.created'),
        lastModified: leaf('dateTime', true, 'g.modified'),
        location: unfilterable('reference'),
        version: unfilterable('string'),
      },
    },
  },
  extensions: {},
};
