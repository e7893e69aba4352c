/** The public face of the bank-accounts module: what other modules use of it (docs/architecture.md, "Module boundaries"). */
export { BANK_ACCOUNT_SEALED } from './bank-account.entity';
export { firstBankAccountJoinSql } from './first-bank-account.sql';
