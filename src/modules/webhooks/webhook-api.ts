import { ApiOperation, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { COMPONENT_SCHEMAS, registerComponentSchema } from '../../core/openapi/component-schemas';
import { dtoSchema } from '../../core/openapi/dto-schema';
import { ID_EXAMPLE, listEnvelope } from '../../core/openapi/common-schemas';
import { listParameters } from '../../core/openapi/query-parameters';
import { ATTEMPT_ERROR_KINDS } from './webhook-attempt.entity';
import { DELIVERIES_QUERY } from './webhook-deliveries.query';
import { DELIVERY_STATUSES } from './webhook-delivery.entity';
import { RecoverWebhookDto } from './recovery/recover-webhook.dto';

/** OpenAPI shapes of the webhook routes beyond CRUD. */
registerComponentSchema('WebhookSecret', {
  type: 'object',
  properties: { secret: { type: 'string', pattern: '^whsec_[A-Za-z0-9+/]+={0,2}$', description: '`whsec_` + base64 of 32 random bytes.' } },
  required: ['secret'],
  additionalProperties: false,
});
registerComponentSchema('WebhookAttempt', {
  type: 'object',
  properties: {
    attemptedAt: { type: 'string', format: 'date-time' },
    succeeded: { type: 'boolean' },
    statusCode: { type: ['integer', 'null'] },
    durationMs: { type: 'integer', minimum: 0 },
    responseBody: { type: ['string', 'null'], description: 'The first 1 KB of the response body.' },
    errorKind: { enum: [...ATTEMPT_ERROR_KINDS, null] },
    retryAfterMs: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'The wait a 429 or 503 answer asked for with `Retry-After` (seconds or an HTTP date), in milliseconds, as honoured: the next attempt comes no earlier, '
        + 'the wait being bounded by the retry schedule\'s longest (10 hours). Null when the answer asked for none.',
    },
  },
  required: ['attemptedAt', 'succeeded', 'statusCode', 'durationMs', 'responseBody', 'errorKind', 'retryAfterMs'],
  additionalProperties: false,
});
registerComponentSchema('WebhookDelivery', {
  type: 'object',
  properties: {
    id: { type: 'string' },
    webhookId: { type: 'string' },
    eventId: { type: 'string', description: 'The `webhook-id` header, the same on every attempt and retry.' },
    eventType: { type: 'string' },
    target: { type: 'string', enum: ['url', 'testUrl'] },
    status: { type: 'string', enum: [...DELIVERY_STATUSES] },
    attemptCount: { type: 'integer', minimum: 0 },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    attempts: { type: 'array', items: { $ref: '#/components/schemas/WebhookAttempt' } },
  },
  required: ['id', 'webhookId', 'eventId', 'eventType', 'target', 'status', 'attemptCount', 'createdAt', 'updatedAt', 'attempts'],
  additionalProperties: false,
});
registerComponentSchema('WebhookDeliveryList', listEnvelope('WebhookDelivery'));
registerComponentSchema('WebhookTestObject', {
  type: 'object',
  properties: { webhookId: { type: 'string' }, message: { type: 'string' } },
  required: ['webhookId', 'message'],
  additionalProperties: false,
});

registerComponentSchema('WebhookRecovery', {
  type: 'object',
  properties: { queued: { type: 'integer', minimum: 0, description: 'The deliveries queued again.' } },
  required: ['queued'],
  additionalProperties: false,
});
dtoSchema(RecoverWebhookDto, COMPONENT_SCHEMAS);
registerComponentSchema('WebhookEventType', {
  type: 'object',
  properties: {
    type: { type: 'string', examples: ['person.updated'] },
    description: { type: 'string' },
    schema: { type: 'object', description: 'The JSON Schema (2020-12) of the event\'s `data.object`, self-contained.' },
    example: { type: 'object', description: 'An example `data.object`.' },
  },
  required: ['type', 'description', 'schema', 'example'],
  additionalProperties: false,
});
registerComponentSchema('WebhookEventTypeList', {
  type: 'object',
  properties: { data: { type: 'array', items: { $ref: '#/components/schemas/WebhookEventType' } } },
  required: ['data'],
  additionalProperties: false,
});

const ERROR = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const OWNER_ONLY = 'Needs the `webhooks:manage` scope and the owner role (any other role: 403).';

type Decorator = MethodDecorator;
const all = (...decorators: Decorator[]): Decorator => (target, key, descriptor) => decorators.forEach((d) => d(target, key, descriptor));

/** One webhook route's documentation: operation, path ids and the success answer. */
export function webhookRoute(operationId: string, summary: string, description: string, status: number, component: string, withDelivery = false): Decorator {
  return all(
    ApiOperation({ operationId, summary, description: `${OWNER_ONLY} ${description}` }),
    ApiParam({ name: 'id', description: 'The webhook\'s id.', schema: { type: 'string' }, example: ID_EXAMPLE }),
    ...(withDelivery ? [ApiParam({ name: 'deliveryId', description: 'The delivery\'s id.', schema: { type: 'string' }, example: ID_EXAMPLE })] : []),
    ApiResponse({ status, description: summary, content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } } }),
    ApiResponse({ status: 414, description: 'A path segment is too long.', content: ERROR }),
  );
}

/** The deliveries list's query parameters, in the API's query language (a bad one answers 422). */
export function deliveriesQuery(): Decorator {
  return all(
    ...listParameters(DELIVERIES_QUERY).map((p) => ApiQuery(p as never)),
    ApiResponse({ status: 422, description: 'A query parameter is invalid (QueryParameterValidationError).', content: ERROR }),
  );
}
