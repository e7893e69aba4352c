import { sealedColumn } from '../../core/read/export-columns';
import { EXPORT_PERSON, ExportDeclaration, ExportedColumn } from '../../core/read/export-declaration';
import { signedLinkOfFileId } from '../files';
import { personNameByIdSql, personWorkEmailByIdSql } from '../people';
import { IDENTITY_DOCUMENT_SEALED } from './identity-document.entity';
import { identityDocumentExpiriesSql, latestIdentityDocumentSql } from './identity-document.sql';

/** The identity documents service's alias, which its read scope names. */
const i = 'iddoc';
const text = (sql: string, extra: Partial<ExportedColumn> = {}): ExportedColumn => ({ sql, kind: 'text', ...extra });
/** Who verified is shown to roles reading every identity document only (docs/decisions-files.md). */
const verifier = (sql: string): ExportedColumn => text(sql, { everyRow: true });

/**
 * Identity documents in exports (spec: Data exports), read as identity documents are: the people export's
 * `idExpiryDates`, and the `identityDocument` type, one row per document (only the latest of each type per person
 * unless `includeAllDocumentVersions`; people without any with `includeWithoutDocuments`).
 */
export const IDENTITY_DOCUMENT_EXPORT: ExportDeclaration = {
  columns: { idExpiryDates: { sql: identityDocumentExpiriesSql(EXPORT_PERSON), kind: 'list' } },
  records: {
    type: 'identityDocument',
    order: `${i}.type, ${i}.created_at, ${i}.id`,
    withoutRecordsFlag: 'includeWithoutDocuments',
    // The latest document of each type per person; earlier ones are its versions.
    conditions: (request) => (request.includeAllDocumentVersions ? [] : [latestIdentityDocumentSql(i)]),
    columns: {
      type: text(`${i}.type`),
      number: sealedColumn(IDENTITY_DOCUMENT_SEALED, 'number', i),
      expiryDate: { sql: `${i}.expiry_date`, kind: 'date' },
      note: text(`${i}.note`),
      issueCountry: text(`${i}.country_code`),
      link: text(`${i}.file_id`, { derive: signedLinkOfFileId }),
      verifier: verifier(personNameByIdSql(`${EXPORT_PERSON}.company_id`, `${i}.verified_by`)),
      verifierEmail: verifier(personWorkEmailByIdSql(`${EXPORT_PERSON}.company_id`, `${i}.verified_by`)),
    },
  },
};
