import type { ChartPerson, ChartResponse } from '@familytree/shared';

// The chart tests' families, built the same way everywhere: a person knows only what the test
// gives (no years, places, photo or parents), so each test states the fields its logic reads.

/** A person of a chart answer, named `P<id> X` unless the test names them. */
export function chartPerson(personId: number, fields: Partial<ChartPerson> = {}): ChartPerson {
  return {
    personId,
    firstName: `P${personId}`,
    middleName: null,
    lastName: 'X',
    photoUrl: null,
    gender: 'U',
    birthYear: null,
    deathYear: null,
    familyId: 1,
    fatherId: null,
    motherId: null,
    childOrder: null,
    birthPlace: null,
    deathPlace: null,
    ...fields,
  };
}

/**
 * A builder of persons called by their first names, for tests that speak of Dad and Mum rather
 * than of ids: each call takes the next id from `firstId` on; `defaults` go to every person.
 */
export function namedPersons(firstId: number, defaults: Partial<ChartPerson> = {}) {
  let nextId = firstId;
  return (firstName: string, fields: Partial<ChartPerson> = {}): ChartPerson =>
    chartPerson(nextId++, { firstName, ...defaults, ...fields });
}

/** The server's chart answer around `focusId`, with no other families. */
export const chartAnswer = (
  focusId: number,
  persons: ChartPerson[],
  unions: ChartResponse['unions'] = [],
): ChartResponse => ({ focusId, persons, unions, otherFamilies: [] });
