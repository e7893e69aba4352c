import { parseScimFilter } from './scim-filter';

/** One path of `attributes` / `excludedAttributes`: a schema's whole extension, an attribute, or a sub-attribute. */
interface Projected {
  schema?: string;
  attribute?: string;
  sub?: string;
}

/** Attributes every answer keeps (RFC 7643: `returned: always`). */
const ALWAYS = new Set(['schemas', 'id']);

/** The paths of an `attributes` or `excludedAttributes` parameter (comma-separated); Error for one that is not a path. */
export function projectedPaths(value: string, extensions: readonly string[]): Projected[] {
  return value.split(',').map((s) => s.trim()).filter(Boolean).map((text) => {
    const extension = extensions.find((urn) => urn.toLowerCase() === text.toLowerCase());
    if (extension) return { schema: extension };
    const parsed = parseScimFilter(`${text} pr`);
    if (parsed.op !== 'pr') throw new Error(`"${text}" is not an attribute path`);
    const { schema, names } = parsed.path;
    const ownSchema = schema === undefined ? undefined : extensions.find((urn) => urn.toLowerCase() === schema.toLowerCase());
    return { schema: ownSchema, attribute: names[0], sub: names[1] };
  });
}

const keyOf = (object: Record<string, unknown>, name: string): string | undefined => {
  const lower = name.toLowerCase();
  return Object.keys(object).find((k) => k.toLowerCase() === lower);
};

/** The object holding a path's attribute: the resource, or its extension's object. */
function holder(resource: Record<string, unknown>, path: Projected): Record<string, unknown> | undefined {
  if (!path.schema) return resource;
  const key = keyOf(resource, path.schema);
  const value = key ? resource[key] : undefined;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function pick(value: unknown, sub: string): unknown {
  if (Array.isArray(value)) {
    const kept = value.map((v) => pick(v, sub)).filter((v) => v !== undefined);
    return kept.length ? kept : undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const key = keyOf(value as Record<string, unknown>, sub);
  return key === undefined ? undefined : { [key]: (value as Record<string, unknown>)[key] };
}

function merge(into: unknown, from: unknown): unknown {
  if (into === undefined) return from;
  if (Array.isArray(into) && Array.isArray(from)) return into.map((v, i) => merge(v, from[i]));
  if (into && from && typeof into === 'object' && typeof from === 'object') return { ...(into as object), ...(from as object) };
  return from;
}

/** RFC 7644 §3.9 `attributes`: only the attributes named (and `schemas`, `id`). */
export function keepOnly(resource: Record<string, unknown>, paths: readonly Projected[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(resource)) if (ALWAYS.has(key)) out[key] = resource[key];
  for (const path of paths) {
    const source = holder(resource, path);
    if (!source) continue;
    const target = path.schema ? ((out[keyOf(resource, path.schema)!] ??= {}) as Record<string, unknown>) : out;
    if (!path.attribute) {
      Object.assign(target, source);
      continue;
    }
    const key = keyOf(source, path.attribute);
    if (key === undefined) continue;
    const value = path.sub ? pick(source[key], path.sub) : source[key];
    if (value !== undefined) target[key] = path.sub ? merge(target[key], value) : value;
  }
  return withSchemasPresent(out);
}

/** RFC 7644 §3.9 `excludedAttributes`: every attribute but those named (`schemas` and `id` stay). */
export function leaveOut(resource: Record<string, unknown>, paths: readonly Projected[]): Record<string, unknown> {
  const out = structuredClone(resource);
  for (const path of paths) {
    if (!path.attribute) {
      const key = path.schema ? keyOf(out, path.schema) : undefined;
      if (key) delete out[key];
      continue;
    }
    const source = holder(out, path);
    const key = source ? keyOf(source, path.attribute) : undefined;
    if (!source || key === undefined || (!path.schema && ALWAYS.has(key))) continue;
    if (!path.sub) {
      delete source[key];
      continue;
    }
    for (const item of [source[key]].flat()) {
      if (!item || typeof item !== 'object') continue;
      const subKey = keyOf(item as Record<string, unknown>, path.sub);
      if (subKey !== undefined) delete (item as Record<string, unknown>)[subKey];
    }
  }
  return withSchemasPresent(out);
}

/** `schemas` names the extensions still present (an extension left out, or emptied, is no longer named). */
function withSchemasPresent(resource: Record<string, unknown>): Record<string, unknown> {
  const schemas = resource.schemas as string[] | undefined;
  if (!schemas) return resource;
  for (const [key, value] of Object.entries(resource)) {
    if (key.startsWith('urn:') && (!value || typeof value !== 'object' || Object.keys(value).length === 0)) delete resource[key];
  }
  resource.schemas = schemas.filter((urn, i) => i === 0 || urn in resource);
  return resource;
}
