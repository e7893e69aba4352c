import { getMetadataStorage } from 'class-validator';

/** A JSON schema as the served document gives it (only what the generator reads). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  additionalProperties?: boolean | Schema;
}

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';
  path: string;
  /** First segment after /api (`people`): which real ids fit its `{id}`. */
  resource: string;
  hasId: boolean;
  /** The request body schema, `$ref`s resolved; properties from the DTO's validation metadata when the document has none. */
  body?: Schema;
  /** Query parameter names the document lists. */
  queryNames: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
}

/** Every documented route and method of the served document. */
export function routesOf(doc: OpenApiDocument): FuzzRoute[] {
  const schemas = doc.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined, depth = 0): Schema | undefined => {
    if (!schema || depth > 8) return schema;
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop()!;
      const target = resolve(schemas[name], depth + 1) ?? {};
      return withDtoProperties(target, name);
    }
    const out: Schema = { ...schema };
    if (schema.properties) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)!]));
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) if (schema[key]) out[key] = schema[key]!.map((s) => resolve(s, depth + 1)!);
    return out;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'patch', 'delete', 'put'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase() as FuzzRoute['method'],
        path,
        resource: path.split('/')[2] ?? '',
        hasId: path.includes('{'),
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
        queryNames: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
  );
}

/**
 * While the document's body schemas are thin (`properties: {}`), the property names come from the DTO class
 * of the same name (class-validator's metadata): a richer document takes over as soon as it has properties.
 */
function withDtoProperties(schema: Schema, dtoName: string): Schema {
  if (schema.properties && Object.keys(schema.properties).length > 0) return schema;
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<Function, { propertyName: string }[]> };
  const names = new Set<string>();
  for (const [target, metadatas] of storage.validationMetadatas ?? new Map()) {
    if (target.name !== dtoName) continue;
    for (const m of metadatas) names.add(m.propertyName);
  }
  if (names.size === 0) return schema;
  return { ...schema, type: 'object', properties: Object.fromEntries([...names].map((n) => [n, {}])) };
}
