import type { ResourceService } from '../crud/resource.service';
import type { RegisteredCrudResource } from './crud-registry';
import { ID_EXAMPLE } from './common-schemas';
import { JsonSchema, pascal, ref } from './json-schema';

/** Event types recorded besides those of the API's writes: the console makes companies (D2), offboarding runs as a job (D9). */
const EXTRA_EVENTS: { type: string; component: string; description: string }[] = [
  { type: 'company.created', component: 'Company', description: 'A company was made (by the console, with its owner).' },
  { type: 'person.offboarded', component: 'Person', description: 'A person\'s employment end date has passed (recorded by the daily job).' },
];

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
export function webhooks(resources: { resource: RegisteredCrudResource; service: ResourceService<any> }[]): Record<string, unknown> {
  const events: { type: string; component: string; description: string; kind: string }[] = [];
  for (const { resource, service } of resources) {
    const name = service.definition.name;
    const kinds = [
      resource.operations.includes('create') && 'created',
      resource.operations.includes('update') && 'updated',
      resource.operations.includes('delete') && 'deleted',
    ].filter((k): k is string => Boolean(k));
    for (const kind of kinds) events.push({ type: `${name}.${kind}`, component: pascal(name), description: `A ${name} was ${kind}.`, kind });
  }
  for (const extra of EXTRA_EVENTS) events.push({ ...extra, kind: 'offboarded' });
  events.sort((a, b) => a.type.localeCompare(b.type));
  return Object.fromEntries(
    events.map(({ type, component, description, kind }) => [
      type,
      {
        post: {
          operationId: `on${type.split('.').map(pascal).join('')}`,
          summary: `Event ${type}`,
          description: `${description} Sent to the webhooks subscribed to \`${type}\`.`,
          tags: ['Events'],
          requestBody: { required: true, content: { 'application/json': { schema: eventSchema(type, component, kind === 'updated') } } },
          responses: { '200': { description: 'Any 2xx acknowledges the event; other answers are retried.' } },
        },
      },
    ]),
  );
}
