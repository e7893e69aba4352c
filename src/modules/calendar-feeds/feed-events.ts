import { DateTime, IANAZone } from 'luxon';
import { addDays, type CalendarEntry } from '../time-away';
import type { IcsEvent } from './ics-writer';

/** An approved entry as the feed shows it (the time-away module's calendar entry). */
export type FeedEntry = CalendarEntry;

/** An event of the feed. */
export type FeedEvent = IcsEvent;

/** The date arithmetic of a feed's events. */
export interface FeedDates {
  dayAfter(date: string): string;
  /** A wall-clock hour of a date in a timezone, as an instant. */
  localInstant(timezone: string, date: string, hour: number): Date;
}

const computedDates: FeedDates = {
  dayAfter: (date) => addDays(date, 1),
  localInstant: (timezone, date, hour) => DateTime.fromISO(date, { zone: timezone }).set({ hour }).toJSDate(),
};

function remembered<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) known.set(key, (value = compute(key)));
    return value;
  };
}

/**
 * The same arithmetic, each answer worked out once: a feed's thousands of events fall on a few hundred dates and
 * zones, and luxon costs tens of µs a call. Made per feed, so it is dropped with it.
 */
export function rememberedFeedDates(): FeedDates {
  const dayAfter = remembered(computedDates.dayAfter);
  // Keyed `hour date timezone`: the hour and the date have no space, so whatever follows the second is the zone.
  const instants = remembered((key) => {
    const [hour, date] = key.split(' ', 2);
    return computedDates.localInstant(key.slice(hour.length + date.length + 2), date, Number(hour));
  });
  return { dayAfter, localInstant: (timezone, date, hour) => instants(`${hour} ${date} ${timezone}`) };
}

/**
 * An entry as an event: whole days as an all-day event (DTEND the day after, RFC 5545); an entry with a half
 * day at either end as a timed event from its start (midnight or noon) to its end (noon or midnight) in the
 * timezone of the entry's person (their morning is theirs), written as UTC instants.
 */
export function entryEvent(entry: FeedEntry, timezone: string, dates: FeedDates = computedDates): FeedEvent {
  const summary = entry.isOwn ? entry.typeName : `${entry.personName}: ${entry.typeName}`;
  const uid = `time-away-${entry.id}@personnel`;
  const half = entry.startPeriod !== 'full' || entry.endPeriod !== 'full';
  if (!half) return { uid, summary, allDay: true, startDate: entry.startDate, endDate: dates.dayAfter(entry.endDate) };
  const at = (date: string, hour: number) => dates.localInstant(timezone, date, hour);
  const single = entry.startDate === entry.endDate;
  const start = at(entry.startDate, entry.startPeriod === 'pm' ? 12 : 0);
  const endsAtNoon = single ? entry.startPeriod === 'am' : entry.endPeriod === 'am';
  const end = endsAtNoon ? at(entry.endDate, 12) : at(dates.dayAfter(entry.endDate), 0);
  return { uid, summary, allDay: false, start, end };
}

export function holidayEvent(holiday: { id: string; date: string; name: string }, dates: FeedDates = computedDates): FeedEvent {
  return { uid: `public-holiday-${holiday.id}@personnel`, summary: holiday.name, allDay: true, startDate: holiday.date, endDate: dates.dayAfter(holiday.date) };
}

/**
 * The entries' events, then the holidays'. A person's timezone is theirs when valid, else UTC; each zone is checked
 * once (luxon builds an Intl formatter to check one).
 */
export function feedEvents(entries: FeedEntry[], holidays: { id: string; date: string; name: string }[]): FeedEvent[] {
  const zoneOf = remembered((timezone) => (IANAZone.isValidZone(timezone) ? timezone : 'UTC'));
  const dates = rememberedFeedDates();
  return [
    ...entries.map((e) => entryEvent(e, e.timezone ? zoneOf(e.timezone) : 'UTC', dates)),
    ...holidays.map((h) => holidayEvent(h, dates)),
  ];
}
