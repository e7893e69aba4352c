import { addDays, AllocatedTerms, monthStartAfter, PolicyTerms } from '../../time-away-policies';
import type { PolicyUnit } from '../../time-away-policies';
import { DayRange, entitlementOf, leaveYear, leaveYearOf, PolicyTimeline, round2, roundHalf } from './leave-year';

/** A person's time-away balance for one leave year as of a day (docs/decisions-time-away.md, "Balances"). */
export interface TimeAwayBalance {
  personId: string;
  /** The leave year, named by the year it starts in. */
  year: number;
  /** The policy in effect on `asOf` (on the leave year's nearest day when `asOf` is outside it). */
  timeAwayPolicyId: string | null;
  /** True under a policy with no allowance: the amounts of entitlement below are then null. */
  unlimited: boolean;
  /** What every figure below counts: the unit of that policy (days when there is none). */
  unit: PolicyUnit;
  /** The whole leave year's entitlement, over the allocations in effect in it, pro-rated (nearest half day). */
  allowance: number | null;
  /** The part of `allowance` credited by `asOf` (all of it for yearly accrual). */
  accrued: number | null;
  /** Unused entitlement of the leave year before, at most that year's policy's `carryOverLimit`. */
  carriedOver: number | null;
  /** The same as `carriedOver` (the export's name for it). */
  fromPrevAccrualPeriod: number | null;
  /** Carried-over days expired by `asOf`. */
  fromPrevAccrualPeriodExpired: number | null;
  /** The sum of the adjustments dated in the leave year. */
  adjustments: number;
  /** Days (hours) of approved `paidTimeOff` entries starting in the leave year. */
  used: number;
  /** Days (hours) of pending `paidTimeOff` entries starting in the leave year. */
  pending: number;
  /** accrued + carriedOver - fromPrevAccrualPeriodExpired + adjustments - used. */
  balance: number | null;
  /** allowance + carriedOver - (expired by the year's end) + adjustments - used. */
  endOfYearBalance: number | null;
}

/** What a balance is computed from, per person (BALANCES_SQL). Months are numbered year * 12 + month - 1. */
export interface BalanceSource {
  personId: string;
  asOf: string;
  employmentStart: string | null;
  employmentEnd: string | null;
  allocations: AllocatedTerms[];
  /** The policy of days no allocation covers: the location's, else the company default. */
  unallocated: PolicyTerms | null;
  /** [month, approved days, pending days, approved hours, pending hours] of `paidTimeOff` entries starting in the month. */
  daysByMonth: [number, number, number, number, number][] | null;
  /** [month, days] of adjustments dated in the month. */
  adjustmentsByMonth: [number, number][] | null;
}

export const monthNumber = (day: string): number => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** The sum of the values of the months in [from, to) (first days of months). */
function sumOver<T extends [number, ...number[]]>(rows: T[] | null, range: DayRange, pick: (row: T) => number): number {
  const from = monthNumber(range.from);
  const to = monthNumber(range.to);
  return round2((rows ?? []).reduce((sum, row) => (row[0] >= from && row[0] < to ? sum + pick(row) : sum), 0));
}

/**
 * The balance of the leave year `asked` (null: the one containing `asOf`). The leave years follow the
 * `yearStartMonth` of the policy in effect on `asOf`. Carried over: the leave year before's unused entitlement
 * (its allowance and adjustments less its days used; one level, as before), capped by the `carryOverLimit` of the
 * policy of its last day. Expiry follows the policy of the leave year's first day: after `carryOverExpiresAfterMonths`
 * months, carried-over days not spent expire, days taken since the year began being spent from them first.
 */
export function balanceOf(source: BalanceSource, asked: number | null): TimeAwayBalance {
  const { asOf } = source;
  const timeline = new PolicyTimeline(source.allocations, source.unallocated);
  const month = timeline.on(asOf)?.yearStartMonth ?? 1;
  const year = asked ?? leaveYearOf(asOf, month);
  const thisYear = leaveYear(year, month);
  const yearBefore = leaveYear(year - 1, month);
  const lastDay = addDays(thisYear.to, -1);
  const policy = timeline.on(asOf < thisYear.from ? thisYear.from : asOf > lastDay ? lastDay : asOf);
  // An `hours` policy counts its entries' hours (docs/decisions-work-time.md); adjustments count in its unit as given.
  const unit: PolicyUnit = policy?.unit ?? 'days';
  const [approvedAt, pendingAt] = unit === 'hours' ? [3, 4] as const : [1, 2] as const;

  const used = sumOver(source.daysByMonth, thisYear, (r) => r[approvedAt]);
  const pending = sumOver(source.daysByMonth, thisYear, (r) => r[pendingAt]);
  const adjustments = sumOver(source.adjustmentsByMonth, thisYear, (r) => r[1]);
  const base = { personId: source.personId, year, timeAwayPolicyId: policy?.id ?? null };
  if (!policy || policy.allowance === null) {
    return {
      ...base, unlimited: true, unit, allowance: null, accrued: null, carriedOver: null, fromPrevAccrualPeriod: null, fromPrevAccrualPeriodExpired: null,
      adjustments, used, pending, balance: null, endOfYearBalance: null,
    };
  }

  const employed: DayRange = {
    from: source.employmentStart ?? '0001-01-01',
    to: source.employmentEnd ? addDays(source.employmentEnd, 1) : '9999-12-31',
  };
  const granted = entitlementOf(timeline.pieces(thisYear), thisYear, employed, asOf);
  const allowance = roundHalf(granted.allowance);
  const accrued = roundHalf(granted.accrued);

  const policyBefore = timeline.on(addDays(yearBefore.to, -1));
  let carriedOver = 0;
  if (policyBefore && policyBefore.allowance !== null) {
    const grantedBefore = roundHalf(entitlementOf(timeline.pieces(yearBefore), yearBefore, employed, yearBefore.to).allowance);
    const unused = grantedBefore + sumOver(source.adjustmentsByMonth, yearBefore, (r) => r[1]) - sumOver(source.daysByMonth, yearBefore, (r) => r[approvedAt]);
    carriedOver = round2(Math.max(0, policyBefore.carryOverLimit === null ? unused : Math.min(unused, policyBefore.carryOverLimit)));
  }

  const expiresAfter = timeline.on(thisYear.from)?.carryOverExpiresAfterMonths ?? null;
  let expiredAtYearEnd = 0;
  let expired = 0;
  if (expiresAfter !== null && carriedOver > 0) {
    const expiry = monthStartAfter(thisYear.from, expiresAfter);
    const spentBefore = sumOver(source.daysByMonth, { from: thisYear.from, to: expiry }, (r) => r[approvedAt]);
    expiredAtYearEnd = round2(Math.max(0, carriedOver - spentBefore));
    expired = asOf >= expiry ? expiredAtYearEnd : 0;
  }

  return {
    ...base,
    unlimited: false,
    unit,
    allowance,
    accrued,
    carriedOver,
    fromPrevAccrualPeriod: carriedOver,
    fromPrevAccrualPeriodExpired: expired,
    adjustments,
    used,
    pending,
    balance: round2(accrued + carriedOver - expired + adjustments - used),
    endOfYearBalance: round2(allowance + carriedOver - expiredAtYearEnd + adjustments - used),
  };
}
