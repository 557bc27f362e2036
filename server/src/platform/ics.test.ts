import { describe, expect, it } from 'vitest';
import { calendarFile, escapeText, foldLine, unfoldCalendar, utcStamp, type CalendarEvent } from './ics';

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'appointment-42@gujaratdirectory.in',
  sequence: 2,
  start: new Date('2026-11-02T04:00:00.000Z'),
  end: new Date('2026-11-02T04:30:00.000Z'),
  stamp: new Date('2026-11-01T06:30:12.345Z'),
  summary: 'Appointment with Dr. Meera Joshi',
  location: 'Shanti Clinic, Ring Road; Surat',
  status: 'CONFIRMED',
  organizer: { name: 'Gujarat Business Directory', email: 'no-reply@gujaratdirectory.in' },
  attendee: { name: 'Kiran Desai', email: 'kiran@example.in' },
  ...over,
});

describe('iCalendar files (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and newlines in text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(escapeText('line1\r\nline2')).toBe('line1\\nline2');
  });

  it('folds long lines at 75 octets without splitting a Gujarati letter', () => {
    const line = `SUMMARY:${'ડૉ. મીરા જોશી સાથે એપોઇન્ટમેન્ટ '.repeat(4)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    for (const piece of pieces.slice(1)) expect(piece.startsWith(' ')).toBe(true);
    // Each piece is whole UTF-8: no replacement characters when decoded on its own.
    for (const piece of pieces) expect(Buffer.from(piece, 'utf8').toString('utf8')).not.toContain('\uFFFD');
    expect(unfoldCalendar(`${folded}\r\n`)).toEqual([line]);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    const ascii = `DESCRIPTION:${'x'.repeat(200)}`;
    expect(
      foldLine(ascii)
        .split('\r\n')
        .map((p) => p.length),
    ).toEqual([75, 75, 64]);
  });

  it('writes a REQUEST with a stable UID, SEQUENCE, UTC times and CRLF line ends', () => {
    const text = calendarFile({ method: 'REQUEST', prodId: '-//Test//EN', event: event() });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfoldCalendar(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('UID:appointment-42@gujaratdirectory.in');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTART:20261102T040000Z');
    expect(lines).toContain('DTEND:20261102T043000Z');
    expect(lines).toContain('DTSTAMP:20261101T063012Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('LOCATION:Shanti Clinic\\, Ring Road\\; Surat');
    expect(lines).toContain('ATTENDEE;CN=Kiran Desai;ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:kiran@example.in');
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
  });

  it('writes a CANCEL in UTF-8 with Gujarati text intact', () => {
    const summary = 'ડૉ. મીરા જોશી સાથેની એપોઇન્ટમેન્ટ, રદ';
    const text = calendarFile({
      method: 'CANCEL',
      prodId: '-//Test//EN',
      event: event({ status: 'CANCELLED', summary, attendee: { name: 'કિરણ, દેસાઈ', email: 'k@example.in' } }),
    });
    const bytes = Buffer.from(text, 'utf8');
    expect(bytes.toString('utf8')).toBe(text);
    const lines = unfoldCalendar(text);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain(`SUMMARY:${summary.replace(',', '\\,')}`);
    // A parameter value with a comma is quoted.
    expect(lines.some((l) => l.startsWith('ATTENDEE;CN="કિરણ, દેસાઈ";'))).toBe(true);
    for (const raw of text.split('\r\n')) expect(Buffer.byteLength(raw, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('formats UTC stamps without separators or milliseconds', () => {
    expect(utcStamp(new Date('2026-01-05T23:59:59.999Z'))).toBe('20260105T235959Z');
  });
});
