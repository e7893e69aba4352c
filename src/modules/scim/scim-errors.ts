import { ApiError } from '../../core/errors/api-error';
import { registerErrorForm } from '../../core/errors/error-forms';
import { ERROR_SCHEMA } from './scim-schemas';

/** The base path of the SCIM service provider. */
export const SCIM_BASE_PATH = '/scim/v2';
export const SCIM_CONTENT_TYPE = 'application/scim+json; charset=utf-8';

/** RFC 7644 §3.12 `scimType` keywords this provider answers with. */
const SCIM_TYPES = new Set(['invalidFilter', 'invalidValue', 'tooMany', 'mutability', 'invalidSyntax', 'invalidPath', 'noTarget', 'invalidVers', 'uniqueness', 'sensitive']);
const READS = new Set(['GET', 'HEAD']);

/** 400 `invalidFilter`: a filter outside the grammar, or one the server cannot serve (an unknown attribute). */
export const invalidFilter = (detail: string) => new ApiError(400, detail, 'invalidFilter');
/** 400 `invalidValue`: a parameter (startIndex, count, sortBy, ...) the server cannot take. */
export const invalidValue = (detail: string) => new ApiError(400, detail, 'invalidValue');

/**
 * Every error under /scim/v2, whatever raised it (the guard's 401 and 403, a route's 404, the rate limit's 429, a
 * 500), leaves as SCIM's error message (RFC 7644 §3.12): `status` as a string, `scimType` where one applies (a
 * write, refused by the access layer, is `mutability`), `detail`. Its status and headers (Retry-After) are the API's.
 */
registerErrorForm({
  path: SCIM_BASE_PATH,
  contentType: SCIM_CONTENT_TYPE,
  body(rendered, request) {
    const named = rendered.body.name;
    const scimType = SCIM_TYPES.has(named) ? named : rendered.status === 403 && !READS.has(request.method) ? 'mutability' : undefined;
    return { schemas: [ERROR_SCHEMA], status: String(rendered.status), ...(scimType ? { scimType } : {}), detail: rendered.body.message };
  },
});
