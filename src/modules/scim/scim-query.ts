import { AttrPath, parseScimFilter, ScimFilter, ScimFilterError } from './scim-filter';
import { projectedPaths } from './scim-projection';
import { invalidFilter, invalidValue } from './scim-errors';
import { DEFAULT_PAGE, MAX_PAGE } from './scim-schemas';

/** What a SCIM list asks (RFC 7644 §3.4.2): a filter, a sort, a 1-based page, and which attributes to answer. */
export interface ScimListQuery {
  filter?: ScimFilter;
  sortBy?: AttrPath;
  descending: boolean;
  startIndex: number;
  count: number;
  attributes?: string;
  excludedAttributes?: string;
}

/** The projection parameters of any read (a list, or one resource). */
export interface ScimProjection {
  attributes?: string;
  excludedAttributes?: string;
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const key = Object.keys(query).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : query[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw name === 'filter' ? invalidFilter('filter must be given once, as text') : invalidValue(`${name} must be given once, as text`);
  return value;
}

function integer(query: Record<string, unknown>, name: string): number | undefined {
  const raw = single(query, name);
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^[+-]?\d{1,9}$/.test(raw.trim())) throw invalidValue(`${name} must be an integer`);
  return Number(raw);
}

/** `attributes` or `excludedAttributes` (never both), each a comma-separated list of attribute paths. */
export function scimProjection(query: Record<string, unknown>, extensions: readonly string[]): ScimProjection {
  const attributes = single(query, 'attributes');
  const excludedAttributes = single(query, 'excludedAttributes');
  if (attributes !== undefined && excludedAttributes !== undefined) throw invalidValue('give attributes or excludedAttributes, not both');
  for (const value of [attributes, excludedAttributes]) {
    if (value === undefined) continue;
    try {
      projectedPaths(value, extensions);
    } catch (error) {
      throw invalidValue(`attributes: ${(error as Error).message}`);
    }
  }
  return { attributes, excludedAttributes };
}

/**
 * The list parameters, read as RFC 7644 says: `startIndex` below 1 is 1, `count` below 0 is 0 and above the page
 * maximum is the maximum (the answer's `itemsPerPage` tells); what cannot be read is 400 `invalidValue`, a filter
 * 400 `invalidFilter`.
 */
export function scimListQuery(query: Record<string, unknown>, extensions: readonly string[]): ScimListQuery {
  const filterText = single(query, 'filter');
  let filter: ScimFilter | undefined;
  if (filterText !== undefined) {
    try {
      filter = parseScimFilter(filterText);
    } catch (error) {
      if (error instanceof ScimFilterError) throw invalidFilter(`filter: ${error.message}`);
      throw error;
    }
  }
  const sortByText = single(query, 'sortBy');
  let sortBy: AttrPath | undefined;
  if (sortByText !== undefined && sortByText.trim() !== '') {
    let parsed: ScimFilter;
    try {
      parsed = parseScimFilter(`${sortByText} pr`);
    } catch {
      throw invalidValue(`sortBy: "${sortByText}" is not an attribute path`);
    }
    if (parsed.op !== 'pr') throw invalidValue(`sortBy: "${sortByText}" is not an attribute path`);
    sortBy = parsed.path;
  }
  const order = single(query, 'sortOrder')?.toLowerCase();
  if (order !== undefined && order !== 'ascending' && order !== 'descending') throw invalidValue('sortOrder must be ascending or descending');
  const startIndex = Math.max(1, integer(query, 'startIndex') ?? 1);
  const count = Math.min(MAX_PAGE, Math.max(0, integer(query, 'count') ?? DEFAULT_PAGE));
  return { filter, sortBy, descending: order === 'descending', startIndex, count, ...scimProjection(query, extensions) };
}
