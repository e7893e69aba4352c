/** The public face of the bank-accounts module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { firstBankAccountJoinSql } from './first-bank-account.sql';
