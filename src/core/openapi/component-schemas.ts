import { JsonSchema } from './json-schema';

/** Schemas of objects that custom (non-CRUD) routes answer, registered by their modules (the File object). */
export const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {};

export function registerComponentSchema(name: string, schema: JsonSchema): void {
  COMPONENT_SCHEMAS[name] = schema;
}
