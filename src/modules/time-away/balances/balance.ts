/** A person's time-away balance for one policy year (a calendar year, UTC). */
export interface TimeAwayBalance {
  personId: string;
  year: number;
  timeAwayPolicyId: string | null;
  /** True for a policy with no allowance: `allowance`, `carriedOver` and `balance` are then null. */
  unlimited: boolean;
  /** The policy's allowance, pro-rated when the person started during the year (to the nearest half day). */
  allowance: number | null;
  /** Unused allowance of the year before, at most the policy's `carryOverLimit` (no limit when null). */
  carriedOver: number | null;
  /** Days of approved `paidTimeOff` entries starting in the year. */
  used: number;
  /** Days of pending `paidTimeOff` entries starting in the year. */
  pending: number;
  /** allowance + carriedOver - used. */
  balance: number | null;
}

const roundHalf = (n: number) => Math.round(n * 2) / 2;

/** The allowance of a year for someone who started on `start` (null: from before the year). */
export function proRated(allowance: number, year: number, start: string | null): number {
  const first = Date.UTC(year, 0, 1);
  const next = Date.UTC(year + 1, 0, 1);
  const from = start ? Math.max(Date.parse(`${start}T00:00:00Z`), first) : first;
  if (from >= next) return 0;
  return roundHalf((allowance * (next - from)) / (next - first));
}

export interface BalanceRow {
  personId: string;
  timeAwayPolicyId: string | null;
  allowance: string | null;
  carryOverLimit: string | null;
  startDate: string | null;
  used: string;
  pending: string;
  usedYearBefore: string;
}

export function balanceOf(row: BalanceRow, year: number): TimeAwayBalance {
  const used = Number(row.used);
  const pending = Number(row.pending);
  const base = { personId: row.personId, year, timeAwayPolicyId: row.timeAwayPolicyId, used, pending };
  if (row.allowance === null) return { ...base, unlimited: true, allowance: null, carriedOver: null, balance: null };
  const yearly = Number(row.allowance);
  const allowance = proRated(yearly, year, row.startDate);
  const startedBefore = !row.startDate || Date.parse(`${row.startDate}T00:00:00Z`) < Date.UTC(year, 0, 1);
  const unusedBefore = startedBefore ? Math.max(0, proRated(yearly, year - 1, row.startDate) - Number(row.usedYearBefore)) : 0;
  const carriedOver = row.carryOverLimit === null ? unusedBefore : Math.min(unusedBefore, Number(row.carryOverLimit));
  return { ...base, unlimited: false, allowance, carriedOver, balance: allowance + carriedOver - used };
}
