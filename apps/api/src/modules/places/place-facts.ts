import { countries } from 'countries-list';
import type { Locale } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import type { PrivacyPolicy, StoredLife } from '../access/privacy.js';
import { nameOf } from '../data/person-name.js';
import { birthPlacesOf, eventPlacesOf, marriagePlacesOf } from '../data/places.repository.js';
import { morePlaceFacts } from './more-place-facts.js';
import type { FactAtPlaceText } from './place-tree.js';

/**
 * The facts of the family that name a place, as the viewer may see them (the living-person rule,
 * decision 0028): a living person's facts only for whom sees that person's places, a couple's
 * only when both partners' are. Null policy: every fact (a write finds its place among all).
 */

/** A country of birth is stored as its ISO code ("IN"): the place text names the country. */
const countryName = (code: string) =>
  (countries as Record<string, { name: string }>)[code.toUpperCase()]?.name ?? code;

export function birthPlaceText(place: string | null, country: string | null): string {
  const countryText = country ? countryName(country) : null;
  const parts = [place, countryText].filter((p): p is string => !!p && p.trim().length > 0);
  // "Kottayam, Kerala, India" with country IN is not "…, India, India".
  const [placePart, countryPart] = parts;
  if (placePart && countryPart && placePart.toLowerCase().endsWith(countryPart.toLowerCase()))
    return placePart;
  return parts.join(', ');
}

const eventKind = (tag: string) =>
  tag === 'BIRT' ? 'birth' : tag === 'DEAT' ? 'death' : tag === 'MARR' ? 'marriage' : 'event';

interface Partner {
  spouse_id: number | null;
  spouse_first_name: string | null;
  spouse_last_name: string | null;
  spouse_date_of_birth: string | null;
  spouse_date_of_death: string | null;
  spouse_living: number | null;
  spouse_family_id: number | null;
}

const partnerLife = (r: Partner): StoredLife | null =>
  r.spouse_id === null
    ? null
    : {
        id: r.spouse_id,
        family_id: r.spouse_family_id!,
        date_of_birth: r.spouse_date_of_birth,
        date_of_death: r.spouse_date_of_death,
        living: r.spouse_living ?? 1,
      };

const partnerName = (r: Partner) =>
  r.spouse_id === null
    ? null
    : nameOf({ first_name: r.spouse_first_name ?? '', last_name: r.spouse_last_name ?? '' });

export async function factsAtPlaces(
  db: Db,
  familyId: number,
  policy: PrivacyPolicy | null,
  {
    personId,
    seesAddresses = policy === null,
    locale = 'en',
  }: {
    personId?: number;
    /** A person's address (city, state) is for those who may edit the person: here, the admins. */
    seesAddresses?: boolean;
    /** The language of the labels the server writes (an address's type). */
    locale?: Locale;
  },
): Promise<FactAtPlaceText[]> {
  const [births, marriages, events] = await Promise.all([
    birthPlacesOf(db, familyId, personId),
    marriagePlacesOf(db, familyId, personId),
    eventPlacesOf(db, familyId, personId),
  ]);
  // The import keeps a residence or an occupation as an event and as a stay or job (same text).
  const importedEvents = new Set(
    events
      .filter((e) => e.tag === 'RESI' || e.tag === 'OCCU')
      .map((e) => `${e.tag}:${e.person_id}:${e.place!.toLowerCase()}`),
  );
  const more = morePlaceFacts(db, familyId, {
    policy,
    personId,
    seesAddresses,
    importedEvents,
    locale,
  });
  const sees = (persons: Array<StoredLife | null>) =>
    !policy || policy.discloseShared(persons.filter((p): p is StoredLife => p !== null)).places;
  const facts: FactAtPlaceText[] = [];

  // An import keeps a birth or marriage as an event too: the event names the place once.
  const eventBirths = new Set(events.filter((e) => e.tag === 'BIRT').map((e) => e.person_id));
  const eventMarriages = new Set(
    events.filter((e) => e.tag === 'MARR').map((e) => `${e.person_id}:${e.spouse_id}`),
  );

  for (const p of births) {
    if (eventBirths.has(p.id) || !sees([{ ...p }])) continue;
    const placeText = birthPlaceText(p.place_of_birth, p.country_of_birth);
    if (!placeText) continue;
    facts.push({
      kind: 'birth',
      label: null,
      personId: p.id,
      personName: nameOf(p),
      spouseId: null,
      spouseName: null,
      recordId: null,
      date: policy && !policy.disclose({ ...p }).fullDates ? null : p.date_of_birth,
      placeText,
    });
  }
  for (const m of marriages) {
    if (eventMarriages.has(`${m.person_id}:${m.spouse_id}`)) continue;
    const person: StoredLife = { ...m, id: m.person_id };
    if (!sees([person, partnerLife(m)])) continue;
    facts.push({
      kind: 'marriage',
      label: null,
      personId: m.person_id,
      personName: nameOf(m),
      spouseId: m.spouse_id,
      spouseName: partnerName(m),
      recordId: null,
      date: m.marriage_date,
      placeText: m.marriage_place!,
    });
  }
  for (const e of events) {
    const person: StoredLife = { ...e, id: e.person_id };
    if (!sees([person, partnerLife(e)])) continue;
    facts.push({
      kind: eventKind(e.tag),
      label: e.event_type ?? e.tag,
      personId: e.person_id,
      personName: nameOf(e),
      spouseId: e.spouse_id,
      spouseName: partnerName(e),
      recordId: null,
      date: e.date_phrase,
      placeText: e.place!,
    });
  }
  return [...facts, ...(await more)];
}
