import { apiPaths, chartResponseSchema, type ChartResponse } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { buildTreeFamily, type TreeFamily } from './tree.fixture.js';
import { addPerson, client } from './tree.test-helpers.js';

// GET .../member/{id}/chart: the persons of a chart around one member (issue 14).

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let p: TreeFamily;
let lukeChild: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  p = await buildTreeFamily(t.context, family.familyId, other.familyId);
  lukeChild = await addPerson(t.context, family.familyId, {
    first: 'Lina',
    last: 'Mathew',
    gender: 'F',
    father: p.luke,
    order: 1,
  });
});
afterAll(() => t?.close());

async function chart(id: number, query = ''): Promise<ChartResponse> {
  const res = await client(t).get(`${apiPaths.chart(family.familyId, id)}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ChartResponse>();
  expect(chartResponseSchema.parse(body)).toEqual(body);
  return body;
}
const names = (body: ChartResponse) => body.persons.map((x) => x.firstName).sort();

describe('GET /api/familyTree/id/{familyId}/member/{id}/chart', () => {
  it('answers the ancestors (4 generations by default) with their spouses', async () => {
    const body = await chart(lukeChild);
    expect(body.focusId).toBe(lukeChild);
    expect(names(body)).toEqual(['Joseph', 'José', 'Lina', 'Luke', 'Mary', 'Rosa']);
    const lina = body.persons.find((x) => x.personId === lukeChild)!;
    expect(lina).toMatchObject({ fatherId: p.luke, motherId: null, familyId: family.familyId });
    expect(body.unions).toContainEqual({ personId: p.joseph, spouseId: p.mary, unionOrder: 1 });
  });

  it('stops the ancestors at the asked number of generations', async () => {
    expect(names(await chart(lukeChild, '?ancestors=1'))).toEqual(['Lina', 'Luke']);
    expect(names(await chart(lukeChild, '?ancestors=2'))).toEqual(['José', 'Lina', 'Luke', 'Rosa']);
    expect(names(await chart(lukeChild, '?ancestors=0'))).toEqual(['Lina']);
  });

  it('answers the descendants to the asked depth, with spouses and their other families', async () => {
    const two = await chart(p.joseph, '?ancestors=0&descendants=1');
    expect(names(two)).toEqual([
      'Anna',
      'Joseph',
      'José',
      'Mary',
      'Olga',
      'Peter',
      'Rosa',
      'Thomas',
    ]);
    const olga = two.persons.find((x) => x.personId === p.olga)!;
    expect(olga.familyId).toBe(other.familyId);
    expect(two.otherFamilies).toEqual([
      { familyId: other.familyId, domain: other.domainName, name: expect.any(String) },
    ]);
    const all = await chart(p.joseph, '?ancestors=0&descendants=300');
    expect(names(all)).toContain('Lina');
    expect(all.persons).toHaveLength(new Set(all.persons.map((x) => x.personId)).size);
  });

  it('refuses a depth out of range or not a number, naming the field', async () => {
    for (const query of ['?ancestors=301', '?descendants=-1', '?ancestors=two']) {
      const res = await client(t).get(`${apiPaths.chart(family.familyId, p.joseph)}${query}`);
      expect(res.statusCode, query).toBe(400);
      const field = query.slice(1, query.indexOf('='));
      expect(res.json<{ fields: Record<string, string> }>().fields[field], query).toBeTruthy();
    }
  });

  it("answers 404 for another family's person or an unknown id", async () => {
    const res = await client(t).get(apiPaths.chart(family.familyId, p.olga));
    expect(res.statusCode).toBe(404);
    expect((await client(t).get(apiPaths.chart(family.familyId, 2_000_000_000))).statusCode).toBe(
      404,
    );
  });
});
