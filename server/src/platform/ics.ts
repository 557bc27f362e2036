/**
 * A small iCalendar writer (RFC 5545) for the calendar files attached to mails: one VEVENT in a VCALENDAR with an
 * iTIP method (RFC 5546: REQUEST to add or update, CANCEL to remove). Times are written in UTC (`…Z`), which every
 * calendar shows in its own zone, so no VTIMEZONE is needed. Lines end in CRLF and are folded at 75 octets
 * without splitting a UTF-8 character (Gujarati letters are three octets each).
 */

export interface CalendarEvent {
  /** Stable for the life of the event: a later REQUEST or CANCEL with the same UID updates or removes it. */
  uid: string;
  /** Revision: higher on each change the attendee should apply. */
  sequence: number;
  start: Date;
  end: Date;
  /** When this revision was written. */
  stamp: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  organizer: { name: string; email: string };
  attendee?: { name: string; email: string } | null;
}

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (a CN): quoted when it holds `:`, `;` or `,`; double quotes cannot appear and are dropped. */
function paramValue(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line into pieces of at most 75 octets; each continuation starts with one space (§3.1). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
      // A continuation line's leading space counts towards its 75 octets.
      limit = 74;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** 20261102T040000Z */
export function utcStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The whole calendar file, CRLF line ends, folded. */
export function calendarFile(input: { method: CalendarMethod; prodId: string; event: CalendarEvent }): string {
  const e = input.event;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${input.prodId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${input.method}`,
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(e.start)}`,
    `DTEND:${utcStamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    `STATUS:${e.status}`,
    'TRANSP:OPAQUE',
    `ORGANIZER;CN=${paramValue(e.organizer.name)}:mailto:${e.organizer.email}`,
    ...(e.attendee
      ? [`ATTENDEE;CN=${paramValue(e.attendee.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${e.attendee.email}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Reads a calendar file back into its content lines (unfolded) — for tests and checks. */
export function unfoldCalendar(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((l) => l.length > 0);
}
