import type { RegisteredResource } from '../crud/crud-declaration';
import { eventCatalog } from '../outbox/event-catalog';
import { COMPONENT_SCHEMAS } from './component-schemas';
import { JsonSchema, pascal } from './json-schema';
import { toOpenApi31 } from './openapi-31';
import { resourceSchema } from './resource-schema';
import { schemaExample } from './schema-example';

/** One event type as the catalogue states it: what it means, the JSON Schema of its `data.object`, an example object. */
export interface EventTypeEntry {
  type: string;
  description: string;
  /** The OpenAPI component of `data.object` (the document's webhooks section refers to it). */
  component: string;
  /** `updated` events carry `previousAttributes`. */
  withPrevious: boolean;
  /** The component with every `$ref` inlined: a self-contained JSON Schema (2020-12). */
  schema: JsonSchema;
  example: unknown;
}

/** The component of a served resource's API object: its field list, entity columns, DTO rules and declared shape. */
export function resourceComponentSchema({ resource, service }: RegisteredResource): JsonSchema {
  const { definition } = service;
  const dtos = [resource.createDto, resource.updateDto].filter((d): d is NonNullable<typeof d> => Boolean(d));
  return resourceSchema(definition.entity, resource.api?.fields ?? definition.fields, resource.api ?? {}, dtos);
}

const REF = '#/components/schemas/';

/** A schema with its component references replaced by the components (the event objects' schemas have no cycle). */
function inlined(schema: unknown, components: Record<string, JsonSchema>, trail: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlined(s, components, trail));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as JsonSchema;
  if (typeof $ref === 'string' && $ref.startsWith(REF)) {
    const name = $ref.slice(REF.length);
    if (trail.includes(name)) throw new Error(`event object schema ${trail[0]} refers to itself through ${name}`);
    if (!components[name]) throw new Error(`event object schema ${trail[0]} refers to an unknown component ${name}`);
    return { ...(inlined(components[name], components, [...trail, name]) as JsonSchema), ...(inlined(rest, components, trail) as JsonSchema) };
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, inlined(value, components, trail)]));
}

/**
 * The event catalogue (`core/outbox/event-catalog.ts`) with the schema and an example of each type's object: the one
 * source of the OpenAPI document's webhooks section and of `GET /api/webhooks/event-types`. Components come from the
 * served resources and the schemas modules register, as the document's do.
 */
export function eventTypeCatalogue(resources: RegisteredResource[]): EventTypeEntry[] {
  const components: Record<string, JsonSchema> = { ...COMPONENT_SCHEMAS };
  for (const served of resources) components[pascal(served.service.definition.name)] = resourceComponentSchema(served);
  return eventCatalog(resources).map(({ type, component, description, withPrevious }) => {
    const schema = toOpenApi31(inlined(components[component] ?? { $ref: `${REF}${component}` }, components, [component])) as JsonSchema;
    return { type, description, component, withPrevious, schema, example: schemaExample(schema) };
  });
}
