import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, writeCalendar } from './ical.js';

/** UTF-8 octets of a text (the shared package has no Node types). */
const octets = (s: string) => unescape(encodeURIComponent(s)).length;

describe('the iCalendar writer', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'Zoë Ørsted '.repeat(20)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75);
    for (const l of lines.slice(1)) expect(l.startsWith(' ')).toBe(true);
    // Unfolding (remove CRLF + one space) gives the line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('short')).toBe('short');
  });

  it('writes a calendar with CRLF, DTSTAMP, all-day dates and yearly rules', () => {
    const text = writeCalendar({
      name: 'Demo, events',
      product: 'Family Tree//Events',
      stamp: new Date('2026-11-24T10:15:30.123Z'),
      entries: [
        {
          uid: 'birthday-1@demo.localhost',
          date: '1990-12-10',
          summary: 'Birthday: Ann',
          yearly: true,
        },
        {
          uid: 'birthday-2@demo.localhost',
          date: '2000-02-29',
          summary: 'Birthday: Leap',
          yearly: true,
        },
        {
          uid: 'event-3@demo.localhost',
          date: '2027-07-10',
          summary: 'Reunion',
          location: 'Park; north gate',
          description: 'Bring food,\nand chairs',
        },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('X-WR-CALNAME:Demo\\, events');
    expect(lines.filter((l) => l === 'DTSTAMP:20261124T101530Z')).toHaveLength(3);
    expect(lines).toContain('UID:birthday-1@demo.localhost');
    expect(lines).toContain('DTSTART;VALUE=DATE:19901210');
    expect(lines).toContain('DTEND;VALUE=DATE:19901211');
    expect(lines).toContain('RRULE:FREQ=YEARLY');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
    expect(lines).toContain('LOCATION:Park\\; north gate');
    expect(lines).toContain('DESCRIPTION:Bring food\\,\\nand chairs');
    // The one-off event has no rule.
    const event = text.slice(text.indexOf('UID:event-3'));
    expect(event.slice(0, event.indexOf('END:VEVENT'))).not.toContain('RRULE');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
