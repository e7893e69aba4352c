import type { ResourceService } from '../crud/resource.service';
import type { CrudResourceDeclaration } from '../crud/crud-declaration';
import { eventCatalog } from '../outbox/event-catalog';
import { ID_EXAMPLE } from './common-schemas';
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

/** OpenAPI 3.1 `webhooks`: one entry per event type the outbox records today. */
export function webhooks(resources: { resource: CrudResourceDeclaration; service: ResourceService<any> }[]): Record<string, unknown> {
  return Object.fromEntries(
    eventCatalog(resources).map(({ type, component, description, withPrevious }) => [
      type,
      {
        post: {
          operationId: `on${type.split('.').map(pascal).join('')}`,
          summary: `Event ${type}`,
          description: `${description} Sent to the webhooks subscribed to \`${type}\`.`,
          tags: ['Events'],
          requestBody: { required: true, content: { 'application/json': { schema: eventSchema(type, component, withPrevious) } } },
          responses: { '200': { description: 'Any 2xx acknowledges the event; other answers are retried.' } },
        },
      },
    ]),
  );
}
