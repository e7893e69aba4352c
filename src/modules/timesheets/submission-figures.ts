/** Hours of a day without pattern hours (a day the person's pattern does not work, or no pattern at all). */
export const HOURS_OF_A_DAY_WITHOUT_PATTERN = 8;

/** A submission's stored figures: minutes worked (`durationAsTime`) and days worked (`durationAsDays`). */
export interface SubmissionFigures {
  minutes: number;
  days: number;
}

/**
 * The figures of a period: its minutes, and its days summed day by day as hours worked ÷ that day's pattern hours
 * (÷ 8 on a day without them), to two places.
 */
export function figuresOf(minutesByDate: ReadonlyMap<string, number>, hoursByDate: ReadonlyMap<string, number>): SubmissionFigures {
  let minutes = 0;
  let days = 0;
  for (const [date, worked] of minutesByDate) {
    const hours = hoursByDate.get(date);
    minutes += worked;
    days += worked / 60 / (hours !== undefined && hours > 0 ? hours : HOURS_OF_A_DAY_WITHOUT_PATTERN);
  }
  return { minutes, days: Math.round((days + Number.EPSILON) * 100) / 100 };
}
