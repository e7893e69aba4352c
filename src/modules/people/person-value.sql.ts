import { conditionalValueSql } from '../../core/policy/conditional-fields';

/** A value of another person by id (`valueOf` gets that person's alias), as a scalar subquery. */
export const personValueSql = (valueOf: (alias: string) => string, companyIdSql: string, personIdSql: string): string =>
  `(SELECT ${valueOf('x')} FROM people x WHERE x.company_id = ${companyIdSql} AND x.id = ${personIdSql})`;

/** A person's first and last name (alias `p`), NULL when both are empty. */
export const personNameSql = (p: string): string => `NULLIF(concat_ws(' ', ${p}.first_name, ${p}.last_name), '')`;

/** D4: a person's work email (alias `p`), NULL where it is hidden and the caller does not see their private fields. */
export const personWorkEmailSql = (p: string): string => conditionalValueSql('person', 'email', p, `${p}.email`, `${p}.id`);

/** The name of the person of the company `companyIdSql` with id `personIdSql` (who reviewed, uploaded, verified). */
export const personNameByIdSql = (companyIdSql: string, personIdSql: string): string => personValueSql(personNameSql, companyIdSql, personIdSql);

/** The work email (`personWorkEmailSql`) of the person of the company `companyIdSql` with id `personIdSql`. */
export const personWorkEmailByIdSql = (companyIdSql: string, personIdSql: string): string => personValueSql(personWorkEmailSql, companyIdSql, personIdSql);
