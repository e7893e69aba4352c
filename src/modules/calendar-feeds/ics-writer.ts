/**
 * iCalendar text (RFC 5545) written straight from the events: a VCALENDAR of VEVENTs, CRLF line endings, TEXT
 * escaped, long lines folded. What the feed needs and nothing more (no VTIMEZONE: timed events are UTC instants).
 */

interface IcsEventBase {
  uid: string;
  summary: string;
}

/** An all-day event from its first date to the day after its last (DTEND exclusive, RFC 5545), as `YYYY-MM-DD`. */
export interface IcsAllDayEvent extends IcsEventBase {
  allDay: true;
  startDate: string;
  endDate: string;
}

/** A timed event between two instants, written in UTC. */
export interface IcsTimedEvent extends IcsEventBase {
  allDay: false;
  start: Date;
  end: Date;
}

export type IcsEvent = IcsAllDayEvent | IcsTimedEvent;

export interface IcsCalendar {
  /** PRODID, e.g. `-//personnel//time-away-feed//EN`. */
  prodId: string;
  /** NAME and X-WR-CALNAME. */
  name: string;
  /** How often a client should fetch it again: REFRESH-INTERVAL (RFC 7986) and X-PUBLISHED-TTL. */
  ttlSeconds: number;
  /** DTSTAMP of every event: when the feed was made. */
  stamp: Date;
}

const CRLF = '\r\n';
/** Octets of content a physical line holds: a continuation's leading space makes 75, RFC 5545's limit. */
const FOLD_OCTETS = 74;
const NEEDS_ESCAPE = /[\\;,\r\n]/;

/** A TEXT value escaped (RFC 5545 3.3.11): backslash, semicolon and comma get a backslash; any line break is `\n`. */
export function escapeText(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/[\\;,]/g, '\\$&').replace(/\r\n|\r|\n/g, '\\n');
}

const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * A content line folded (RFC 5545 3.1): at most 74 octets of it a line, each continuation after CRLF and a space, never
 * inside a UTF-8 character (nor between the halves of a surrogate pair).
 */
export function foldLine(line: string): string {
  // A UTF-16 unit is at most 3 octets of UTF-8: short lines need no count.
  if (line.length * 3 <= FOLD_OCTETS || Buffer.byteLength(line, 'utf8') <= FOLD_OCTETS) return line;
  let folded = '';
  let from = 0;
  let octets = 0;
  for (let i = 0; i < line.length; ) {
    const codePoint = line.codePointAt(i)!;
    const size = octetsOf(codePoint);
    if (octets + size > FOLD_OCTETS) {
      folded += `${line.slice(from, i)}${CRLF} `;
      from = i;
      octets = 0;
    }
    octets += size;
    i += codePoint > 0xffff ? 2 : 1;
  }
  return folded + line.slice(from);
}

/** A duration of whole seconds (RFC 5545 3.3.6), e.g. 3600 as `PT1H`, 90 as `PT1M30S`. */
export function durationOf(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  let time = '';
  if (hours) time = `${hours}H${minutes || rest ? `${minutes}M` : ''}${rest ? `${rest}S` : ''}`;
  else if (minutes) time = `${minutes}M${rest ? `${rest}S` : ''}`;
  else if (rest || !days) time = `${rest}S`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** `20260302T110000Z`: a UTC DATE-TIME, to the second. */
export function utcDateTime(instant: Date): string {
  const iso = instant.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
}

/** `20260302`: a `YYYY-MM-DD` date as a DATE. */
export function icsDate(date: string): string {
  return `${date.slice(0, 4)}${date.slice(5, 7)}${date.slice(8, 10)}`;
}

const textProperty = (name: string, value: string) => foldLine(`${name}:${escapeText(value)}`);

/** The calendar and its events as iCalendar text, every line ended by CRLF. */
export function icsText(calendar: IcsCalendar, events: Iterable<IcsEvent>): string {
  const ttl = durationOf(calendar.ttlSeconds);
  const stamp = `DTSTAMP:${utcDateTime(calendar.stamp)}`;
  // A feed repeats a few summaries (a person and a type) over thousands of events: each is escaped and folded once.
  const summaries = new Map<string, string>();
  const summaryLine = (summary: string) => {
    let line = summaries.get(summary);
    if (line === undefined) summaries.set(summary, (line = textProperty('SUMMARY', summary)));
    return line;
  };
  // One string grown event by event: cheaper than an array joined, and it is written out whole.
  let text = `BEGIN:VCALENDAR${CRLF}VERSION:2.0${CRLF}${textProperty('PRODID', calendar.prodId)}${CRLF}`
    + `${textProperty('NAME', calendar.name)}${CRLF}${textProperty('X-WR-CALNAME', calendar.name)}${CRLF}`
    + `REFRESH-INTERVAL;VALUE=DURATION:${ttl}${CRLF}X-PUBLISHED-TTL:${ttl}${CRLF}`;
  for (const event of events) {
    const when = event.allDay
      // Outlook's own marks of an all-day event follow, as the library this writer replaced wrote them.
      ? `DTSTART;VALUE=DATE:${icsDate(event.startDate)}${CRLF}DTEND;VALUE=DATE:${icsDate(event.endDate)}${CRLF}`
        + `X-MICROSOFT-CDO-ALLDAYEVENT:TRUE${CRLF}X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE`
      : `DTSTART:${utcDateTime(event.start)}${CRLF}DTEND:${utcDateTime(event.end)}`;
    text += `BEGIN:VEVENT${CRLF}${textProperty('UID', event.uid)}${CRLF}SEQUENCE:0${CRLF}${stamp}${CRLF}${when}${CRLF}`
      + `${summaryLine(event.summary)}${CRLF}END:VEVENT${CRLF}`;
  }
  return `${text}END:VCALENDAR${CRLF}`;
}
