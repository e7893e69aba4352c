import { resourceVisibleSql } from '../../core/policy/visible-field.sql';
import { EXPORT_PERSON, ExportDeclaration, ExportedColumn } from '../../core/read/export-declaration';
import { personNameByIdSql, personWorkEmailByIdSql } from '../people';
import { policyInEffectNameSql } from '../time-away-policies';
import { entryTypeJoinSql, TimeAwayCategory, timeAwayTypesByIds } from '../time-away-types';
import { approvedDaysSql } from './approved-days.sql';
import { balancesOf } from './balances/time-away-balances.service';
import { categoriesArePublic, publicCategorySql, UNDISCLOSED_NAME } from './entry-visibility';
import { TIME_AWAY_READ } from './time-away-read';

const p = EXPORT_PERSON;
/** The time-away service's alias, which its read scope names. */
const t = 'entry';

/** D4 "no reason": what shows the type of entries of other categories (or their days) is the private view. */
const classOf = (categories: readonly TimeAwayCategory[]): Pick<ExportedColumn, 'fieldClass'> => (categoriesArePublic(categories) ? {} : { fieldClass: 'private' });

/** Days of the person's approved entries in the export's range, of the types `typeCondition` admits (over the type alias `t`). */
const daysSql = (typeCondition: string) => approvedDaysSql(p, typeCondition, ':rangeStart', ':rangeEnd');
const days = (...categories: TimeAwayCategory[]): ExportedColumn => ({
  sql: daysSql(`t.category IN (${categories.map((c) => `'${c}'`).join(', ')})`),
  kind: 'number',
  ...classOf(categories),
});

/** A value of the person's time-away balance for the export's year (allowances are granted for the year: no accrual). */
const balance = (key: 'allowance' | 'carriedOver' | 'balance'): ExportedColumn => ({ sql: 'NULL::text', kind: 'number', fieldClass: 'private', personValue: key });
/** A column without a data source in this product (no accrual periods, no adjustments): always empty. */
const noData: ExportedColumn = { sql: 'NULL::text', kind: 'text', fieldClass: 'private' };

const text = (sql: string, extra: Partial<ExportedColumn> = {}): ExportedColumn => ({ sql, kind: 'text', ...extra });
const seesEntryPrivate = resourceVisibleSql('timeAway', 'private', `${t}.person_id`);

/**
 * Time away in exports (spec: Data exports), read as time away is (D4 "no reason": what a category other readers
 * may not see the reason of shows needs the private view): a people export's days per category, per type asked for
 * (`timeAwayTypes`), balances and policy; and the `timeAway` type, one row per entry overlapping the range (of the
 * types asked for), its type shown as "Time off" without the private view.
 */
export const TIME_AWAY_EXPORT: ExportDeclaration = {
  columns: {
    paidTimeOff: days('paidTimeOff'),
    unpaidLeave: days('unpaidLeave'),
    sickLeave: days('sickLeave'),
    parentalLeave: days('parentalLeave'),
    workingFromHome: days('workingFromHome'),
    otherTimeAway: days('workTravel', 'other'),
    allowance: balance('allowance'),
    fromPrevAccrualPeriod: noData,
    fromPrevAccrualPeriodExpired: noData,
    carriedOver: balance('carriedOver'),
    adjustments: noData,
    accrued: noData,
    balance: balance('balance'),
    // Allowances are granted for the year up front (no accrual), so the balance at the end of the year is the balance.
    endOfYearBalance: balance('balance'),
    // The person's time-away policy: their own allocation, else their location's, else the company default.
    ptoPolicy: text(policyInEffectNameSql(p, 'person_location'), { fieldClass: 'private', joins: ['location'] }),
  },
  extraColumns: {
    list: 'timeAwayTypes',
    idParam: 'ttype',
    idsParam: 'timeAwayTypeIds',
    // In a timeAway export the types narrow the entries instead (`records.conditions`).
    types: ['people'],
    lookup: timeAwayTypesByIds,
    column: (type, param) => ({ sql: daysSql(`t.id = :${param}`), kind: 'number', ...classOf([type.group as TimeAwayCategory]) }),
  },
  personValues: async (em, companyId, personIds, year) => new Map((await balancesOf(em, companyId, personIds, year)).map((b) => [b.personId, { ...b }])),
  records: {
    type: 'timeAway',
    order: `${t}.start_date, ${t}.id`,
    conditions: (request) => [
      ...(request.startDate ? [`${t}.end_date >= :startDate::date`] : []),
      ...(request.endDate ? [`${t}.start_date <= :endDate::date`] : []),
      ...(request.timeAwayTypes.length ? [`${t}.time_away_type_id = ANY(:timeAwayTypeIds::text[])`] : []),
    ],
    joins: { timeAwayType: { sql: `LEFT JOIN ${entryTypeJoinSql('tat', t)}` } },
    columns: {
      timeAwayType: text(`CASE WHEN ${publicCategorySql('tat.category')} OR ${seesEntryPrivate} THEN tat.name ELSE '${UNDISCLOSED_NAME}' END`, { joins: ['timeAwayType'] }),
      startDate: { sql: `${t}.start_date`, kind: 'date' },
      endDate: { sql: `${t}.end_date`, kind: 'date' },
      startPeriod: text(`${t}.start_period`),
      endPeriod: text(`${t}.end_period`),
      days: { sql: `trim_scale(${t}.days)::text`, kind: 'number' },
      note: text(`${t}.note`, { fieldClass: TIME_AWAY_READ.fieldClass!('note') }),
      registeredOn: { sql: `(${t}.created_at AT TIME ZONE 'UTC')`, kind: 'date' },
      requestStatus: text(`${t}.request_status`),
      reviewer: text(personNameByIdSql(`${p}.company_id`, `${t}.reviewed_by`)),
      reviewerEmail: text(personWorkEmailByIdSql(`${p}.company_id`, `${t}.reviewed_by`)),
      reviewedAt: { sql: `${t}.reviewed_at`, kind: 'dateTime' },
      publicHolidayCalendar: text(`${p}.public_holiday_calendar_id`),
    },
  },
};
