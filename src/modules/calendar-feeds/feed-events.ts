import { DateTime } from 'luxon';
import { addDays, type CalendarEntry } from '../time-away';

/** An approved entry as the feed shows it (the time-away module's calendar entry). */
export type FeedEntry = CalendarEntry;

export interface FeedEvent {
  id: string;
  summary: string;
  start: Date;
  end: Date;
  allDay: boolean;
}

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * An entry as an event: whole days as an all-day event (DTEND the day after, RFC 5545); an entry with a half
 * day at either end as a timed event from its start (midnight or noon) to its end (noon or midnight) in the
 * timezone of the entry's person (their morning is theirs), written as UTC instants.
 */
export function entryEvent(entry: FeedEntry, timezone: string): FeedEvent {
  const summary = entry.isOwn ? entry.typeName : `${entry.personName}: ${entry.typeName}`;
  const id = `time-away-${entry.id}@personnel`;
  const half = entry.startPeriod !== 'full' || entry.endPeriod !== 'full';
  if (!half) return { id, summary, start: utcMidnight(entry.startDate), end: utcMidnight(addDays(entry.endDate, 1)), allDay: true };
  const at = (date: string, hour: number) => DateTime.fromISO(date, { zone: timezone }).set({ hour }).toJSDate();
  const single = entry.startDate === entry.endDate;
  const start = at(entry.startDate, entry.startPeriod === 'pm' ? 12 : 0);
  const endsAtNoon = single ? entry.startPeriod === 'am' : entry.endPeriod === 'am';
  const end = endsAtNoon ? at(entry.endDate, 12) : at(addDays(entry.endDate, 1), 0);
  return { id, summary, start, end, allDay: false };
}

export function holidayEvent(holiday: { id: string; date: string; name: string }): FeedEvent {
  return { id: `public-holiday-${holiday.id}@personnel`, summary: holiday.name, start: utcMidnight(holiday.date), end: utcMidnight(addDays(holiday.date, 1)), allDay: true };
}
