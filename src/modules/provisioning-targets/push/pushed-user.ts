import { createHash } from 'node:crypto';
import { ENTERPRISE_USER_SCHEMA, SCIM_BASE_PATH, type ScimLinks, type ScimResource } from '../../scim';

export const PATCH_OP_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** The attributes the connector keeps at a target: every one `scimUserOf` may give, and `externalId`. */
export const MANAGED_ATTRIBUTES = [
  'externalId', 'userName', 'name', 'displayName', 'title', 'locale', 'timezone', 'active', 'emails', 'phoneNumbers', 'addresses',
  ENTERPRISE_USER_SCHEMA,
] as const;

export interface PatchOperation {
  op: 'replace' | 'remove';
  path: string;
  value?: unknown;
}

type Body = Record<string, unknown>;

/** Links are not sent (`meta` and the manager's `$ref` are left out of a pushed User): any address will do. */
export const PUSH_LINKS: ScimLinks = (type, id) => `${SCIM_BASE_PATH}/${type}/${encodeURIComponent(id)}`;

/**
 * The User a target is sent: the service provider's User (`scimUserOf`, the one mapping) without what the target
 * assigns itself (`id`, `meta`) or what points into this service provider (the manager's `$ref`), and with the
 * person's id as `externalId`, the client's identifier (RFC 7643 §3.1) by which a User is found again at the target.
 */
export function pushedUser(user: ScimResource): Body {
  const { id, meta: _meta, schemas, ...attributes } = user;
  const body: Body = { schemas, externalId: id, ...attributes };
  const enterprise = body[ENTERPRISE_USER_SCHEMA] as Body | undefined;
  if (enterprise?.manager) {
    const { $ref: _ref, ...manager } = enterprise.manager as Body;
    body[ENTERPRISE_USER_SCHEMA] = { ...enterprise, manager };
  }
  return body;
}

/** Equal JSON whatever the order of object members. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v);
}

/** What a User sent looked like: a change that leaves it so sends nothing. */
export function userHash(body: Body): string {
  return createHash('sha256').update(canonical(body)).digest('base64url');
}

/** The member of `resource` named `name`, whatever its case (SCIM attribute names are case-insensitive). */
function member(resource: Body, name: string): unknown {
  if (name in resource) return resource[name];
  const key = Object.keys(resource).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : resource[key];
}

/** An attribute as a target keeps it: the manager's `displayName` is read-only (RFC 7643 §4.3), the target's to fill. */
function kept(name: string, value: unknown): unknown {
  if (name !== ENTERPRISE_USER_SCHEMA || !value || typeof value !== 'object') return empty(value) ? undefined : value;
  const enterprise = { ...(value as Body) };
  if (enterprise.manager && typeof enterprise.manager === 'object') {
    const { displayName: _name, $ref: _ref, ...manager } = enterprise.manager as Body;
    enterprise.manager = Object.keys(manager).length ? manager : undefined;
  }
  const members = Object.entries(enterprise).filter(([, v]) => !empty(v));
  return members.length ? Object.fromEntries(members) : undefined;
}

const empty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  || (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/**
 * The PATCH (RFC 7644 §3.5.2) that makes the target's User what `desired` says: `replace` of each managed attribute
 * whose value differs, `remove` of each the target has and the HR record no longer gives. Attributes the connector
 * does not manage are the target's own and left alone. Empty: nothing to send.
 */
export function patchOperations(desired: Body, remote: Body): PatchOperation[] {
  const operations: PatchOperation[] = [];
  for (const name of MANAGED_ATTRIBUTES) {
    const wanted = kept(name, desired[name]);
    const found = kept(name, member(remote, name));
    if (wanted === undefined) {
      if (found !== undefined) operations.push({ op: 'remove', path: name });
    } else if (canonical(wanted) !== canonical(found)) {
      operations.push({ op: 'replace', path: name, value: desired[name] });
    }
  }
  return operations;
}

/** The PatchOp message of some operations. */
export const patchMessage = (operations: PatchOperation[]) => ({ schemas: [PATCH_OP_SCHEMA], Operations: operations });
