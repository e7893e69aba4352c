import type { RegisteredResource } from '../crud/crud-declaration';
import { ID_EXAMPLE } from './common-schemas';
import { EventTypeEntry, eventTypeCatalogue } from './event-types';
import { JsonSchema, pascal, ref } from './json-schema';

/** D14's wrapper of every event: the object as its owner sees it and, on updates, the old values of what changed. */
function eventSchema(type: string, component: string, withPrevious: boolean): JsonSchema {
  return {
    type: 'object',
    properties: {
      id: { type: 'string', examples: [`evt_${ID_EXAMPLE}`] },
      type: { type: 'string', const: type },
      createdAt: { type: 'string', format: 'date-time' },
      companyId: { type: 'string' },
      data: {
        type: 'object',
        properties: {
          object: ref(component),
          ...(withPrevious ? { previousAttributes: { type: 'object', description: 'The old value of each field that changed.' } } : {}),
        },
        required: ['object'],
        additionalProperties: false,
      },
    },
    required: ['id', 'type', 'createdAt', 'companyId', 'data'],
    additionalProperties: false,
  };
}

/** A whole event of the type, its object the catalogue's example. */
function eventExample({ type, withPrevious, example }: EventTypeEntry): Record<string, unknown> {
  return {
    id: `evt_${ID_EXAMPLE}`,
    type,
    createdAt: '2026-11-20T09:30:00.000Z',
    companyId: ID_EXAMPLE,
    data: { object: example, ...(withPrevious ? { previousAttributes: {} } : {}) },
  };
}

/** OpenAPI 3.1 `webhooks`: one entry per event type of the catalogue (the one `GET /api/webhooks/event-types` answers). */
export function webhooks(resources: RegisteredResource[]): Record<string, unknown> {
  return Object.fromEntries(
    eventTypeCatalogue(resources).map((entry) => [
      entry.type,
      {
        post: {
          operationId: `on${entry.type.split('.').map(pascal).join('')}`,
          summary: `Event ${entry.type}`,
          description: `${entry.description} Sent to the webhooks subscribed to \`${entry.type}\`.`,
          tags: ['Events'],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: eventSchema(entry.type, entry.component, entry.withPrevious), example: eventExample(entry) } },
          },
          responses: { '200': { description: 'Any 2xx acknowledges the event; other answers are retried.' } },
        },
      },
    ]),
  );
}
