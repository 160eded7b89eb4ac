import { apiPaths, relationResponseSchema, type RelationResponse } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import {
  buildRelationFamily,
  pathNames,
  shape,
  type Family,
  type Shape,
  type Who,
} from './relation.fixture.js';
import { client } from './tree.test-helpers.js';

// GET /api/familyTree/{familyId}/relation: blood relations in the hand-built family of
// relation.fixture.ts. In-laws, refusals and bad data are in relation-inlaws.test.ts.

let t: TestContext;
let family: TestFamily;
let f: Family;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  const other = await createFamily(t.context);
  f = await buildRelationFamily(t.context, family.familyId, other.familyId);
});

afterAll(async () => {
  await t?.close();
});

async function relation(first: Who, second: Who): Promise<RelationResponse> {
  const res = await client(t).get(
    `${apiPaths.relation(family.familyId)}?firstPerson=${f[first]}&secondPerson=${f[second]}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<RelationResponse>();
  expect(relationResponseSchema.parse(body)).toEqual(body);
  return body;
}

const sentence = async (first: Who, second: Who) => (await relation(first, second)).relationship;

/** Each row: first, second, the expected sentence. */
type Row = [Who, Who, string];

describe('direct line', () => {
  const rows: Row[] = [
    ['gus', 'ian', "Gus is Ian's father"],
    ['fay', 'gus', "Fay is Gus's mother"],
    ['fay', 'ian', "Fay is Ian's grandmother"],
    ['ed', 'ian', "Ed is Ian's great-grandfather"],
    ['dan', 'ian', "Dan is Ian's great-great-grandfather"],
    ['bob', 'ian', "Bob is Ian's 3rd great-grandfather"],
    ['adam', 'ian', "Adam is Ian's 4th great-grandfather"],
    ['eve', 'ian', "Eve is Ian's 4th great-grandmother"],
    ['ian', 'gus', "Ian is Gus's son"],
    ['dora', 'beth', "Dora is Beth's daughter"],
    ['fay', 'dan', "Fay is Dan's granddaughter"],
    ['gus', 'dan', "Gus is Dan's great-grandson"],
    ['ian', 'dan', "Ian is Dan's great-great-grandson"],
    ['ian', 'bob', "Ian is Bob's 3rd great-grandson"],
    ['ian', 'adam', "Ian is Adam's 4th great-grandson"],
  ];
  it.each(rows)('%s to %s', async (first, second, expected) => {
    expect(await sentence(first, second)).toBe(expected);
  });

  it('roots the tree at the ancestor and walks the line down, with the co-parents as spouses', async () => {
    const body = await relation('adam', 'ian');
    expect(pathNames(f, body)).toEqual(['adam', 'bob', 'dan', 'ed', 'fay', 'gus', 'ian']);
    const line: Shape = [
      'Adam',
      ['Eve'],
      [
        [
          'Bob',
          ['Beth'],
          [['Dan', ['Diana'], [['Ed', [], [['Fay', [], [['Gus', [], [['Ian', [], []]]]]]]]]]],
        ],
      ],
    ];
    expect(shape(body.tree)).toEqual(line);
  });

  it('walks the path up from a descendant', async () => {
    const body = await relation('ian', 'dan');
    expect(pathNames(f, body)).toEqual(['ian', 'gus', 'fay', 'ed', 'dan']);
    expect(body.tree.member.personId).toBe(f.dan);
  });
});

describe('siblings and half-siblings', () => {
  const rows: Row[] = [
    ['dan', 'dora', "Dan is Dora's brother"],
    ['dora', 'dan', "Dora is Dan's sister"],
    ['bob', 'carol', "Bob is Carol's brother"],
    ['bob', 'hal', "Bob is Hal's half-brother"],
    ['hal', 'bob', "Hal is Bob's half-brother"],
    ['carol', 'hal', "Carol is Hal's half-sister"],
  ];
  it.each(rows)('%s to %s', async (first, second, expected) => {
    expect(await sentence(first, second)).toBe(expected);
  });

  it('shows both parents under the common father for full siblings', async () => {
    const body = await relation('dan', 'dora');
    expect(pathNames(f, body)).toEqual(['dan', 'bob', 'dora']);
    expect(shape(body.tree)).toEqual([
      'Bob',
      ['Beth'],
      [
        ['Dan', [], []],
        ['Dora', [], []],
      ],
    ]);
  });

  it('shows the two mothers of half-siblings beside their father', async () => {
    const body = await relation('bob', 'hal');
    expect(pathNames(f, body)).toEqual(['bob', 'adam', 'hal']);
    expect(shape(body.tree)).toEqual([
      'Adam',
      ['Eve', 'Lilith'],
      [
        ['Bob', [], []],
        ['Hal', [], []],
      ],
    ]);
  });
});

describe('uncles, aunts, nephews and nieces', () => {
  const rows: Row[] = [
    ['dora', 'ed', "Dora is Ed's aunt"],
    ['dan', 'ella', "Dan is Ella's uncle"],
    ['bob', 'cath', "Bob is Cath's uncle"],
    ['carol', 'dan', "Carol is Dan's aunt"],
    ['bob', 'cole', "Bob is Cole's great-uncle"],
    ['carol', 'ed', "Carol is Ed's great-aunt"],
    ['carol', 'fay', "Carol is Fay's great-great-aunt"],
    ['carol', 'gus', "Carol is Gus's 3rd great-aunt"],
    ['hal', 'dan', "Hal is Dan's half-uncle"],
    ['ed', 'dora', "Ed is Dora's nephew"],
    ['ella', 'dan', "Ella is Dan's niece"],
    ['cole', 'bob', "Cole is Bob's great-nephew"],
    ['fay', 'carol', "Fay is Carol's great-great-niece"],
    ['dan', 'hal', "Dan is Hal's half-nephew"],
  ];
  it.each(rows)('%s to %s', async (first, second, expected) => {
    expect(await sentence(first, second)).toBe(expected);
  });

  it('roots an uncle relation at the grandparent', async () => {
    const body = await relation('dora', 'ed');
    expect(pathNames(f, body)).toEqual(['dora', 'bob', 'dan', 'ed']);
    expect(shape(body.tree)).toEqual([
      'Bob',
      ['Beth'],
      [
        ['Dora', [], []],
        ['Dan', ['Diana'], [['Ed', [], []]]],
      ],
    ]);
  });
});

describe('cousins', () => {
  const rows: Row[] = [
    ['dan', 'cath', "Dan is Cath's first cousin"],
    ['cath', 'dan', "Cath is Dan's first cousin"],
    ['ed', 'ella', "Ed is Ella's first cousin"],
    ['ed', 'cole', "Ed is Cole's second cousin"],
    ['fay', 'cora', "Fay is Cora's third cousin"],
    ['ed', 'cath', "Ed is Cath's first cousin once removed"],
    ['cath', 'ed', "Cath is Ed's first cousin once removed"],
    ['dan', 'cole', "Dan is Cole's first cousin once removed"],
    ['dan', 'cora', "Dan is Cora's first cousin twice removed"],
    ['ed', 'cora', "Ed is Cora's second cousin once removed"],
    ['gus', 'cora', "Gus is Cora's third cousin once removed"],
    ['ian', 'cora', "Ian is Cora's third cousin twice removed"],
    ['dan', 'hugo', "Dan is Hugo's half-first cousin"],
  ];
  it.each(rows)('%s to %s', async (first, second, expected) => {
    expect(await sentence(first, second)).toBe(expected);
  });

  it('roots first cousins at the shared grandparents', async () => {
    const body = await relation('dan', 'cath');
    expect(pathNames(f, body)).toEqual(['dan', 'bob', 'adam', 'carol', 'cath']);
    expect(shape(body.tree)).toEqual([
      'Adam',
      ['Eve'],
      [
        ['Bob', ['Beth'], [['Dan', [], []]]],
        ['Carol', ['Colin'], [['Cath', [], []]]],
      ],
    ]);
  });

  it('roots third cousins at the founders, five generations up', async () => {
    const body = await relation('fay', 'cora');
    expect(pathNames(f, body)).toEqual([
      'fay',
      'ed',
      'dan',
      'bob',
      'adam',
      'carol',
      'cath',
      'cole',
      'cora',
    ]);
    expect(body.tree.member.personId).toBe(f.adam);
    expect(body.tree.spouse.map((s) => s.personId)).toEqual([f.eve]);
    expect(body.tree.childs.map((c) => c.member.personId)).toEqual([f.bob, f.carol]);
  });

  it('roots half-cousins at the one shared grandparent', async () => {
    const body = await relation('dan', 'hugo');
    expect(pathNames(f, body)).toEqual(['dan', 'bob', 'adam', 'hal', 'hugo']);
    expect(shape(body.tree)).toEqual([
      'Adam',
      ['Eve', 'Lilith'],
      [
        ['Bob', ['Beth'], [['Dan', [], []]]],
        ['Hal', ['Hanna'], [['Hugo', [], []]]],
      ],
    ]);
  });

  it('answers the tree nodes in the shape of spec part 3', async () => {
    const body = await relation('dan', 'cath');
    expect(Object.keys(body).sort()).toEqual([
      'path',
      'relations',
      'relationship',
      'summary',
      'tree',
    ]);
    expect(Object.keys(body.tree).sort()).toEqual(['childs', 'member', 'spouse']);
    expect(body.tree.member).toEqual({
      personId: f.adam,
      firstName: 'Adam',
      lastName: 'Root',
      photoUrl: null,
      gender: 'M',
      birthYear: null,
      deathYear: null,
    });
  });
});
