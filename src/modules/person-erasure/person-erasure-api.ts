import { COMPONENT_SCHEMAS, registerComponentSchema } from '../../core/openapi/component-schemas';
import { dtoSchema } from '../../core/openapi/dto-schema';
import { ErasePersonDto } from './erase-person.dto';

const dateTime = { type: 'string', format: 'date-time' } as const;
const countsByResource = { type: 'object', additionalProperties: { type: 'integer', minimum: 1 } } as const;

/** OpenAPI shapes of the erasure route and of the `person.erased` event (docs/security.md, "Erasure"). */
registerComponentSchema('PersonErasure', {
  type: 'object',
  properties: {
    personId: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'done'], description: '`pending` while the job works (202), `done` once everything is erased.' },
    requestedAt: dateTime,
    requestedBy: { type: ['string', 'null'], description: 'The person who asked for it; null when the daily job erased (ERASE_OFFBOARDED_AFTER_DAYS).' },
    actorType: { type: 'string', enum: ['person', 'system'] },
    reason: { type: ['string', 'null'] },
    forced: { type: 'boolean', description: 'Erased though not offboarded (`force: true`).' },
    counts: {
      type: 'object',
      description: 'What was removed: rows per resource, files (with their stored bytes), events, webhook deliveries and stored idempotent answers replaced by the erasure marker; `retained`: rows kept by ERASURE_RETAINS.',
      properties: {
        records: countsByResource,
        retained: countsByResource,
        files: { type: 'integer', minimum: 0 },
        events: { type: 'integer', minimum: 0 },
        webhookDeliveries: { type: 'integer', minimum: 0 },
        idempotentResponses: { type: 'integer', minimum: 0 },
      },
      additionalProperties: false,
    },
    erasedAt: { type: ['string', 'null'], format: 'date-time', description: 'When the records were deleted; null until then.' },
    finishedAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['personId', 'status', 'requestedAt', 'requestedBy', 'actorType', 'reason', 'forced', 'counts', 'erasedAt', 'finishedAt'],
  additionalProperties: false,
});
registerComponentSchema('PersonErased', {
  type: 'object',
  description: 'The `person.erased` event\'s object: only the id and when.',
  properties: { id: { type: 'string' }, erasedAt: dateTime },
  required: ['id', 'erasedAt'],
  additionalProperties: false,
});
dtoSchema(ErasePersonDto, COMPONENT_SCHEMAS);
