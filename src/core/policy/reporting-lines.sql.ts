/**
 * The day a job role is in effect: the role of a person in effect today (UTC) is the one with
 * `effective_date <= today <= end_date` (the job-roles module keeps `end_date` as the day before the next role).
 * The reporting lines themselves are the job-roles module's SQL, given to the core through `PersonDirectory`.
 */
export const TODAY_UTC = `(now() AT TIME ZONE 'UTC')::date`;
/** SQL condition: job role alias `r` is the role of its person in effect today. */
export const CURRENT_ROLE = (r: string) => `${r}.effective_date <= ${TODAY_UTC} AND (${r}.end_date IS NULL OR ${r}.end_date >= ${TODAY_UTC})`;
