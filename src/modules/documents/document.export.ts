import { EXPORT_PERSON, ExportDeclaration, ExportedColumn } from '../../core/read/export-declaration';
import { documentTypeNameSql } from '../document-types';
import { signedLinkOfFileId } from '../files';
import { personNameByIdSql, personWorkEmailByIdSql } from '../people';

/** The documents service's alias, which its read scope names. */
const d = 'document';
const text = (sql: string, extra: Partial<ExportedColumn> = {}): ExportedColumn => ({ sql, kind: 'text', ...extra });

/**
 * The `document` export type (spec: Data exports), read as documents are: one row per document of a person (company-wide
 * documents have no person and are not exported), ordered by name; people without any with `includeWithoutDocuments`.
 */
export const DOCUMENT_EXPORT: ExportDeclaration = {
  records: {
    type: 'document',
    order: `${d}.name, ${d}.id`,
    withoutRecordsFlag: 'includeWithoutDocuments',
    columns: {
      type: text(documentTypeNameSql(`${d}.company_id`, `${d}.document_type_id`)),
      name: text(`${d}.name`),
      issueDate: { sql: `${d}.issue_date`, kind: 'date' },
      link: text(`${d}.link`),
      documentLink: text(`${d}.file_id`, { derive: signedLinkOfFileId }),
      uploader: text(personNameByIdSql(`${EXPORT_PERSON}.company_id`, `${d}.created_by`)),
      uploaderEmail: text(personWorkEmailByIdSql(`${EXPORT_PERSON}.company_id`, `${d}.created_by`)),
    },
  },
};
