/** The job-roles module's public face. */
export { REPORTS_EXIST_SQL, REPORTS_OF_SQL, reportsAmong } from './reporting-lines.sql';
