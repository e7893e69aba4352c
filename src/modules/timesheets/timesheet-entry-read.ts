import { ReadDeclaration } from '../../core/read/read-declaration';

/** The stored fields of an entry, in the API's order (its `duration` is computed). */
export const ENTRY_FIELDS = ['id', 'personId', 'date', 'startTime', 'endTime', 'note', 'createdAt', 'updatedAt'] as const;

/** Minutes between an entry's start and end (its `duration`), over the entry aliased `alias`. */
export const entryMinutesSql = (alias: string) => `(EXTRACT(EPOCH FROM ${alias}.end_time - ${alias}.start_time)::int / 60)`;

/** Minutes as the API's `{ hours, minutes }`. */
export const durationSql = (minutes: string) => `json_build_object('hours', ${minutes} / 60, 'minutes', ${minutes} % 60)`;

/** A timesheet entry as every path answers it: times as `HH:mm` (`24:00` at midnight), its duration computed. */
export const TIMESHEET_ENTRY_READ: ReadDeclaration = {
  fields: ['id', 'personId', 'date', 'startTime', 'endTime', 'duration', 'note', 'createdAt', 'updatedAt'],
  sql: {
    startTime: `to_char(tentry.start_time, 'HH24:MI')`,
    endTime: `to_char(tentry.end_time, 'HH24:MI')`,
    duration: durationSql(entryMinutesSql('tentry')),
  },
};
