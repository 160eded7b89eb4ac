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
  type Locale,
} from '@familytree/shared';
import type { z } from 'zod';
import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import type { AppContext } from '../../infra/context.js';
import type { Db } from '../../infra/database.js';
import { notFound } from '../../infra/errors.js';
import { answerTextsIn, nameList, type AnswerKey } from '../../answers/answer-texts.js';
import { inTransaction } from '../../infra/transactions.js';
import { snapshotOf } from '../history/row-reverter.js';
import { familyEventKind } from './event-reverter.js';
import { assertFamilyAdmin } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { privacyPolicy, type PrivacyPolicy } from '../access/privacy.js';
import { findFamilyById } from '../data/families.repository.js';
import {
  assertEventVersion,
  eventVersion,
  eventVersions,
  lockEvent,
  recordEventChange,
} from './event-versions.js';
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

const eventOf = (row: FamilyEventRow, version: number): FamilyEvent => ({
  eventId: row.id,
  title: row.title,
  date: row.event_date,
  place: row.place,
  description: row.description,
  version,
});

/**
 * A family admin of the family, checked before a write's body is read (issue 28 item 7): the
 * writes take it, so none of them runs without the check.
 */
export interface EventsAdmin {
  user: AuthUser;
  familyId: number;
}

const valuesOf = (body: EventBody) => ({
  title: body.title,
  event_date: body.date,
  place: body.place ?? null,
  description: body.description ?? null,
});

const summaries: Record<YearlyEntry['kind'], AnswerKey> = {
  BIRTHDAY: 'calendar.birthday',
  WEDDING_ANNIVERSARY: 'calendar.weddingAnniversary',
  REMEMBRANCE: 'calendar.remembrance',
};

/**
 * Every yearly entry the policy's viewer may see (not only the next 60 days: a subscribed
 * calendar shows the whole year) and every family event, as one iCalendar text. The entries the
 * server names (and the calendar's name) are in `locale`; the names of a couple are joined as the
 * language lists them (an entry has one or two persons: English reads "Ann and Bob", as before).
 */
export async function calendarText(
  db: Db,
  policy: PrivacyPolicy,
  host: string,
  locale: Locale,
): Promise<string> {
  const [family, yearly, events, t] = await Promise.all([
    findFamilyById(db, policy.familyId),
    yearlyEntries(db, policy, null),
    familyEventsFrom(db, policy.familyId, null),
    answerTextsIn(locale),
  ]);
  const entries: CalendarEntry[] = [
    ...yearly.map((e) => ({
      uid: `${e.kind.toLowerCase()}-${e.persons.map((p) => p.id).join('-')}@${host}`,
      date: e.since,
      summary: t(summaries[e.kind], { names: nameList(e.persons.map(nameOf), locale) }),
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
    name: family ? t('calendar.name', { family: family.name }) : t('calendar.nameWithoutFamily'),
    product: 'Family Tree//Events',
    stamp: new Date(),
    entries,
  });
}

/** The events page and its calendar feed (issue 16), and the family admins' own events. */
export function createEventsService({ db }: AppContext) {
  return {
    async page(scope: RequestScope): Promise<EventsPage> {
      const { familyId } = scope;
      const policy = await privacyPolicy(db, scope);
      const [anniversaries, events, versions, role] = await Promise.all([
        upcomingAnniversaries(db, policy),
        familyEventsFrom(db, familyId, policy.today),
        eventVersions(db, familyId),
        scope.role(),
      ]);
      return {
        from: policy.today,
        to: addDays(policy.today, upcomingDays),
        anniversaries,
        familyEvents: events.map((row) => eventOf(row, versions.get(row.id) ?? 0)),
        canManage: role === 'FAMILY_ADMIN',
      };
    },

    /**
     * The public feed at its stable URL: the viewer's view (a phone sends no login), in the
     * language the calendar app asks for (Accept-Language, or `lang` in the URL).
     */
    async calendar(scope: RequestScope, host: string, locale: Locale): Promise<string> {
      return calendarText(db, await privacyPolicy(db, scope), host, locale);
    },

    /** The viewer as a family admin of the family; 401 for a visitor, 403 for anyone else. */
    async admin(scope: RequestScope): Promise<EventsAdmin> {
      const user = await assertFamilyAdmin(scope, privacyMessages.eventsRefused);
      return { user, familyId: scope.familyId };
    },

    async create({ user, familyId }: EventsAdmin, body: EventBody): Promise<FamilyEvent> {
      return inTransaction(db, async (trx) => {
        const row = await insertFamilyEvent(trx, familyId, valuesOf(body), nowIso());
        const version = await recordEventChange(
          trx,
          user,
          familyId,
          'event.add',
          row.id,
          null,
          row,
        );
        return eventOf(row, version ?? 0);
      });
    },

    /**
     * Replaces the event's fields. With a version (If-Match), a save based on an older one is 409
     * and writes nothing; without, it is unconditional (clients that know no versions).
     */
    async update(
      { user, familyId }: EventsAdmin,
      eventId: number,
      body: EventBody,
      version: number | undefined,
    ): Promise<FamilyEvent> {
      return inTransaction(db, async (trx) => {
        await lockEvent(trx, eventId);
        const before = await findFamilyEvent(trx, familyId, eventId);
        if (!before) throw notFound(privacyMessages.noSuchEvent);
        await assertEventVersion(trx, eventId, version);
        const row = await updateFamilyEvent(trx, familyId, eventId, valuesOf(body), nowIso());
        if (!row) throw notFound(privacyMessages.noSuchEvent);
        const recorded = await recordEventChange(
          trx,
          user,
          familyId,
          'event.edit',
          eventId,
          before,
          row,
        );
        // An edit that changed nothing keeps the version: the one checked, or the stored one.
        return eventOf(row, recorded ?? version ?? (await eventVersion(trx, eventId)));
      });
    },

    /** Deletes the event; a version (If-Match) older than the event's newest record is 409. */
    async remove(
      { user, familyId }: EventsAdmin,
      eventId: number,
      version: number | undefined,
    ): Promise<void> {
      await inTransaction(db, async (trx) => {
        await lockEvent(trx, eventId);
        const before = await findFamilyEvent(trx, familyId, eventId);
        if (!before) throw notFound(privacyMessages.noSuchEvent);
        await assertEventVersion(trx, eventId, version);
        // The whole row (dates) goes into the record: a revert brings it back as it was.
        const row = await snapshotOf(trx, familyEventKind, familyId, eventId);
        if (!(await deleteFamilyEvent(trx, familyId, eventId)))
          throw notFound(privacyMessages.noSuchEvent);
        await recordEventChange(trx, user, familyId, 'event.delete', eventId, before, null, {
          _row: row,
        });
      });
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
export type { FamilyEventInput };
