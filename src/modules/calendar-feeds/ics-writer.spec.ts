import fc from 'fast-check';
import { durationOf, escapeText, foldLine, icsText, type IcsCalendar, type IcsEvent } from './ics-writer';

// ical.js ships ESM types; its CommonJS build is what jest loads.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ICAL = require('ical.js');

const calendar: IcsCalendar = {
  prodId: '-//personnel//time-away-feed//EN', name: 'Time away', ttlSeconds: 3600, stamp: new Date('2026-11-27T08:20:01.123Z'),
};
const allDay: IcsEvent = {
  uid: 'time-away-e1@personnel', summary: 'Ada Lovelace: Vacation', allDay: true, startDate: '2026-03-02', endDate: '2026-03-05',
};
const morning: IcsEvent = {
  uid: 'time-away-e2@personnel', allDay: false, start: new Date('2026-03-01T23:00:00Z'), end: new Date('2026-03-02T11:00:00Z'),
  summary: 'Zoë; O\'Brien, Jr.\\x\nnext: Congé payé très très long pour tester le pliage des lignes à soixante-quinze octets ✓✓✓',
};
const afternoon: IcsEvent = {
  uid: 'time-away-e3@personnel', summary: 'Vacation', allDay: false, start: new Date('2026-03-02T12:00:00Z'), end: new Date('2026-03-03T00:00:00Z'),
};
const octets = (line: string) => Buffer.byteLength(line, 'utf8');
const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe('iCalendar writer (RFC 5545)', () => {
  it('writes the calendar and its events as ical-generator 10.2 wrote them, each line ended by CRLF', () => {
    // ical-generator's output for the same calendar and events, but for the CRLF after END:VCALENDAR (RFC 5545 ends every line so).
    expect(icsText(calendar, [allDay, morning, afternoon])).toBe([
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//personnel//time-away-feed//EN', 'NAME:Time away', 'X-WR-CALNAME:Time away',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VEVENT', 'UID:time-away-e1@personnel', 'SEQUENCE:0', 'DTSTAMP:20261127T082001Z',
      'DTSTART;VALUE=DATE:20260302', 'DTEND;VALUE=DATE:20260305',
      'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE', 'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE',
      'SUMMARY:Ada Lovelace: Vacation', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:time-away-e2@personnel', 'SEQUENCE:0', 'DTSTAMP:20261127T082001Z',
      'DTSTART:20260301T230000Z', 'DTEND:20260302T110000Z',
      'SUMMARY:Zoë\\; O\'Brien\\, Jr.\\\\x\\nnext: Congé payé très très long pour ',
      ' tester le pliage des lignes à soixante-quinze octets ✓✓✓', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:time-away-e3@personnel', 'SEQUENCE:0', 'DTSTAMP:20261127T082001Z',
      'DTSTART:20260302T120000Z', 'DTEND:20260303T000000Z', 'SUMMARY:Vacation', 'END:VEVENT',
      'END:VCALENDAR', '',
    ].join('\r\n'));
  });

  it('gives a parser back the events: all-day ones as dates (DTEND exclusive), half days as UTC instants, the summary unescaped', () => {
    const parsed = parse(icsText(calendar, [allDay, morning, afternoon]));
    expect(parsed.getFirstPropertyValue('x-wr-calname')).toBe('Time away');
    const events = parsed.getAllSubcomponents('vevent').map((v: unknown) => new ICAL.Event(v));
    expect(events.map((e: any) => [e.uid, e.startDate.isDate, e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['time-away-e1@personnel', true, '2026-03-02', '2026-03-05'],
      ['time-away-e2@personnel', false, '2026-03-01T23:00:00Z', '2026-03-02T11:00:00Z'],
      ['time-away-e3@personnel', false, '2026-03-02T12:00:00Z', '2026-03-03T00:00:00Z'],
    ]);
    expect(events[1].summary).toBe(morning.summary);
  });

  it('escapes backslash, semicolon and comma, and writes any line break as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\r\ntwo\rthree\nfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('Ada: Vacation')).toBe('Ada: Vacation');
  });

  it('folds a line past 75 octets, never inside a UTF-8 character nor a surrogate pair', () => {
    expect(foldLine(`SUMMARY:${'a'.repeat(66)}`)).toBe(`SUMMARY:${'a'.repeat(66)}`);
    expect(foldLine(`SUMMARY:${'a'.repeat(67)}`)).toBe(`SUMMARY:${'a'.repeat(66)}\r\n a`);
    // 8 octets of name, then 4-octet emoji: 16 fit in the first 74 octets (8 + 64), two more would pass it.
    const emoji = '😀'.repeat(20);
    expect(foldLine(`SUMMARY:${emoji}`).split('\r\n ')).toEqual([`SUMMARY:${'😀'.repeat(16)}`, '😀'.repeat(4)]);
  });

  it('writes the refresh interval as an RFC 5545 duration', () => {
    expect([3600, 90, 86_400, 90_061, 0].map(durationOf)).toEqual(['PT1H', 'PT1M30S', 'P1D', 'P1DT1H1M1S', 'PT0S']);
  });

  it('keeps any summary whole and every line within 75 octets', () => {
    // Any grapheme, and often the characters escaping and folding are about.
    const unit = fc.oneof(fc.constantFrom('\\', ';', ',', '\n', '\r', '\r\n', 'n', 'é', '✓', '😀'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }));
    fc.assert(fc.property(fc.string({ unit, maxLength: 200 }), (summary) => {
      const text = icsText(calendar, [{ ...afternoon, summary }]);
      expect(text.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
      const event = new ICAL.Event(parse(text).getFirstSubcomponent('vevent'));
      expect(event.summary).toBe(summary.replace(/\r\n|\r/g, '\n'));
    }));
  });
});
