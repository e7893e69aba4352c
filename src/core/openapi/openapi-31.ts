/**
 * `@nestjs/swagger` writes OpenAPI 3.0 schemas for the routes it generates: rewrite its `nullable: true`
 * into 3.1's `type: [..., 'null']` and drop undefined keys, so the whole document is valid 3.1.
 */
export function toOpenApi31(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toOpenApi31);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === undefined) continue;
    out[key] = toOpenApi31(value);
  }
  if (out.nullable === true) {
    delete out.nullable;
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
  }
  return out;
}
