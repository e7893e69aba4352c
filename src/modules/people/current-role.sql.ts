import { CURRENT_ROLE } from '../../core/policy/reporting-lines.sql';

/** SQL over a person alias reading their job roles, for other modules (exports). */

/** A column of the person's job role in effect today (the latest effective one), as a scalar subquery. */
export const currentRoleValueSql = (personAlias: string, column: string): string =>
  `(SELECT r.${column} FROM job_roles r WHERE r.company_id = ${personAlias}.company_id AND r.person_id = ${personAlias}.id
    AND ${CURRENT_ROLE('r')} ORDER BY r.effective_date DESC LIMIT 1)`;

/** The person's job role in effect today as a lateral join aliased `roleAlias` (NULLs when none). */
export const currentRoleJoinSql = (personAlias: string, roleAlias: string): string =>
  `LEFT JOIN LATERAL (SELECT r.* FROM job_roles r WHERE r.company_id = ${personAlias}.company_id AND r.person_id = ${personAlias}.id AND ${CURRENT_ROLE('r')}
           ORDER BY r.effective_date DESC LIMIT 1) ${roleAlias} ON TRUE`;

/** Every job role of the person in effect at some point of [start, end]: one row each, aliased `roleAlias`. */
export const rolesInRangeJoinSql = (personAlias: string, roleAlias: string, start: string, end: string): string =>
  `LEFT JOIN job_roles ${roleAlias} ON ${roleAlias}.company_id = ${personAlias}.company_id AND ${roleAlias}.person_id = ${personAlias}.id
           AND ${roleAlias}.effective_date <= ${end} AND (${roleAlias}.end_date IS NULL OR ${roleAlias}.end_date >= ${start})`;

/** The ids of every manager above the person through current job roles, as a text array (UNION ends a cycle in stored data). */
export const managersAboveSql = (personAlias: string): string => `ARRAY(WITH RECURSIVE up(id) AS (
    SELECT r.reporting_to FROM job_roles r WHERE r.company_id = ${personAlias}.company_id AND r.person_id = ${personAlias}.id AND ${CURRENT_ROLE('r')} AND r.reporting_to IS NOT NULL
    UNION
    SELECT r.reporting_to FROM job_roles r JOIN up ON r.person_id = up.id
     WHERE r.company_id = ${personAlias}.company_id AND ${CURRENT_ROLE('r')} AND r.reporting_to IS NOT NULL)
  SELECT id FROM up)`;
