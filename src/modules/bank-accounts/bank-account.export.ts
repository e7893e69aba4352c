import { sealedColumn } from '../../core/read/export-columns';
import { EXPORT_PERSON, ExportDeclaration, ExportedColumn } from '../../core/read/export-declaration';
import { BANK_ACCOUNT_SEALED } from './bank-account.entity';
import { firstBankAccountJoinSql } from './first-bank-account.sql';

const bank = (column: string): ExportedColumn => ({ sql: `bank.${column}`, kind: 'text', joins: ['bank'] });
const sealedBank = (field: string): ExportedColumn => sealedColumn(BANK_ACCOUNT_SEALED, field, 'bank', { joins: ['bank'] });

/** The person's first bank account in a people export (spec: Data exports), read as bank accounts are. */
export const BANK_ACCOUNT_EXPORT: ExportDeclaration = {
  columns: {
    bankName: bank('bank_name'),
    nameOnAccount: bank('name_on_account'),
    accountNumber: sealedBank('accountNumber'),
    swiftCode: bank('swift_code'),
    sortCode: sealedBank('sortCode'),
    routingNumber: sealedBank('routingNumber'),
  },
  joins: { bank: { sql: firstBankAccountJoinSql(EXPORT_PERSON, 'bank') } },
};
