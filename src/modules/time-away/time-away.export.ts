import { resourceVisibleSql } from '../../core/policy/visible-field.sql';
import { EXPORT_COMPANY_ID, EXPORT_NOW, EXPORT_PERSON, ExportDeclaration, ExportedColumn } from '../../core/read/export-declaration';
import { companyTodaySql } from '../locations';
import { personNameByIdSql, personWorkEmailByIdSql } from '../people';
import { policyInEffectNameSql } from '../time-away-policies';
import { entryTypeJoinSql, TimeAwayCategory, timeAwayTypesByIds } from '../time-away-types';
import { approvedDaysSql } from './approved-days.sql';
import { TimeAwayBalance } from './balances/balance';
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

/** A value of the person's time-away balance for the export's year, as `GET /api/time-away-balances` answers it. */
const balance = (key: keyof TimeAwayBalance): ExportedColumn => ({ sql: 'NULL::text', kind: 'number', fieldClass: 'private', personValue: key });

const text = (sql: string, extra: Partial<ExportedColumn> = {}): ExportedColumn => ({ sql, kind: 'text', ...extra });
const seesEntryPrivate = resourceVisibleSql('timeAway', 'private', `${t}.person_id`);

/** The company's today at the instant the export is made (its first location's timezone, else UTC), as balances judge it. */
const COMPANY_TODAY = companyTodaySql(EXPORT_COMPANY_ID, EXPORT_NOW);

/** The columns of `time_away` the type's columns, conditions and read scope name, in the order of `WITH_ADJUSTMENTS`. */
const ENTRY_COLUMNS = [
  'id', 'company_id', 'person_id', 'time_away_type_id', 'start_date', 'end_date', 'start_period', 'end_period', 'days', 'hours', 'note',
  'created_at', 'request_status', 'reviewed_by', 'reviewed_at',
];
/**
 * `includeAdjustments`: the entries and the person's adjustments as one relation under the entries' alias, an
 * adjustment a row without a type (entries always have one) dated `date` to `date`, with its days (no hours) and note. An
 * adjustment shows where the caller has the person's private time-away view (the entries' `note` rule), which is who
 * reads adjustments (docs/decisions-time-away.md); the entries' read scope (company, D5's new hires) covers both.
 */
const WITH_ADJUSTMENTS = `(
  SELECT ${ENTRY_COLUMNS.map((c) => `e.${c}`).join(', ')} FROM time_away e
  UNION ALL
  SELECT adj.id, adj.company_id, adj.person_id, NULL::text, adj.date, adj.date, NULL::text, NULL::text, adj.days::numeric, NULL::numeric,
         adj.note, adj.created_at, NULL::text, NULL::text, NULL::timestamptz
    FROM time_away_adjustments adj
   WHERE ${resourceVisibleSql('timeAway', 'private', 'adj.person_id')})`;
const isAdjustment = `${t}.time_away_type_id IS NULL`;
const ADJUSTMENT_TYPE = 'Adjustment';

/**
 * Time away in exports (spec: Data exports), read as time away is (D4 "no reason": what a category other readers
 * may not see the reason of shows needs the private view): a people export's days per category, per type asked for
 * (`timeAwayTypes`), balances and policy; and the `timeAway` type, one row per entry overlapping the range (of the
 * types asked for), its type shown as "Time off" without the private view, and with `includeAdjustments` one row per
 * adjustment dated in the range (type "Adjustment").
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
    fromPrevAccrualPeriod: balance('fromPrevAccrualPeriod'),
    fromPrevAccrualPeriodExpired: balance('fromPrevAccrualPeriodExpired'),
    carriedOver: balance('carriedOver'),
    adjustments: balance('adjustments'),
    accrued: balance('accrued'),
    balance: balance('balance'),
    endOfYearBalance: balance('endOfYearBalance'),
    // The person's time-away policy on the company's today: their allocation, else their location's, else the company default.
    ptoPolicy: text(policyInEffectNameSql(p, 'person_location', COMPANY_TODAY), { fieldClass: 'private', joins: ['location'] }),
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
  // The balances route's computation (one statement per batch), for the export's year as of the company's today.
  personValues: async (em, companyId, personIds, year, now) =>
    new Map((await balancesOf(em, companyId, personIds, year, null, now)).map((b) => [b.personId, { ...b }])),
  records: {
    type: 'timeAway',
    order: `${t}.start_date, ${t}.id`,
    conditions: (request) => [
      ...(request.startDate ? [`${t}.end_date >= :startDate::date`] : []),
      ...(request.endDate ? [`${t}.start_date <= :endDate::date`] : []),
      // The types narrow the entries; adjustments, which have none, are asked for by their own flag.
      ...(request.timeAwayTypes.length
        ? [`(${t}.time_away_type_id = ANY(:timeAwayTypeIds::text[])${request.includeAdjustments ? ` OR ${isAdjustment}` : ''})`]
        : []),
    ],
    joins: { timeAwayType: { sql: `LEFT JOIN ${entryTypeJoinSql('tat', t)}` } },
    addedRows: { flag: 'includeAdjustments', from: WITH_ADJUSTMENTS, fieldClass: 'private' },
    columns: {
      timeAwayType: text(
        `CASE WHEN ${isAdjustment} THEN '${ADJUSTMENT_TYPE}' WHEN ${publicCategorySql('tat.category')} OR ${seesEntryPrivate} THEN tat.name ELSE '${UNDISCLOSED_NAME}' END`,
        { joins: ['timeAwayType'] },
      ),
      startDate: { sql: `${t}.start_date`, kind: 'date' },
      endDate: { sql: `${t}.end_date`, kind: 'date' },
      startPeriod: text(`${t}.start_period`),
      endPeriod: text(`${t}.end_period`),
      days: { sql: `trim_scale(${t}.days)::text`, kind: 'number' },
      hours: { sql: `trim_scale(${t}.hours)::text`, kind: 'number' },
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
