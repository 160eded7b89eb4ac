import type { Db } from '../../infra/database.js';
import { inSlices } from './tree.repository.js';

/** The place columns a chart card shows, named as the privacy mask knows them. */
export interface ChartPlaceRow {
  place_of_birth: string | null;
  country_of_birth: string | null;
  /** The place of a person's death event (imported or entered), the first one if several. */
  death_place: string | null;
}

/**
 * The birth and death places of the chart's persons (issue 32): two statements per slice of ids,
 * read apart from the walks, which every tree view shares and which need no places.
 */
export async function chartPlacesOf(db: Db, ids: number[]): Promise<Map<number, ChartPlaceRow>> {
  const places = new Map<number, ChartPlaceRow>();
  if (ids.length === 0) return places;
  const [births, deaths] = await Promise.all([
    inSlices(ids, (slice) =>
      db
        .selectFrom('persons')
        .select(['id', 'place_of_birth', 'country_of_birth'])
        .where('id', 'in', slice)
        .execute(),
    ),
    inSlices(ids, (slice) =>
      db
        .selectFrom('gedcom_events')
        .select(['person_id', 'place', 'position'])
        .where('tag', '=', 'DEAT')
        .where('of_family', '=', 0)
        .where('place', 'is not', null)
        .where('person_id', 'in', slice)
        .execute(),
    ),
  ]);
  for (const b of births)
    places.set(b.id, {
      place_of_birth: b.place_of_birth,
      country_of_birth: b.country_of_birth,
      death_place: null,
    });
  deaths.sort((a, b) => a.position - b.position);
  for (const d of deaths) {
    const row = d.person_id === null ? undefined : places.get(d.person_id);
    if (row && row.death_place === null) row.death_place = d.place;
  }
  return places;
}
