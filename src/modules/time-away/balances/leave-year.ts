import { addDays, AllocatedTerms, daysFrom, earlierOf, firstOfMonth, laterOf, monthStartAfter, PolicyTerms } from '../../time-away-policies';

/*
 * Leave years and what a policy grants in them (docs/decisions-time-away.md, "Balances"). Dates are `YYYY-MM-DD`;
 * every range is [from, to): its first day in, its last day out.
 */

export interface DayRange {
  from: string;
  to: string;
}

export interface PolicyPiece extends DayRange {
  policy: PolicyTerms;
}

/** The leave year `year` of a policy whose years start in `month`: from its first day to the next year's first day. */
export function leaveYear(year: number, month: number): DayRange {
  return { from: firstOfMonth(year, month), to: firstOfMonth(year + 1, month) };
}

/** The leave year (by the year it starts in) containing `day`, for years starting in `month`. */
export function leaveYearOf(day: string, month: number): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= month ? year : year - 1;
}

/** The nearest half day (halves round up), as balances have always been rounded. */
export const roundHalf = (n: number): number => Math.round(n * 2) / 2;

/** Two decimal places, the precision of days and adjustments (sums of decimals in binary floating point drift). */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * A person's policy day by day: their allocation on the day, else the policy of days no allocation covers (their
 * location's, else the company default).
 */
export class PolicyTimeline {
  constructor(private readonly allocations: readonly AllocatedTerms[], private readonly unallocated: PolicyTerms | null) {}

  on(day: string): PolicyTerms | null {
    return this.covering(day)?.policy ?? this.unallocated;
  }

  /** [from, to) in pieces of one policy each, in order; days under no policy at all are left out. */
  pieces(range: DayRange): PolicyPiece[] {
    const pieces: PolicyPiece[] = [];
    for (let day = range.from; day < range.to;) {
      const allocation = this.covering(day);
      let end: string;
      let policy: PolicyTerms | null;
      if (allocation) {
        end = allocation.endDate === null ? range.to : earlierOf(addDays(allocation.endDate, 1), range.to);
        policy = allocation.policy;
      } else {
        const next = this.allocations.map((a) => a.startDate).filter((start) => start > day).sort()[0];
        end = next ? earlierOf(next, range.to) : range.to;
        policy = this.unallocated;
      }
      if (policy) pieces.push({ from: day, to: end, policy });
      day = end;
    }
    return pieces;
  }

  private covering(day: string): AllocatedTerms | undefined {
    return this.allocations.find((a) => a.startDate <= day && (a.endDate === null || a.endDate >= day));
  }
}

/** What the limited policies of a leave year grant, unrounded: the whole year's allowance and the part credited by `asOf`. */
export interface Entitlement {
  allowance: number;
  accrued: number;
}

/**
 * The entitlement of the pieces within `year`, each pro-rated by the calendar days it covers (of the year for a
 * `yearly` policy, of each month for a `monthly` one); days outside `employed` grant nothing. A `yearly` piece is
 * credited whole; a `monthly` piece's share of a month on the later of the month's first day and the piece's first
 * day in it. Unlimited policies grant nothing countable.
 */
export function entitlementOf(pieces: readonly PolicyPiece[], year: DayRange, employed: DayRange, asOf: string): Entitlement {
  const yearDays = daysFrom(year.from, year.to);
  let allowance = 0;
  let accrued = 0;
  for (const piece of pieces) {
    const from = laterOf(laterOf(piece.from, year.from), employed.from);
    const to = earlierOf(earlierOf(piece.to, year.to), employed.to);
    const yearly = piece.policy.allowance;
    if (yearly === null || from >= to) continue;
    if (piece.policy.accrualFrequency === 'yearly') {
      const share = (yearly * daysFrom(from, to)) / yearDays;
      allowance += share;
      accrued += share;
      continue;
    }
    for (let month = monthStartAfter(from, 0); month < to; month = monthStartAfter(month, 1)) {
      const next = monthStartAfter(month, 1);
      const creditedOn = laterOf(month, from);
      const share = (yearly / 12) * (daysFrom(creditedOn, earlierOf(next, to)) / daysFrom(month, next));
      allowance += share;
      if (creditedOn <= asOf) accrued += share;
    }
  }
  return { allowance, accrued };
}
