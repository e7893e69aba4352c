import { ReadDeclaration } from '../../core/read/read-declaration';
import { durationSql } from './timesheet-entry-read';

/** The stored fields of a submission, in the API's order (its figures follow its review). */
export const SUBMISSION_FIELDS = [
  'id', 'personId', 'startDate', 'endDate', 'status', 'submittedAt', 'reviewedBy', 'reviewedAt', 'changesRequested', 'createdAt', 'updatedAt',
] as const;

/** A timesheet submission as every path answers it: its stored figures as `durationAsTime` and `durationAsDays`. */
export const TIMESHEET_SUBMISSION_READ: ReadDeclaration = {
  fields: [
    'id', 'personId', 'startDate', 'endDate', 'status', 'submittedAt', 'reviewedBy', 'reviewedAt', 'changesRequested',
    'durationAsTime', 'durationAsDays', 'createdAt', 'updatedAt',
  ],
  sql: {
    durationAsTime: durationSql('submission.duration_minutes'),
    durationAsDays: 'submission.duration_days::float8',
  },
};
