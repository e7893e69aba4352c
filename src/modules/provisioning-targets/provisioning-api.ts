import { ApiOperation, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { ID_EXAMPLE, listEnvelope } from '../../core/openapi/common-schemas';
import { registerComponentSchema } from '../../core/openapi/component-schemas';
import { listParameters } from '../../core/openapi/query-parameters';
import { PROVISIONING_OPERATIONS, PROVISIONING_OUTCOMES } from './provisioning-log.entity';
import { PROVISIONING_LOG_QUERY } from './provisioning-log.query';

/** OpenAPI shapes of the provisioning-target routes beyond CRUD. */
registerComponentSchema('ProvisioningLogEntry', {
  type: 'object',
  properties: {
    id: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    operation: { type: 'string', enum: [...PROVISIONING_OPERATIONS], description: '`create` (POST /Users), `adopt` (a User the target had, taken over), `update` (PATCH), `delete`, or `reconcile` (a whole pass). '
        + 'At an `entraBulkUpload` target: `create` for a person it was never sent, `update` otherwise, each one operation of a bulk request.' },
    outcome: { type: 'string', enum: [...PROVISIONING_OUTCOMES] },
    personId: { type: ['string', 'null'], description: 'The person whose User it was; null for a reconcile.' },
    remoteId: { type: ['string', 'null'], description: 'The User\'s id at the target; null at an `entraBulkUpload` target, which answers none.' },
    statusCode: { type: ['integer', 'null'] },
    detail: {
      type: ['string', 'null'],
      description: 'The attributes changed (names only), an error\'s status and `scimType`, `will retry: …` for a failure retried on the webhook schedule, or a reconcile\'s counts. Never the target\'s message.',
    },
  },
  required: ['id', 'at', 'operation', 'outcome', 'personId', 'remoteId', 'statusCode', 'detail'],
  additionalProperties: false,
});
registerComponentSchema('ProvisioningLogList', listEnvelope('ProvisioningLogEntry'));
registerComponentSchema('ProvisioningSync', {
  type: 'object',
  properties: { targetId: { type: 'string' }, queued: { type: 'boolean', const: true } },
  required: ['targetId', 'queued'],
  additionalProperties: false,
});

const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const OWNER_ONLY = 'Needs the `provisioning:manage` scope and the owner role (any other role: 403).';

type Decorator = MethodDecorator;
const all = (...decorators: Decorator[]): Decorator => (target, key, descriptor) => decorators.forEach((d) => d(target, key, descriptor));

/** One provisioning-target route's documentation: operation, path id and the success answer. */
export function targetRoute(operationId: string, summary: string, description: string, status: number, component: string): Decorator {
  return all(
    ApiOperation({ operationId, summary, description: `${OWNER_ONLY} ${description}` }),
    ApiParam({ name: 'id', description: 'The target\'s id.', schema: { type: 'string' }, example: ID_EXAMPLE }),
    ApiResponse({ status, description: summary, content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } } }),
    ApiResponse({ status: 414, description: 'A path segment is too long.', content: ERROR }),
  );
}

/** The log's query parameters, in the API's query language (a bad one answers 422). */
export function logQuery(): Decorator {
  return all(
    ...listParameters(PROVISIONING_LOG_QUERY).map((p) => ApiQuery(p as never)),
    ApiResponse({ status: 422, description: 'A query parameter is invalid (QueryParameterValidationError).', content: ERROR }),
  );
}
