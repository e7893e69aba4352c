/**
 * Reporting lines in SQL. Until job roles exist (people issue) nobody reports to anyone;
 * these fragments are the single place the people module replaces with the recursive query.
 * `p.id` / :policyPersonId name the manager.
 */
export const REPORTS_EXIST_SQL = 'SELECT 1 WHERE FALSE';
export const REPORTS_OF_SQL = 'SELECT NULL::text WHERE FALSE';
