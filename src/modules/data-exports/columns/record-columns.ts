import { documentTypeNameSql } from '../../document-types';
import { fileNameSql, processLinkSigner, signedFileUrl } from '../../files';
import { IDENTITY_DOCUMENT_SEALED } from '../../identity-documents';
import { personValueSql } from '../../people';
import { PUBLIC_CATEGORIES, UNDISCLOSED_NAME } from '../../time-away';
import { ExportType } from '../data-export.entity';
import { dateSql, dateTimeSql, emptyColumn, ExportColumn, GATES, nameSql, resourceVisibleSql, sealedText, workEmailSql } from './export-column';

const fileLink = (fileId: unknown) => (fileId ? signedFileUrl(processLinkSigner(), fileId as string) : null);
const personName = (idSql: string) => personValueSql(nameSql, 'person.company_id', idSql);
const personEmail = (idSql: string) => personValueSql(workEmailSql, 'person.company_id', idSql);

function columns(gate: ExportColumn['gate'], specs: Record<string, [string, ExportColumn['kind'], Partial<ExportColumn>?]>): Record<string, ExportColumn> {
  return Object.fromEntries(Object.entries(specs).map(([name, [sql, kind, extra]]) => [name, { sql, kind, gate, ...extra }]));
}

const e = 'equipment';
const EQUIPMENT = columns(GATES.equipment, {
  type: [`${e}.type`, 'text'],
  name: [`${e}.name`, 'text'],
  serialNumber: [`${e}.serial_number`, 'text'],
  cost: [`${e}.cost::text || COALESCE(' ' || ${e}.currency, '')`, 'text'],
  currency: [`${e}.currency`, 'text'],
  note: [`${e}.note`, 'text'],
  attachment: [fileNameSql(`${e}.company_id`, `${e}.file_id`), 'text'],
  issueDate: [dateSql(`${e}.issue_date`), 'date'],
  receiptDate: [dateSql(`${e}.receipt_date`), 'date'],
  collectionDate: [dateSql(`${e}.collection_date`), 'date'],
});

const t = 'entry';
const seesEntryPrivate = resourceVisibleSql('timeAway', 'private', `${t}.person_id`);
const publicCategories = [...PUBLIC_CATEGORIES].map((c) => `'${c}'`).join(', ');
const TIME_AWAY = {
  ...columns(GATES.timeAwayPublic, {
    // D4 "no reason": other categories show as "Time off" without the private view, as in the list.
    timeAwayType: [`CASE WHEN tat.category IN (${publicCategories}) OR ${seesEntryPrivate} THEN tat.name ELSE '${UNDISCLOSED_NAME}' END`, 'text', { joins: ['timeAwayType'] }],
    startDate: [dateSql(`${t}.start_date`), 'date'],
    endDate: [dateSql(`${t}.end_date`), 'date'],
    startPeriod: [`${t}.start_period`, 'text'],
    endPeriod: [`${t}.end_period`, 'text'],
    days: [`trim_scale(${t}.days)::text`, 'number'],
    registeredOn: [dateSql(`(${t}.created_at AT TIME ZONE 'UTC')`), 'date'],
    requestStatus: [`${t}.request_status`, 'text'],
    reviewer: [personName(`${t}.reviewed_by`), 'text'],
    reviewerEmail: [personEmail(`${t}.reviewed_by`), 'text'],
    reviewedAt: [dateTimeSql(`${t}.reviewed_at`), 'dateTime'],
    publicHolidayCalendar: ['person.public_holiday_calendar_id', 'text'],
  }),
  note: { sql: `${t}.note`, kind: 'text', gate: GATES.timeAwayPrivate } as ExportColumn,
  approvalFlow: { sql: 'person.time_away_approval_flow_id', kind: 'text', gate: GATES.privatePerson } as ExportColumn,
};

/** There are no timesheets in this product: every column exists for the header, the file has no rows. */
const TIMESHEET = Object.fromEntries(
  ['startDate', 'endDate', 'submittedAt', 'totalTime', 'totalDays', 'status', 'reviewer', 'reviewerEmail', 'reviewedAt'].map((name) => [name, emptyColumn()]),
);

const d = 'document';
const DOCUMENT = columns(GATES.document, {
  type: [documentTypeNameSql(`${d}.company_id`, `${d}.document_type_id`), 'text'],
  name: [`${d}.name`, 'text'],
  issueDate: [dateSql(`${d}.issue_date`), 'date'],
  link: [`${d}.link`, 'text'],
  documentLink: [`${d}.file_id`, 'text', { derive: fileLink }],
  uploader: [personName(`${d}.created_by`), 'text'],
  uploaderEmail: [personEmail(`${d}.created_by`), 'text'],
});

const i = 'iddoc';
const NUMBER = sealedText(IDENTITY_DOCUMENT_SEALED, 'number', i, GATES.identityDocument);
const VERIFIER = { ...GATES.identityDocument, everyRow: true };
const IDENTITY_DOCUMENT = {
  ...columns(GATES.identityDocument, {
    type: [`${i}.type`, 'text'],
    number: [NUMBER.sql, 'text', { sealed: NUMBER.sealed }],
    expiryDate: [dateSql(`${i}.expiry_date`), 'date'],
    note: [`${i}.note`, 'text'],
    issueCountry: [`${i}.country_code`, 'text'],
    link: [`${i}.file_id`, 'text', { derive: fileLink }],
  }),
  // Who verified is shown to roles reading every identity document only (docs/decisions-files.md).
  ...columns(VERIFIER, {
    verifier: [personName(`${i}.verified_by`), 'text'],
    verifierEmail: [personEmail(`${i}.verified_by`), 'text'],
  }),
};

/** The columns each type adds to the base set (spec: Data exports, extra values by type). */
export const RECORD_COLUMNS: Record<Exclude<ExportType, 'people'>, Record<string, ExportColumn>> = {
  equipment: EQUIPMENT,
  timeAway: TIME_AWAY,
  timesheet: TIMESHEET,
  document: DOCUMENT,
  identityDocument: IDENTITY_DOCUMENT,
};
