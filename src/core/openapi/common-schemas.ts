import { ERROR_NAMES } from '../errors/api-error';
import { JsonSchema, ref } from './json-schema';

export const ID_EXAMPLE = 'Xk3pQ9vT2mL8nR4sW7yZ1aB5';

/** The spec's error object; `issues` name the fields of a 422. */
export const ERROR_SCHEMAS: Record<string, JsonSchema> = {
  Error: {
    type: 'object',
    description: 'Every error answers this object (the spec\'s error format).',
    properties: {
      id: { type: 'string', description: 'Error id, also in the server log.', examples: ['err_6bZq0y9mQm1x9vJfPq3k0h3d'] },
      code: { type: 'integer', minimum: 400, maximum: 599, description: 'The HTTP status.' },
      name: {
        type: 'string',
        description: `The error class: by status ${[...new Set(Object.values(ERROR_NAMES))].join(', ')}; a few are more precise (QueryParameterValidationError, EmailTaken).`,
        examples: ['NotFound', 'ValidationError'],
      },
      message: { type: 'string' },
      issues: { type: 'array', items: ref('ValidationIssue') },
    },
    required: ['id', 'code', 'name', 'message'],
    additionalProperties: false,
  },
  ValidationIssue: {
    type: 'object',
    properties: {
      name: { type: 'string', description: 'The field, dotted for nested fields (`jobRole.jobTitle`).' },
      reason: { type: 'string' },
      forbidden: { type: 'boolean', description: 'True when the caller may not write this field.' },
      index: { type: 'string', description: 'Index of the list item the issue is about.' },
    },
    required: ['name', 'reason'],
    additionalProperties: false,
  },
  DeletedConfirmation: {
    type: 'object',
    properties: { id: { type: 'string', examples: [ID_EXAMPLE] }, deleted: { type: 'boolean', const: true } },
    required: ['id', 'deleted'],
    additionalProperties: false,
  },
};

/** The list envelope of a resource (spec "Pagination"). */
export function listEnvelope(component: string): JsonSchema {
  return {
    type: 'object',
    properties: {
      total: { type: 'integer', minimum: 0, description: 'Records matching the filters, whatever the page.' },
      limit: { type: 'integer', minimum: 0, description: 'The page size applied (clamped).' },
      skip: { type: 'integer', minimum: 0 },
      data: { type: 'array', items: ref(component) },
    },
    required: ['total', 'limit', 'skip', 'data'],
    additionalProperties: false,
  };
}

const header = (description: string, schema: JsonSchema = { type: 'integer', minimum: 0 }) => ({ description, schema });

/** Response headers of the rate limiter and of idempotent replays. */
export const HEADERS: Record<string, Record<string, unknown>> = {
  RateLimitLimit: header('Requests allowed in the current window.'),
  RateLimitRemaining: header('Requests left in the current window.'),
  RateLimitReset: header('Seconds until the window resets.'),
  RetryAfter: header('Seconds to wait before retrying.'),
  IdempotentReplayed: header('`true` when this is the stored answer of an earlier request with the same Idempotency-Key.', { type: 'string', enum: ['true'] }),
  RequestId: header('The request id (also in the logs and in error ids).', { type: 'string' }),
};

const hdr = (name: string) => ({ $ref: `#/components/headers/${name}` });
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': hdr('RateLimitLimit'),
  'RateLimit-Remaining': hdr('RateLimitRemaining'),
  'RateLimit-Reset': hdr('RateLimitReset'),
  'X-Request-Id': hdr('RequestId'),
};
export const REPLAY_HEADERS = { ...RATE_LIMIT_HEADERS, 'Idempotent-Replayed': hdr('IdempotentReplayed') };

const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'Malformed request (for example a body that is not valid JSON).',
  '401': 'Missing, invalid or expired access token.',
  '403': 'The token lacks the scope, or the role may not do this.',
  '404': 'No record with this id that the caller may see.',
  '409': 'Conflict: a request with the same Idempotency-Key is still running, or the change conflicts with the record\'s state.',
  '413': 'The request body is too large.',
  '414': 'A path segment (the id) is too long.',
  '415': 'Unsupported content type: send application/json.',
  '422': 'Invalid body or query parameter; `issues` name the fields.',
  '429': 'Too many requests: wait for `Retry-After` seconds.',
  '500': 'Unexpected error: only its id is shown (the details are in the server log under that id).',
  '503': 'The service is temporarily unavailable (shutting down, the database is unreachable, or the job queue did not take a background job): retry after `Retry-After` seconds.',
};

/** Shared error responses, referenced by every operation that can answer them. */
export function errorResponses(): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(ERROR_DESCRIPTIONS)) {
    responses[`Error${status}`] = {
      description,
      headers: status === '429' || status === '503' ? { ...RATE_LIMIT_HEADERS, 'Retry-After': hdr('RetryAfter') } : RATE_LIMIT_HEADERS,
      content: { 'application/json': { schema: ref('Error') } },
    };
  }
  return responses;
}

export const errorRef = (status: string) => ({ $ref: `#/components/responses/Error${status}` });

export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes a retried write safe: a repeat with the same key answers the first request\'s stored response (with `Idempotent-Replayed: true`); while the first still runs, 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
