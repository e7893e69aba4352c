import { EXPORT_PERSON, ExportDeclaration, ExportedColumn } from '../../core/read/export-declaration';
import { personNameByIdSql, personWorkEmailByIdSql } from '../people';

const p = EXPORT_PERSON;
/** The submissions service's alias, which its read scope names. */
const s = 'submission';
const text = (sql: string): ExportedColumn => ({ sql, kind: 'text' });

/**
 * The `timesheet` export type (spec: Data exports), read as submissions are: one row per submission overlapping the
 * range, ordered by its start; `totalTime` as `H:mm` (`37:30`), `totalDays` its `durationAsDays`, the reviewer by name
 * and work email.
 */
export const TIMESHEET_EXPORT: ExportDeclaration = {
  records: {
    type: 'timesheet',
    order: `${s}.start_date, ${s}.id`,
    conditions: (request) => [
      ...(request.startDate ? [`${s}.end_date >= :startDate::date`] : []),
      ...(request.endDate ? [`${s}.start_date <= :endDate::date`] : []),
    ],
    columns: {
      startDate: { sql: `${s}.start_date`, kind: 'date' },
      endDate: { sql: `${s}.end_date`, kind: 'date' },
      submittedAt: { sql: `${s}.submitted_at`, kind: 'dateTime' },
      totalTime: text(`(${s}.duration_minutes / 60)::text || ':' || lpad((${s}.duration_minutes % 60)::text, 2, '0')`),
      totalDays: { sql: `trim_scale(${s}.duration_days)::text`, kind: 'number' },
      status: text(`${s}.status`),
      reviewer: text(personNameByIdSql(`${p}.company_id`, `${s}.reviewed_by`)),
      reviewerEmail: text(personWorkEmailByIdSql(`${p}.company_id`, `${s}.reviewed_by`)),
      reviewedAt: { sql: `${s}.reviewed_at`, kind: 'dateTime' },
    },
  },
};
