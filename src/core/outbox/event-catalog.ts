import type { ResourceService } from '../crud/resource.service';
import type { CrudResourceDeclaration } from '../crud/crud-declaration';
import { pascal } from '../openapi/json-schema';

export interface EventKind {
  type: string;
  /** The OpenAPI component of `data.object`. */
  component: string;
  description: string;
  /** `updated` events carry `previousAttributes`. */
  withPrevious: boolean;
}

/** Event types recorded besides those of the API's writes: the console makes companies (D2), offboarding runs as a job (D9), erasure. */
const EXTRA_EVENTS: EventKind[] = [
  { type: 'company.created', component: 'Company', description: 'A company was made (by the console, with its owner).', withPrevious: false },
  { type: 'person.offboarded', component: 'Person', description: 'A person\'s employment end date has passed (recorded by the daily job).', withPrevious: false },
  {
    type: 'person.erased',
    component: 'PersonErased',
    description: 'A person was erased (GDPR Art. 17): their records and files are gone and earlier events about them now carry `{ erased: true, personId, erasedAt }` as `data.object`.',
    withPrevious: false,
  },
];

export const TEST_EVENT_TYPE = 'webhook.test';

/**
 * Every event type a webhook may subscribe to: `<resource>.created|updated|deleted` for the writes each resource serves
 * (resources whose changes are not events, webhooks themselves, have none), the extra ones, and `webhook.test`.
 */
export function eventCatalog(resources: { resource: CrudResourceDeclaration; service: ResourceService<any> }[]): EventKind[] {
  const events: EventKind[] = [];
  for (const { resource, service } of resources) {
    const { name, events: recorded } = service.definition;
    if (recorded === false) continue;
    const kinds = (['create', 'update', 'delete'] as const).filter((op) => resource.operations.includes(op)).map((op) => `${op}d`);
    for (const kind of kinds) {
      events.push({ type: `${name}.${kind}`, component: pascal(name), description: `A ${name} was ${kind}.`, withPrevious: kind === 'updated' });
    }
  }
  events.push(...EXTRA_EVENTS);
  events.push({ type: TEST_EVENT_TYPE, component: 'WebhookTestObject', description: 'Sent by `POST /api/webhooks/{id}/test`.', withPrevious: false });
  return events.sort((a, b) => a.type.localeCompare(b.type));
}
