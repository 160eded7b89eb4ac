import type { Locale } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { answerTextsIn, type AnswerKey } from '../../answers/answer-texts.js';
import type { PrivacyPolicy, StoredLife } from '../access/privacy.js';
import { nameOf } from '../data/person-name.js';
import {
  addressPlacesOf,
  familyEventPlacesOf,
  residencePlacesOf,
  sourcePlacesOf,
  workPlacesOf,
} from '../data/more-place-texts.repository.js';
import { birthPlaceText } from './place-facts.js';
import type { FactAtPlaceText } from './place-tree.js';

/**
 * The place texts beyond births, marriages and events (decision 0044), as the viewer may see
 * them: a family event's place and a source's publication (read by everyone who reads the events
 * and sources), a stay of the living timeline (the living-person rule), an address, whose city
 * and state only those who may edit a person see (the family's admins, on this page), and a
 * place of work (a work history the person made public, else for the admins).
 */

/** An address's label by its type, in the answer's language. */
const addressLabels: Record<string, AnswerKey> = {
  CURRENT_ADDRESS: 'places.currentAddress',
  PERMANENT_ADDRESS: 'places.permanentAddress',
};

const years = (from: number | null, to: number | null) =>
  from === null && to === null ? null : `${from ?? '?'}–${to ?? ''}`;

export interface MorePlaceFactsOptions {
  policy: PrivacyPolicy | null;
  /** Null: the whole family's (with family events and sources); else one person's. */
  personId: number | undefined;
  seesAddresses: boolean;
  /**
   * `RESI:person:place` and `OCCU:person:place` (lower case) of the imported events: the stay or
   * job an import made of one counts once, as the event.
   */
  importedEvents: ReadonlySet<string>;
  /** The language of the labels the server writes. */
  locale: Locale;
}

export async function morePlaceFacts(
  db: Db,
  familyId: number,
  { policy, personId, seesAddresses, importedEvents, locale }: MorePlaceFactsOptions,
): Promise<FactAtPlaceText[]> {
  const whole = personId === undefined;
  const [events, sources, addresses, stays, work, t] = await Promise.all([
    whole ? familyEventPlacesOf(db, familyId) : [],
    whole ? sourcePlacesOf(db, familyId) : [],
    seesAddresses ? addressPlacesOf(db, familyId, personId) : [],
    residencePlacesOf(db, familyId, personId),
    workPlacesOf(db, familyId, personId),
    answerTextsIn(locale),
  ]);
  const sees = (p: StoredLife) => !policy || policy.discloseShared([p]).places;
  const facts: FactAtPlaceText[] = [];
  const fact = (f: Omit<FactAtPlaceText, 'spouseId' | 'spouseName'>) =>
    facts.push({ ...f, spouseId: null, spouseName: null });

  for (const e of events)
    fact({
      kind: 'family-event',
      label: e.title,
      personId: null,
      personName: null,
      recordId: e.id,
      date: e.event_date,
      placeText: e.place!,
    });
  // A publication is free text ("London: HMSO, 1901"): it names a place only when it is one.
  for (const s of sources)
    fact({
      kind: 'source',
      label: s.title,
      personId: null,
      personName: null,
      recordId: s.id,
      date: null,
      placeText: s.publication!,
      onlyKnown: true,
    });
  for (const a of addresses) {
    const placeText = birthPlaceText([a.city, a.state].filter(Boolean).join(', '), a.country);
    if (!placeText || !sees({ ...a, id: a.person_id })) continue;
    fact({
      kind: 'address',
      label: a.address_type in addressLabels ? t(addressLabels[a.address_type]!) : null,
      personId: a.person_id,
      personName: nameOf(a),
      recordId: null,
      date: null,
      placeText,
    });
  }
  for (const t of stays) {
    const placeText = birthPlaceText(t.state, t.country);
    if (!placeText || importedEvents.has(`RESI:${t.person_id}:${placeText.toLowerCase()}`))
      continue;
    if (!sees({ ...t, id: t.person_id })) continue;
    fact({
      kind: 'residence',
      label: null,
      personId: t.person_id,
      personName: nameOf(t),
      recordId: null,
      date: years(t.start_year, t.end_year),
      placeText,
    });
  }
  // A work history is shown to everyone only when the person made it public (as on the profile).
  for (const j of work) {
    if (importedEvents.has(`OCCU:${j.person_id}:${j.location!.toLowerCase()}`)) continue;
    if (!seesAddresses && (j.privacy_work !== 1 || !sees({ ...j, id: j.person_id }))) continue;
    fact({
      kind: 'work',
      label: [j.role, j.company].filter(Boolean).join(', ') || null,
      personId: j.person_id,
      personName: nameOf(j),
      recordId: null,
      date: years(j.start_year, j.end_year),
      placeText: j.location!,
    });
  }
  return facts;
}
