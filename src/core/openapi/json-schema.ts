/** A JSON Schema (OpenAPI 3.1 dialect: JSON Schema 2020-12). */
export type JsonSchema = { [keyword: string]: unknown };

export const ref = (component: string): JsonSchema => ({ $ref: `#/components/schemas/${component}` });

/** The schema that also accepts null (3.1: `type: [t, 'null']`; a `$ref` or enum is wrapped). */
export function orNull(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !schema.enum) return { ...schema, type: [schema.type, 'null'] };
  if (Array.isArray(schema.type) && !schema.enum) return schema.type.includes('null') ? schema : { ...schema, type: [...schema.type, 'null'] };
  return { oneOf: [schema, { type: 'null' }] };
}

/** `locationId` -> `LocationId`; `emergencyContact` -> `EmergencyContact`. */
export const pascal = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);
