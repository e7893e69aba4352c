import { ID_EXAMPLE } from '../../core/openapi/common-schemas';
import { registerComponentSchema } from '../../core/openapi/component-schemas';

/** OpenAPI shapes of the change feed (docs/integrations.md, "The change feed"). */
registerComponentSchema('Event', {
  type: 'object',
  description: 'An event as the company\'s webhooks receive it (D14), with the same id as their `webhook-id` header.',
  properties: {
    id: { type: 'string', examples: [`evt_${ID_EXAMPLE}`] },
    type: { type: 'string', description: '`<resource>.created|updated|deleted`, `person.offboarded`, `person.erased`, ...: the types of the `webhooks` section.' },
    createdAt: { type: 'string', format: 'date-time' },
    companyId: { type: 'string' },
    data: {
      type: 'object',
      properties: {
        object: {
          type: 'object',
          description: 'The record as the event recorded it, shaped as a GET of its resource shows it to the caller\'s token (a field the token may not read is left out). A deletion holds the deleted record; an erased person\'s events hold `{ erased: true, personId, erasedAt }`. Its schema per type is in the `webhooks` section.',
        },
        previousAttributes: { type: 'object', description: 'On updates: the old value of each changed field the caller may read.' },
      },
      required: ['object'],
      additionalProperties: false,
    },
  },
  required: ['id', 'type', 'createdAt', 'companyId', 'data'],
  additionalProperties: false,
});

registerComponentSchema('EventPage', {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 250, description: 'The page size applied (a larger `$limit` is cut to 250).' },
    data: { type: 'array', items: { $ref: '#/components/schemas/Event' }, description: 'Oldest first, in the feed\'s order.' },
    hasMore: { type: 'boolean', description: 'More events can be read now: ask again with `after` the last id of `data`.' },
  },
  required: ['limit', 'data', 'hasMore'],
  additionalProperties: false,
});
