import {
  gedcomDateIn,
  gedcomDateMessages,
  loadMessages,
  parseGedcomDate,
  type GedcomRecord,
  type Locale,
} from '@familytree/shared';
import type { AppContext } from '../../infra/context.js';
import { parentBirthDatesFor, privacyPolicy } from '../access/privacy.js';
import type { RequestScope } from '../access/request-scope.js';
import { notFound } from '../../infra/errors.js';
import { findPerson, findPersons } from '../data/tree.repository.js';
import { eventsOfPersons } from './gedcom.repository.js';
import { gedcomEventMessages } from './messages/index.js';
import { serverText } from '../../infra/user-text.js';

/** A person's imported events, dates shown as a reader of the language expects (issues 13, 31). */
export function createGedcomRecordsService(context: AppContext) {
  const { db } = context;
  return {
    async ofPerson(
      scope: RequestScope,
      personId: number,
      locale: Locale = 'en',
    ): Promise<GedcomRecord[]> {
      const person = await findPerson(db, scope.familyId, personId);
      if (!person) throw notFound(serverText('members.notFound'));
      const policy = await privacyPolicy(db, scope);
      const events = await eventsOfPersons(db, person.family_id, [personId]);
      // A living person's records carry dates and places: as the profile, by the privacy policy.
      // A family's record (a marriage) is both partners' fact: private if either is living.
      const partnerIds = [
        ...new Set(events.flatMap((e) => (e.of_family ? [e.person_id, e.spouse_id] : []))),
      ].filter((id): id is number => id !== null && id !== person.id);
      const partners = new Map((await findPersons(db, partnerIds)).map((p) => [p.id, p]));
      // As the profile: a person without dates of their own is placed by their parents' births.
      const own = policy.disclose(person, await parentBirthDatesFor(db, person));
      const shownOf = (e: (typeof events)[number]) => {
        if (!e.of_family) return own;
        const couple = [e.person_id, e.spouse_id].map((id) =>
          id === person.id ? person : id === null ? undefined : partners.get(id),
        );
        return policy.discloseShared(couple.filter((p) => p !== undefined));
      };
      // The person's own events in file order, then their families' (marriages) in file order.
      events.sort(
        (a, b) =>
          a.of_family - b.of_family || (a.of_family ? a.id - b.id : a.position - b.position),
      );
      const labels: Record<string, string> = await loadMessages(gedcomEventMessages, locale);
      const dateWords = await loadMessages(gedcomDateMessages, locale);
      return events.map((e) => {
        const label = e.event_type ?? labels[e.tag] ?? e.tag;
        const shown = shownOf(e);
        if (!shown.fullDates) {
          const year =
            shown.birthYear && e.tag === 'BIRT' ? (e.date_sort?.slice(0, 4) ?? null) : null;
          return { tag: e.tag, label, date: year, datePhrase: null, place: null };
        }
        return {
          tag: e.tag,
          label: e.value && e.value !== 'Y' ? `${label}: ${e.value}` : label,
          date: e.date_phrase
            ? gedcomDateIn(parseGedcomDate(e.date_phrase), locale, dateWords)
            : null,
          datePhrase: e.date_phrase,
          place: e.place,
        };
      });
    },
  };
}

export type GedcomRecordsService = ReturnType<typeof createGedcomRecordsService>;
