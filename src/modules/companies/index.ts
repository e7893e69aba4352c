/** The companies module's public face. */
export { lockCompanyRow } from './company-lock';
