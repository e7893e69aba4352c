import { USER_SCHEMA } from '../../../scim';

type Body = Record<string, unknown>;

export const BULK_REQUEST_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:BulkRequest';
/** Entra's bulkUpload takes at most this many operations per request. */
export const MAX_BULK_OPERATIONS = 50;

/** One person's User, whole, to be sent. */
export interface UserUpload {
  personId: string;
  data: Body;
}

/**
 * The SCIM BulkRequest (RFC 7644 §3.7) Entra's bulkUpload endpoint takes: one `POST /Users` operation per User, the
 * whole User as `data` (Entra finds it by the attribute its job matches on, normally `externalId`, and decides itself
 * whether to create, update, enable or disable), `bulkId` the person's id.
 */
export function bulkRequest(uploads: readonly UserUpload[]): Body {
  if (uploads.length === 0 || uploads.length > MAX_BULK_OPERATIONS) throw new RangeError(`a bulk request takes 1 to ${MAX_BULK_OPERATIONS} operations`);
  return {
    schemas: [BULK_REQUEST_SCHEMA],
    Operations: uploads.map((u) => ({ method: 'POST', bulkId: u.personId, path: '/Users', data: u.data })),
  };
}

/**
 * The User that turns off a person no longer listed (past retention, erasure asked): their User as the record still
 * gives it (`user`, from their row whatever the listing says), with `active: false`. A person whose row no longer
 * names them (erased, or pseudonymized) is sent what is left: `externalId` and `active: false`, which Entra matches on.
 */
export function deactivation(personId: string, user: Body | null): Body {
  if (user && typeof user.userName === 'string') return { ...user, externalId: personId, active: false };
  return { schemas: [USER_SCHEMA], externalId: personId, active: false };
}
