import { errorCodes, placeMessages, placeParts } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { AppError } from '../../infra/errors.js';
import {
  addressPlacesOf,
  familyEventPlacesOf,
  residencePlacesOf,
  sourcePlacesOf,
  workPlacesOf,
} from '../data/more-place-texts.repository.js';
import type { FactPlace } from '../data/place-texts.repository.js';
import { birthPlacesOf, eventPlacesOf, marriagePlacesOf } from '../data/places.repository.js';
import { birthPlaceText } from './place-facts.js';

/**
 * Every stored place text of a family as a rename or merge rewrites it (decision 0044): the row's
 * columns as they are, the text the places page reads from them, and how the columns hold a new
 * text. A country stored as its ISO code cannot be renamed: such a rewrite is refused.
 */
export interface PlaceTextRow {
  before: FactPlace;
  text: string;
  /** The row holding `next`; throws when its columns cannot. */
  after(next: string): FactPlace;
}

const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const joined = (parts: ReadonlyArray<string | null>) =>
  parts.filter((p): p is string => !!p && p.trim().length > 0).join(', ');

const countryKept = () => new AppError(409, errorCodes.conflict, placeMessages.countryOfBirth);

/**
 * The levels of `next` the text columns hold: all of them, or when the text ends with the name of
 * the row's country code, those before it (the country must stay that country).
 */
function levelsBeforeCountry(text: string, stem: string, next: string): string[] {
  const parts = placeParts(next);
  if (text === birthPlaceText(stem, null)) return parts;
  if (fold(parts.at(-1) ?? '') !== fold(placeParts(text).at(-1)!)) throw countryKept();
  return parts.slice(0, -1);
}

/** A fact with one text column (and maybe a country code). */
function oneColumn(before: FactPlace): PlaceTextRow {
  const stem = before.place ?? '';
  const text = birthPlaceText(stem, before.country ?? null);
  return {
    before,
    text,
    after: (next) => ({
      ...before,
      place: joined(levelsBeforeCountry(text, stem, next)) || null,
    }),
  };
}

/** An address: city and state (the last level before the country goes to the state when it had one). */
function addressRow(before: FactPlace): PlaceTextRow {
  const stem = joined([before.place ?? null, before.state ?? null]);
  const text = birthPlaceText(stem, before.country ?? null);
  return {
    before,
    text,
    after(next) {
      const levels = levelsBeforeCountry(text, stem, next);
      if (!before.state) return { ...before, place: joined(levels) || null };
      return {
        ...before,
        place: joined(levels.slice(0, -1)) || null,
        state: levels.at(-1) ?? null,
      };
    },
  };
}

export async function placeTextRowsOf(db: Db, familyId: number): Promise<PlaceTextRow[]> {
  const [births, marriages, events, familyEvents, sources, addresses, stays, work] =
    await Promise.all([
      birthPlacesOf(db, familyId),
      marriagePlacesOf(db, familyId),
      eventPlacesOf(db, familyId),
      familyEventPlacesOf(db, familyId),
      sourcePlacesOf(db, familyId),
      addressPlacesOf(db, familyId),
      residencePlacesOf(db, familyId),
      workPlacesOf(db, familyId),
    ]);
  const rows: PlaceTextRow[] = [];
  for (const p of births)
    rows.push(
      oneColumn({
        table: 'persons',
        id: p.id,
        personId: p.id,
        place: p.place_of_birth,
        country: p.country_of_birth,
      }),
    );
  for (const m of marriages)
    rows.push(
      oneColumn({
        table: 'unions',
        id: m.id,
        personId: m.person_id,
        spouseId: m.spouse_id,
        place: m.marriage_place,
      }),
    );
  for (const e of events)
    rows.push(
      oneColumn({
        table: 'gedcom_events',
        id: e.id,
        personId: e.person_id,
        spouseId: e.spouse_id,
        place: e.place,
      }),
    );
  for (const e of familyEvents)
    rows.push(oneColumn({ table: 'family_events', id: e.id, personId: null, place: e.place }));
  for (const s of sources)
    rows.push(oneColumn({ table: 'sources', id: s.id, personId: null, place: s.publication }));
  for (const a of addresses)
    rows.push(
      addressRow({
        table: 'addresses',
        id: a.id,
        personId: a.person_id,
        place: a.city,
        state: a.state,
        country: a.country,
      }),
    );
  for (const t of stays)
    rows.push(
      oneColumn({
        table: 'living_timeline',
        id: t.id,
        personId: t.person_id,
        place: t.state,
        country: t.country,
      }),
    );
  for (const j of work)
    rows.push(
      oneColumn({ table: 'work_history', id: j.id, personId: j.person_id, place: j.location }),
    );
  return rows;
}
