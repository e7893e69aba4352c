import { ApiError } from '../../../core/errors/api-error';
import { INVALID_QUERY, ParsedQuery } from '../../../core/query/query-string';
import { FIRST_BALANCE_YEAR, LAST_BALANCE_YEAR } from './time-away-balances.service';

/** As many as a query-string list may hold (the shared parser's limit, docs/decisions.md "Query limits"). */
const MAX_PEOPLE = 100;

/** `personId` (required; a string or `$in`, at most 100) and `year` (optional, four digits; this UTC year by default). */
export function parseBalancesQuery(query: ParsedQuery, thisYear: number): { personIds: string[]; year: number } {
  // What the shared parser refused (too many values, too deep): its own message, as every list gives it.
  if (query[INVALID_QUERY]) throw ApiError.query('query', query[INVALID_QUERY]);
  for (const key of Object.keys(query)) {
    if (key !== 'personId' && key !== 'year') throw ApiError.query(key, 'is not a parameter of this list');
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
  let year = thisYear;
  if (query.year !== undefined) {
    if (typeof query.year !== 'string' || !/^\d{4}$/.test(query.year)) throw ApiError.query('year', 'expected a four-digit year');
    year = Number(query.year);
    if (year < FIRST_BALANCE_YEAR || year > LAST_BALANCE_YEAR) throw ApiError.query('year', `expected a year from ${FIRST_BALANCE_YEAR} to ${LAST_BALANCE_YEAR}`);
  }
  return { personIds: [...new Set(personIds as string[])], year };
}
