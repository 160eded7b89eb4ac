import { z } from 'zod';

/** The events page (issue 16): anniversaries ahead and the family's own events. */

/** How far ahead the page and the feed look for birthdays and anniversaries. */
export const upcomingDays = 60;

export const anniversaryKinds = ['BIRTHDAY', 'WEDDING_ANNIVERSARY', 'REMEMBRANCE'] as const;
export type AnniversaryKind = (typeof anniversaryKinds)[number];

const dayMs = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The day `days` after an ISO day (negative: before). */
export function addDays(date: string, days: number): string {
  return isoDay(msOf(date) + days * dayMs);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A full ISO date (YYYY-MM-DD) that names a real day; partial or broken dates have no anniversary. */
export function isFullDate(date: string | null): date is string {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  return isoDay(msOf(date)) === date;
}

/**
 * The day a yearly anniversary of `date` falls on in `year`. 29 February is kept on 28 February in
 * other years (the day before March, as most calendars and webtrees show it).
 */
export function anniversaryIn(date: string, year: number): string {
  const monthDay = date.slice(5);
  const day = monthDay === '02-29' && !isLeap(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${day}`;
}

/**
 * The next anniversary of a full date from `today` (inclusive) within `days` days, with the number
 * of years it marks; null when it falls later, or for a date that is not full. The year wrap
 * (today in December, the day in January) is covered by trying next year too.
 */
export function nextAnniversary(
  date: string,
  today: string,
  days: number = upcomingDays,
): { date: string; years: number } | null {
  if (!isFullDate(date)) return null;
  const last = addDays(today, days);
  const thisYear = Number(today.slice(0, 4));
  for (const year of [thisYear, thisYear + 1]) {
    const day = anniversaryIn(date, year);
    const years = year - Number(date.slice(0, 4));
    if (day >= today && day <= last && years >= 0) return { date: day, years };
  }
  return null;
}

export const anniversarySchema = z.object({
  kind: z.enum(anniversaryKinds),
  /** The day it falls on next (YYYY-MM-DD). */
  date: z.string(),
  /** The years it marks (age, years married, years since the death). */
  years: z.number().int(),
  /** The person, or both partners of a marriage. */
  persons: z.array(z.object({ personId: z.number().int(), name: z.string() })).min(1),
});
export type Anniversary = z.infer<typeof anniversarySchema>;

export const familyEventSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  date: z.string(),
  place: z.string().nullable(),
  description: z.string().nullable(),
  /**
   * The event's version (decision 0023): the id of its newest change record, 0 when it has none.
   * An edit or a delete may send it back as If-Match; a stale one is 409.
   */
  version: z
    .number()
    .int()
    .describe(
      "The event's version (0 before its first recorded change), sent back as If-Match of an edit or a delete",
    ),
});
export type FamilyEvent = z.infer<typeof familyEventSchema>;

export const eventsPageSchema = z.object({
  /** The first and last day looked at (today and 60 days on). */
  from: z.string(),
  to: z.string(),
  anniversaries: z.array(anniversarySchema),
  /** The family's events from today on, soonest first. */
  familyEvents: z.array(familyEventSchema),
  /** Whether the viewer may create, edit and delete family events. */
  canManage: z.boolean(),
});
export type EventsPage = z.infer<typeof eventsPageSchema>;

const eventDate = z
  .string({ error: 'Enter the date' })
  .refine(isFullDate, 'Enter a date as YYYY-MM-DD');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const familyEventInputSchema = z.object({
  title: z
    .string({ error: 'Enter a title' })
    .trim()
    .min(1, 'Enter a title')
    .max(200, 'Use at most 200 characters'),
  date: eventDate,
  place: optionalText(200),
  description: optionalText(2000),
});
export type FamilyEventInput = z.input<typeof familyEventInputSchema>;

/** A member's private calendar link (decision 0019): whether one is active, and since when. */
export const privateCalendarStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
});
export type PrivateCalendarStatus = z.infer<typeof privateCalendarStatusSchema>;

/** A new private link: its path holds the secret, shown once (only a hash is kept). */
export const privateCalendarLinkSchema = z.object({
  path: z.string(),
  createdAt: z.string(),
});
export type PrivateCalendarLink = z.infer<typeof privateCalendarLinkSchema>;

export const privateCalendarMessages = {
  membersOnly: 'Only members of the family have a private calendar link.',
  noSuchFeed: 'No such calendar.',
} as const;
