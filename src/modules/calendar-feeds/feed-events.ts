import { DateTime, IANAZone } from 'luxon';
import { addDays, type CalendarEntry } from '../time-away';
import type { IcsEvent } from './ics-writer';

/** An approved entry as the feed shows it (the time-away module's calendar entry). */
export type FeedEntry = CalendarEntry;

/** An event of the feed. */
export type FeedEvent = IcsEvent;

/** A wall-clock hour of a date in a timezone, as an instant. */
export type LocalInstant = (timezone: string, date: string, hour: number) => Date;

const utcMidnight = (date: string) => new Date(`${date}T00:00:00Z`);

const localInstant: LocalInstant = (timezone, date, hour) => DateTime.fromISO(date, { zone: timezone }).set({ hour }).toJSDate();

/**
 * Local instants worked out once each: a feed's half days fall on few zones and dates, and luxon costs tens of µs a
 * call. Made per feed, so it is dropped with it.
 */
export function rememberedLocalInstants(): LocalInstant {
  const known = new Map<string, Date>();
  return (timezone, date, hour) => {
    const key = `${timezone} ${date} ${hour}`;
    let instant = known.get(key);
    if (!instant) known.set(key, (instant = localInstant(timezone, date, hour)));
    return instant;
  };
}

/**
 * An entry as an event: whole days as an all-day event (DTEND the day after, RFC 5545); an entry with a half
 * day at either end as a timed event from its start (midnight or noon) to its end (noon or midnight) in the
 * timezone of the entry's person (their morning is theirs), written as UTC instants.
 */
export function entryEvent(entry: FeedEntry, timezone: string, at: LocalInstant = localInstant): FeedEvent {
  const summary = entry.isOwn ? entry.typeName : `${entry.personName}: ${entry.typeName}`;
  const uid = `time-away-${entry.id}@personnel`;
  const half = entry.startPeriod !== 'full' || entry.endPeriod !== 'full';
  if (!half) return { uid, summary, start: utcMidnight(entry.startDate), end: utcMidnight(addDays(entry.endDate, 1)), allDay: true };
  const single = entry.startDate === entry.endDate;
  const start = at(timezone, entry.startDate, entry.startPeriod === 'pm' ? 12 : 0);
  const endsAtNoon = single ? entry.startPeriod === 'am' : entry.endPeriod === 'am';
  const end = endsAtNoon ? at(timezone, entry.endDate, 12) : at(timezone, addDays(entry.endDate, 1), 0);
  return { uid, summary, start, end, allDay: false };
}

export function holidayEvent(holiday: { id: string; date: string; name: string }): FeedEvent {
  return { uid: `public-holiday-${holiday.id}@personnel`, summary: holiday.name, start: utcMidnight(holiday.date), end: utcMidnight(addDays(holiday.date, 1)), allDay: true };
}

/**
 * The entries' events, then the holidays'. A person's timezone is theirs when valid, else UTC; each zone is checked
 * once (luxon builds an Intl formatter to check one).
 */
export function feedEvents(entries: FeedEntry[], holidays: { id: string; date: string; name: string }[]): FeedEvent[] {
  const validZones = new Map<string, string>();
  const zoneOf = (timezone: string | null) => {
    if (!timezone) return 'UTC';
    let zone = validZones.get(timezone);
    if (!zone) validZones.set(timezone, (zone = IANAZone.isValidZone(timezone) ? timezone : 'UTC'));
    return zone;
  };
  const at = rememberedLocalInstants();
  return [...entries.map((e) => entryEvent(e, zoneOf(e.timezone), at)), ...holidays.map(holidayEvent)];
}
