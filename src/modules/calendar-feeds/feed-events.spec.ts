import { entryEvent, FeedEntry, FeedEvent, feedEvents, holidayEvent, rememberedFeedDates } from './feed-events';

/**
 * A time-away entry in a calendar feed: whole days as an all-day event ending the day after (RFC 5545); a half day at
 * either end as a timed event from midnight or noon to noon or midnight in the person's timezone.
 */
const entry = (patch: Partial<FeedEntry>): FeedEntry => ({
  id: 'e1', personName: 'Ada Lovelace', isOwn: false, typeName: 'Vacation', startDate: '2026-03-02', startPeriod: 'full',
  endDate: '2026-03-04', endPeriod: 'full', timezone: null, ...patch,
});
const iso = (d: Date) => d.toISOString();
/** An all-day event's first date and the day after its last; a timed one's instants. */
const span = (event: FeedEvent): string[] => (event.allDay ? [event.startDate, event.endDate] : [iso(event.start), iso(event.end)]);

describe('calendar feed events of time away', () => {
  it('shows whole days as an all-day event ending the day after the last', () => {
    const event = entryEvent(entry({}), 'Europe/Berlin');
    expect(event).toMatchObject({ uid: 'time-away-e1@personnel', allDay: true });
    expect(span(event)).toEqual(['2026-03-02', '2026-03-05']);
  });

  it('names the person on others\' entries and only the type on one\'s own', () => {
    expect(entryEvent(entry({}), 'UTC').summary).toBe('Ada Lovelace: Vacation');
    expect(entryEvent(entry({ isOwn: true }), 'UTC').summary).toBe('Vacation');
  });

  it.each([
    ['a morning', 'am', 'am', '2026-03-02T00:00:00.000Z', '2026-03-02T12:00:00.000Z'],
    ['an afternoon', 'pm', 'pm', '2026-03-02T12:00:00.000Z', '2026-03-03T00:00:00.000Z'],
  ])('times %s off from its start to its end in UTC', (_name, startPeriod, endPeriod, start, end) => {
    const event = entryEvent(entry({ endDate: '2026-03-02', startPeriod, endPeriod }), 'UTC');
    expect(event.allDay).toBe(false);
    expect(span(event)).toEqual([start, end]);
  });

  it('times half days in the person\'s timezone (their morning is theirs)', () => {
    const berlin = entryEvent(entry({ endDate: '2026-03-02', startPeriod: 'am', endPeriod: 'am' }), 'Europe/Berlin');
    expect(span(berlin)).toEqual(['2026-03-01T23:00:00.000Z', '2026-03-02T11:00:00.000Z']);
    const newYork = entryEvent(entry({ endDate: '2026-03-02', startPeriod: 'pm', endPeriod: 'pm' }), 'America/New_York');
    expect(span(newYork)).toEqual(['2026-03-02T17:00:00.000Z', '2026-03-03T05:00:00.000Z']);
  });

  it('runs a longer entry starting pm or ending am from noon to noon', () => {
    const event = entryEvent(entry({ startPeriod: 'pm', endPeriod: 'am' }), 'UTC');
    expect(span(event)).toEqual(['2026-03-02T12:00:00.000Z', '2026-03-04T12:00:00.000Z']);
    const fullEnd = entryEvent(entry({ startPeriod: 'pm' }), 'UTC');
    expect(span(fullEnd)[1]).toBe('2026-03-05T00:00:00.000Z');
  });

  it('keeps local noon across a daylight saving change', () => {
    // Europe/Berlin moves to summer time on 2026-03-29: noon is 11:00 UTC before, 10:00 UTC after.
    const event = entryEvent(entry({ startDate: '2026-03-27', startPeriod: 'pm', endDate: '2026-03-30', endPeriod: 'am' }), 'Europe/Berlin');
    expect(span(event)).toEqual(['2026-03-27T11:00:00.000Z', '2026-03-30T10:00:00.000Z']);
  });

  it('shows a public holiday as an all-day event', () => {
    const event = holidayEvent({ id: 'h1', date: '2026-12-25', name: 'Christmas Day' });
    expect(event).toMatchObject({ uid: 'public-holiday-h1@personnel', summary: 'Christmas Day', allDay: true });
    expect(span(event)).toEqual(['2026-12-25', '2026-12-26']);
  });

  it('times half days in UTC when the person\'s timezone is not a valid zone', () => {
    const [event] = feedEvents([entry({ endDate: '2026-03-02', startPeriod: 'pm', endPeriod: 'pm', timezone: 'Mars/Olympus' })], []);
    expect(span(event)).toEqual(['2026-03-02T12:00:00.000Z', '2026-03-03T00:00:00.000Z']);
  });

  it('lists the entries\' events by the entries\' order, then the holidays\'', () => {
    const events = feedEvents([entry({ id: 'b' }), entry({ id: 'a', timezone: 'Europe/Berlin' })], [{ id: 'h1', date: '2026-12-25', name: 'Christmas Day' }]);
    expect(events.map((e) => e.uid)).toEqual(['time-away-b@personnel', 'time-away-a@personnel', 'public-holiday-h1@personnel']);
  });

  it('remembers a local time as the same instant luxon gives, across a daylight saving change, and the day after a date', () => {
    const dates = rememberedFeedDates();
    for (const [zone, date, hour, instant] of [
      ['Europe/Berlin', '2026-03-29', 0, '2026-03-28T23:00:00.000Z'], ['Europe/Berlin', '2026-03-29', 12, '2026-03-29T10:00:00.000Z'],
      ['America/New_York', '2026-11-01', 12, '2026-11-01T17:00:00.000Z'], ['Europe/Berlin', '2026-03-29', 0, '2026-03-28T23:00:00.000Z'],
    ] as const) expect(iso(dates.localInstant(zone, date, hour))).toBe(instant);
    expect(['2026-02-28', '2028-02-28', '2026-12-31', '2026-12-31'].map(dates.dayAfter)).toEqual(['2026-03-01', '2028-02-29', '2027-01-01', '2027-01-01']);
  });
});
