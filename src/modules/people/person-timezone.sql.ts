import { COMPANY_TIMEZONE, REMOTE } from './person-derived';

/**
 * A person's timezone (spec: Person `timezone`), for the person aliased `p` and their location joined as `l`
 * (personLocationJoinSql): the remote city's for remote people, else the location's, else the company's.
 */
export function personTimezoneSql(p: string, l: string): string {
  return `CASE WHEN ${p}.location_id = '${REMOTE}' THEN COALESCE(${p}.remote_timezone, '${COMPANY_TIMEZONE}')
                    ELSE COALESCE(${l}.timezone, '${COMPANY_TIMEZONE}') END`;
}
