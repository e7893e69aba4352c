import { ApiError } from '../../../core/errors/api-error';
import { INVALID_QUERY, ParsedQuery } from '../../../core/query/query-string';
import { isValidDate } from '../../../core/query/query-values';
import { FIRST_BALANCE_YEAR, LAST_BALANCE_YEAR } from './time-away-balances.service';

/** As many as a query-string list may hold (the shared parser's limit, docs/decisions.md "Query limits"). */
const MAX_PEOPLE = 100;

const PARAMETERS = new Set(['personId', 'year', 'asOf']);

/**
 * `personId` (required; a string or `$in`, at most 100), `year` (optional, four digits; null: the leave year
 * containing `asOf`) and `asOf` (optional, a date; null: the company's today).
 */
export function parseBalancesQuery(query: ParsedQuery): { personIds: string[]; year: number | null; asOf: string | null } {
  // What the shared parser refused (too many values, too deep): its own message, as every list gives it.
  if (query[INVALID_QUERY]) throw ApiError.query('query', query[INVALID_QUERY]);
  for (const key of Object.keys(query)) {
    if (!PARAMETERS.has(key)) throw ApiError.query(key, 'is not a parameter of this list');
  }
  const raw = query.personId;
  let personIds: unknown[];
  if (typeof raw === 'string') personIds = [raw];
  else if (raw && typeof raw === 'object' && !Array.isArray(raw) && Object.keys(raw).every((k) => k === '$in')) {
    const list = (raw as { $in?: unknown }).$in;
    personIds = Array.isArray(list) ? list : [list];
  } else throw ApiError.query('personId', 'is required: a person id or personId[$in]=id');
  if (!personIds.length || personIds.length > MAX_PEOPLE || !personIds.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 100)) {
    throw ApiError.query('personId', `expected 1 to ${MAX_PEOPLE} person ids`);
  }
  let year: number | null = null;
  if (query.year !== undefined) {
    if (typeof query.year !== 'string' || !/^\d{4}$/.test(query.year)) throw ApiError.query('year', 'expected a four-digit year');
    year = Number(query.year);
    if (year < FIRST_BALANCE_YEAR || year > LAST_BALANCE_YEAR) throw ApiError.query('year', `expected a year from ${FIRST_BALANCE_YEAR} to ${LAST_BALANCE_YEAR}`);
  }
  let asOf: string | null = null;
  if (query.asOf !== undefined) {
    if (typeof query.asOf !== 'string' || !isValidDate(query.asOf)) throw ApiError.query('asOf', 'expected a date (YYYY-MM-DD)');
    const asOfYear = Number(query.asOf.slice(0, 4));
    if (asOfYear < FIRST_BALANCE_YEAR || asOfYear > LAST_BALANCE_YEAR) throw ApiError.query('asOf', `expected a date from ${FIRST_BALANCE_YEAR} to ${LAST_BALANCE_YEAR}`);
    asOf = query.asOf;
  }
  return { personIds: [...new Set(personIds as string[])], year, asOf };
}
