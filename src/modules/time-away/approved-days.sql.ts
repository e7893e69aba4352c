import { entryTypeJoinSql } from '../time-away-types';

/**
 * Days of the person's approved time away overlapping [rangeStart, rangeEnd], as a decimal string (`0` when none).
 * `typeCondition` narrows the entries over the type alias `t` (e.g. `t.category IN (...)`, `t.id = :x`).
 */
export const approvedDaysSql = (personAlias: string, typeCondition: string, rangeStart: string, rangeEnd: string): string =>
  `(SELECT trim_scale(COALESCE(sum(e.days), 0))::text FROM time_away e
    JOIN ${entryTypeJoinSql('t', 'e')}
   WHERE e.company_id = ${personAlias}.company_id AND e.person_id = ${personAlias}.id AND e.request_status = 'approved' AND ${typeCondition}
     AND e.start_date <= ${rangeEnd} AND e.end_date >= ${rangeStart})`;
