import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { insertPlace, replacePlaceNames } from '../../modules/data/places.repository.js';
import type { PlannedPerson } from './family-plan.js';

/**
 * The demo family's places (issue 30, decision 0038) with coordinates, so its map shows dots.
 * The births name "Kottayam, India" and the like (names.ts): the rows take those names, a town
 * under its country; the Kerala towns say so in their note.
 */
const demoPlaces: Array<{
  country: string;
  at: [number, number];
  towns: Array<{ name: string; at: [number, number]; note?: string; also?: string }>;
}> = [
  {
    country: 'India',
    at: [22.0, 79.0],
    towns: [
      { name: 'Kottayam', at: [9.5916, 76.5222], note: 'In Kerala.' },
      { name: 'Kochi', at: [9.9312, 76.2673], note: 'In Kerala.', also: 'Cochin' },
      { name: 'Chennai', at: [13.0827, 80.2707], note: 'In Tamil Nadu.', also: 'Madras' },
    ],
  },
  {
    country: 'United Arab Emirates',
    at: [24.0, 54.0],
    towns: [{ name: 'Dubai', at: [25.2048, 55.2708] }],
  },
  {
    country: 'United Kingdom',
    at: [54.0, -2.0],
    towns: [{ name: 'London', at: [51.5074, -0.1278] }],
  },
  { country: 'Canada', at: [56.0, -106.0], towns: [{ name: 'Toronto', at: [43.6532, -79.3832] }] },
  {
    country: 'United States',
    at: [39.8, -98.6],
    towns: [{ name: 'Houston', at: [29.7604, -95.3698] }],
  },
  {
    country: 'Australia',
    at: [-25.3, 133.8],
    towns: [{ name: 'Melbourne', at: [-37.8136, 144.9631] }],
  },
];

export async function addDemoPlaces(
  db: Db,
  familyId: number,
  people: PlannedPerson[],
  ids: Map<number, number>,
): Promise<void> {
  const at = nowIso();
  // The elders who died were born in Kerala: a visitor sees their births on the places' pages
  // (the living's births are private to visitors).
  const elders = people.filter((p) => p.deathDate !== null && p.generation <= 2);
  for (const [index, elder] of elders.entries())
    await db
      .updateTable('persons')
      .set({ place_of_birth: index % 3 === 2 ? 'Kochi' : 'Kottayam', country_of_birth: 'IN' })
      .where('id', '=', ids.get(elder.key)!)
      .where('place_of_birth', 'is', null)
      .execute();
  for (const {
    country,
    at: [lat, lon],
    towns,
  } of demoPlaces) {
    const countryId = await insertPlace(
      db,
      familyId,
      {
        parent_id: null,
        name: country,
        type: 'country',
        latitude: lat,
        longitude: lon,
        note: null,
      },
      at,
    );
    for (const town of towns) {
      const id = await insertPlace(
        db,
        familyId,
        {
          parent_id: countryId,
          name: town.name,
          type: 'town',
          latitude: town.at[0],
          longitude: town.at[1],
          note: town.note ?? null,
        },
        at,
      );
      if (town.also)
        await replacePlaceNames(db, familyId, id, [{ name: town.also, language: 'historic' }]);
    }
  }
}
