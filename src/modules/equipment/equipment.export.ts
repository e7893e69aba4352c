import { ExportDeclaration, ExportedColumn } from '../../core/read/export-declaration';
import { fileNameSql } from '../files';

/** The equipment service's alias, which its read scope names. */
const e = 'equipment';
const text = (sql: string): ExportedColumn => ({ sql, kind: 'text' });
const date = (sql: string): ExportedColumn => ({ sql, kind: 'date' });

/**
 * The `equipment` export type (spec: Data exports), read as equipment is: one row per item, ordered by issue date;
 * people without equipment too with `includeWithoutEquipment`.
 */
export const EQUIPMENT_EXPORT: ExportDeclaration = {
  records: {
    type: 'equipment',
    order: `${e}.issue_date, ${e}.id`,
    withoutRecordsFlag: 'includeWithoutEquipment',
    columns: {
      type: text(`${e}.type`),
      name: text(`${e}.name`),
      serialNumber: text(`${e}.serial_number`),
      cost: text(`${e}.cost::text || COALESCE(' ' || ${e}.currency, '')`),
      currency: text(`${e}.currency`),
      note: text(`${e}.note`),
      attachment: text(fileNameSql(`${e}.company_id`, `${e}.file_id`)),
      issueDate: date(`${e}.issue_date`),
      receiptDate: date(`${e}.receipt_date`),
      collectionDate: date(`${e}.collection_date`),
    },
  },
};
