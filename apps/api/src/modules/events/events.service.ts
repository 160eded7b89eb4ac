import {
  addDays,
  privacyMessages,
  upcomingDays,
  writeCalendar,
  type CalendarEntry,
  type EventsPage,
  type FamilyEvent,
  type FamilyEventInput,
  type familyEventInputSchema,
} from '@familytree/shared';
import type { z } from 'zod';
import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { notFound } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { activeRole, assertFamilyAdmin } from '../access/access.policy.js';
import { privacyPolicy, type PrivacyPolicy } from '../access/privacy.js';
import { findFamilyById } from '../families/families.repository.js';
import { lockForEdit, recorderFor } from '../history/history.writer.js';
import { nameOf, upcomingAnniversaries, yearlyEntries, type YearlyEntry } from './anniversaries.js';
import {
  deleteFamilyEvent,
  familyEventsFrom,
  findFamilyEvent,
  insertFamilyEvent,
  updateFamilyEvent,
  type FamilyEventRow,
} from './events.repository.js';

type EventBody = z.output<typeof familyEventInputSchema>;

const eventOf = (row: FamilyEventRow): FamilyEvent => ({
  eventId: row.id,
  title: row.title,
  date: row.event_date,
  place: row.place,
  description: row.description,
});

/** An event as its history records hold it (not revertible: shown only). */
const recordedFields = ({ id: _id, ...fields }: FamilyEventRow) => fields;

const valuesOf = (body: EventBody) => ({
  title: body.title,
  event_date: body.date,
  place: body.place ?? null,
  description: body.description ?? null,
});

const summaries: Record<YearlyEntry['kind'], (names: string) => string> = {
  BIRTHDAY: (names) => `Birthday: ${names}`,
  WEDDING_ANNIVERSARY: (names) => `Wedding anniversary: ${names}`,
  REMEMBRANCE: (names) => `Remembrance: ${names}`,
};

/**
 * Every yearly entry the policy's viewer may see (not only the next 60 days: a subscribed
 * calendar shows the whole year) and every family event, as one iCalendar text.
 */
export async function calendarText(db: Db, policy: PrivacyPolicy, host: string): Promise<string> {
  const [family, yearly, events] = await Promise.all([
    findFamilyById(db, policy.familyId),
    yearlyEntries(db, policy, null),
    familyEventsFrom(db, policy.familyId, null),
  ]);
  const entries: CalendarEntry[] = [
    ...yearly.map((e) => ({
      uid: `${e.kind.toLowerCase()}-${e.persons.map((p) => p.id).join('-')}@${host}`,
      date: e.since,
      summary: summaries[e.kind](e.persons.map(nameOf).join(' and ')),
      yearly: true,
    })),
    ...events.map((e) => ({
      uid: `event-${e.id}@${host}`,
      date: e.event_date,
      summary: e.title,
      location: e.place,
      description: e.description,
    })),
  ];
  return writeCalendar({
    name: `${family?.name ?? 'Family'} events`,
    product: 'Family Tree//Events',
    stamp: new Date(),
    entries,
  });
}

/** One record of a family event's write, in the write's transaction. */
const recordEventChange = recorderFor<FamilyEventRow>({
  entityType: 'familyEvent',
  section: 'event',
  fields: recordedFields,
});

/** The events page and its calendar feed (issue 16), and the family admins' own events. */
export function createEventsService({ db }: AppContext) {
  return {
    async page(viewer: AuthUser | null, familyId: number): Promise<EventsPage> {
      const policy = await privacyPolicy(db, viewer, familyId);
      const [anniversaries, events, role] = await Promise.all([
        upcomingAnniversaries(db, policy),
        familyEventsFrom(db, familyId, policy.today),
        viewer ? activeRole(db, viewer.userId, familyId) : null,
      ]);
      return {
        from: policy.today,
        to: addDays(policy.today, upcomingDays),
        anniversaries,
        familyEvents: events.map(eventOf),
        canManage: role === 'FAMILY_ADMIN',
      };
    },

    /** The public feed at its stable URL: the viewer's view (a phone sends no login). */
    async calendar(viewer: AuthUser | null, familyId: number, host: string): Promise<string> {
      return calendarText(db, await privacyPolicy(db, viewer, familyId), host);
    },

    async create(viewer: AuthUser | null, familyId: number, body: EventBody): Promise<FamilyEvent> {
      const admin = await assertFamilyAdmin(db, viewer, familyId, privacyMessages.eventsRefused);
      return inTransaction(db, async (trx) => {
        const row = await insertFamilyEvent(trx, familyId, valuesOf(body), nowIso());
        await recordEventChange(trx, admin, familyId, 'event.add', row.id, null, row);
        return eventOf(row);
      });
    },

    async update(
      viewer: AuthUser | null,
      familyId: number,
      eventId: number,
      body: EventBody,
    ): Promise<FamilyEvent> {
      const admin = await assertFamilyAdmin(db, viewer, familyId, privacyMessages.eventsRefused);
      return inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'family_events', eventId);
        const before = await findFamilyEvent(trx, familyId, eventId);
        const row =
          before && (await updateFamilyEvent(trx, familyId, eventId, valuesOf(body), nowIso()));
        if (!row) throw notFound(privacyMessages.noSuchEvent);
        await recordEventChange(trx, admin, familyId, 'event.edit', eventId, before, row);
        return eventOf(row);
      });
    },

    async remove(viewer: AuthUser | null, familyId: number, eventId: number): Promise<void> {
      const admin = await assertFamilyAdmin(db, viewer, familyId, privacyMessages.eventsRefused);
      await inTransaction(db, async (trx) => {
        await lockForEdit(trx, 'family_events', eventId);
        const before = await findFamilyEvent(trx, familyId, eventId);
        if (!before || !(await deleteFamilyEvent(trx, familyId, eventId)))
          throw notFound(privacyMessages.noSuchEvent);
        await recordEventChange(trx, admin, familyId, 'event.delete', eventId, before, null);
      });
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
export type { FamilyEventInput };
