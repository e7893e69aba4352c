import { compensationTypeOfEntrySql } from '../compensation-types';
import { compensationInEffectSql } from './compensation-in-effect.sql';

/**
 * The person's compensation in effect on `asOf` among the types `typeCondition` admits (over the type alias `ct`):
 * the latest effective entry, as text (`85000.00 EUR / annual`, `12.5%`).
 */
export const compensationInEffectTextSql = (personAlias: string, typeCondition: string, asOf: string): string =>
  `(SELECT CASE WHEN c.is_percentage THEN c.amount::text || '%'
           ELSE c.amount::text || COALESCE(' ' || c.currency, '') END
         || CASE WHEN c.period IN ('fixed', 'sale') THEN '' ELSE ' / ' || c.period END
    FROM compensations c JOIN ${compensationTypeOfEntrySql('ct', 'c')}
   WHERE c.company_id = ${personAlias}.company_id AND c.person_id = ${personAlias}.id AND ${typeCondition}
     AND ${compensationInEffectSql('c', asOf)}
   ORDER BY c.effective_date DESC, c.created_at DESC LIMIT 1)`;

/**
 * One row (`day`) per day a compensation of the admitted types took effect within [start, end], or was in effect at
 * its start: a lateral join aliased `dayAlias`.
 */
export const compensationDaysJoinSql = (personAlias: string, typeCondition: string, start: string, end: string, dayAlias: string): string =>
  `LEFT JOIN LATERAL (SELECT DISTINCT c.effective_date AS day FROM compensations c
      JOIN ${compensationTypeOfEntrySql('ct', 'c')}
     WHERE c.company_id = ${personAlias}.company_id AND c.person_id = ${personAlias}.id AND (${typeCondition})
       AND c.effective_date <= ${end} AND c.superseded_on > ${start}
       AND (c.end_date IS NULL OR c.end_date >= ${start})) ${dayAlias} ON TRUE`;
