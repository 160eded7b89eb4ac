import { chartContract, pathOf, type ChartPerson, type ChartResponse } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestContext, type TestContext } from '../../test-support/index.js';
import { buildPrivacyWorld, type PrivacyWorld } from '../events/privacy.fixture.js';

// The chart's places (issue 32): a card shows where a person was born or died, under the same
// living-person rule as the birthplace everywhere else (issue 16, decision 0019).

let t: TestContext;
let w: PrivacyWorld;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildPrivacyWorld(t);
  const deathOf = (personId: number, place: string) => ({
    family_id: w.family.familyId,
    person_id: personId,
    spouse_id: null,
    position: 1,
    of_family: 0,
    tag: 'DEAT',
    place,
  });
  // A living person's death event is odd data, but its place is a place: the rule hides it.
  await t.context.db
    .insertInto('gedcom_events')
    .values([deathOf(w.ids.grandpa, 'Seaside'), deathOf(w.ids.father, 'Nowhere')])
    .execute();
});
afterAll(() => t?.close());

async function chartOfAnn(token?: string): Promise<Map<string, ChartPerson>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${pathOf(chartContract, { familyId: w.family.familyId, id: w.ids.ann })}?ancestors=3`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return new Map(res.json<ChartResponse>().persons.map((p) => [p.firstName, p]));
}

describe('the places of a chart', () => {
  it("gives a visitor a deceased person's places and a living person's birth year only", async () => {
    const persons = await chartOfAnn();
    expect(persons.get('Grandpa')).toMatchObject({ birthPlace: 'Oldtown', deathPlace: 'Seaside' });
    const ann = persons.get('Ann')!;
    expect(ann.birthYear).toBe(Number(w.dates.annBirth.slice(0, 4)));
    expect(ann).toMatchObject({ birthPlace: null, deathPlace: null });
    expect(persons.get('Frank')).toMatchObject({ birthPlace: null, deathPlace: null });
  });

  it('hides them from a member of another family and shows them to the admins', async () => {
    const stranger = await chartOfAnn(w.tokens.otherAdmin);
    expect(stranger.get('Ann')).toMatchObject({ birthPlace: null });
    expect(stranger.get('Frank')).toMatchObject({ deathPlace: null });
    for (const token of [w.tokens.admin, w.tokens.branch]) {
      const persons = await chartOfAnn(token);
      expect(persons.get('Ann')).toMatchObject({ birthPlace: 'Springfield' });
      expect(persons.get('Frank')).toMatchObject({ deathPlace: 'Nowhere' });
    }
  });
});
