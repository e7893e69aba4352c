/**
 * iCalendar text (RFC 5545) written straight from the events: a VCALENDAR of VEVENTs, CRLF line endings, TEXT
 * escaped, long lines folded. What the feed needs and nothing more (no VTIMEZONE: timed events are UTC instants).
 */

/** An event: all-day ones from the UTC date of `start` to that of `end` (exclusive, RFC 5545); timed ones as UTC instants. */
export interface IcsEvent {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  allDay: boolean;
}

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

/** `20260302`: the UTC date of an instant as a DATE. */
export function utcDate(instant: Date): string {
  const iso = instant.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}`;
}

const textProperty = (name: string, value: string) => foldLine(`${name}:${escapeText(value)}`);

/** The calendar and its events as iCalendar text, every line ended by CRLF. */
export function icsText(calendar: IcsCalendar, events: Iterable<IcsEvent>): string {
  const ttl = durationOf(calendar.ttlSeconds);
  const stamp = `DTSTAMP:${utcDateTime(calendar.stamp)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    textProperty('PRODID', calendar.prodId),
    textProperty('NAME', calendar.name),
    textProperty('X-WR-CALNAME', calendar.name),
    `REFRESH-INTERVAL;VALUE=DURATION:${ttl}`,
    `X-PUBLISHED-TTL:${ttl}`,
  ];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', textProperty('UID', event.uid), 'SEQUENCE:0', stamp);
    if (event.allDay) {
      lines.push(
        `DTSTART;VALUE=DATE:${utcDate(event.start)}`, `DTEND;VALUE=DATE:${utcDate(event.end)}`,
        // Outlook's own marks of an all-day event, as the library this writer replaced wrote them.
        'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE', 'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE',
      );
    } else {
      lines.push(`DTSTART:${utcDateTime(event.start)}`, `DTEND:${utcDateTime(event.end)}`);
    }
    lines.push(textProperty('SUMMARY', event.summary), 'END:VEVENT');
  }
  lines.push('END:VCALENDAR', '');
  return lines.join(CRLF);
}
