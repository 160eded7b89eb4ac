import { z } from 'zod';
import {
  eventsPageSchema,
  familyEventInputSchema,
  familyEventSchema,
  privateCalendarLinkSchema,
  privateCalendarStatusSchema,
} from '../events.js';
import { idParam, familyParams } from './common.js';
import { defineContract } from './contract.js';
import { strictBody } from './strict.js';

const tags = ['Events'];
const eventParams = z.object({ familyId: idParam, eventId: idParam });
const eventExample = {
  title: 'Summer reunion',
  date: '2027-07-10',
  place: 'Lakeside Park',
  description: 'Bring a dish to share.',
};

export const eventsPageContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/events',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Upcoming birthdays, anniversaries and family events',
  description:
    "Birthdays and wedding anniversaries of living members and remembrance days of the deceased in the next 60 days, and the family's events from today on. Visitors get living persons' birthdays and anniversaries only when the family shows them full dates (decision 0019).",
  tags,
  auth: 'optional',
  params: familyParams,
  responses: { 200: eventsPageSchema },
});

export const eventsCalendarContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/calendar.ics',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'The events as an iCalendar feed',
  description:
    'The same entries as the events page, as an RFC 5545 calendar a phone can subscribe to: birthdays and anniversaries repeat yearly, family events once. The same privacy as the page.',
  tags,
  auth: 'optional',
  params: familyParams,
  responses: {
    200: { raw: true, description: 'The iCalendar feed', mediaTypes: ['text/calendar'] },
  },
});

export const createFamilyEventContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/events',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Create a family event',
  description:
    "A title, a day (YYYY-MM-DD), and optionally a place and a description. Family admins only (a caller who may not write is refused 401/403 before the body is read). The answer carries the new event's `version`.",
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(familyEventInputSchema),
  responses: { 201: familyEventSchema },
  bodyExample: eventExample,
});

export const updateFamilyEventContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/events/:eventId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Edit a family event',
  description:
    "Replaces the title, day, place and description. Family admins only (a caller who may not write is refused 401/403 before the body is read). Optional If-Match: the event's `version` as the events page listed it (or the ETag of the last edit); a stale one is 409 naming who changed the event and when, nothing saved; without If-Match the edit is unconditional. The answer carries the new version as ETag.",
  tags,
  auth: 'required',
  params: eventParams,
  body: strictBody(familyEventInputSchema),
  responses: { 200: familyEventSchema },
  bodyExample: eventExample,
});

export const deleteFamilyEventContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/events/:eventId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Delete a family event',
  description:
    "Family admins only. Optional If-Match: the event's `version` as the events page listed it; a stale one is 409 naming who changed the event and when, nothing deleted.",
  tags,
  auth: 'required',
  params: eventParams,
  responses: { 204: null },
});

export const privateCalendarStatusContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/calendar/private',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: "The member's private calendar link",
  description:
    'Whether the signed-in member has an active private link to the calendar feed (the link itself is shown only when made). For members of the family (ACTIVE membership).',
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 200: privateCalendarStatusSchema },
});

export const createPrivateCalendarContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/calendar/private',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Make a private calendar link',
  description:
    "A new secret link to the calendar feed as this member sees it, for a phone calendar that sends no login (also on a members-only site). Replaces the member's previous link, which stops working.",
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 201: privateCalendarLinkSchema },
});

export const revokePrivateCalendarContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/calendar/private',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Revoke the private calendar link',
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 204: null },
});

export const privateCalendarFeedContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/calendar/private/:token/events.ics',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'A private iCalendar feed',
  description:
    "The calendar feed as the member who made the link sees it, the secret token standing in for a login. 404 once the link is revoked or replaced, or the member's membership is no longer active.",
  tags,
  auth: 'none',
  params: z.object({
    familyId: idParam,
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'No such calendar.'),
  }),
  responses: {
    200: { raw: true, description: 'The iCalendar feed', mediaTypes: ['text/calendar'] },
  },
});
