import {
  apiPaths,
  errorCodes,
  messages,
  relationResponseSchema,
  type RelationResponse,
  type TreeNode,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import {
  buildRelationFamily,
  pathNames,
  shape,
  type Family,
  type Who,
} from './relation.fixture.js';
import { addPerson, client, snapshot } from './tree.test-helpers.js';

// GET /api/familyTree/{familyId}/relation: relations by marriage, refusals, and bad data (loops).

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let f: Family;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  f = await buildRelationFamily(t.context, family.familyId, other.familyId);
});

afterAll(async () => {
  await t?.close();
});

const relationUrl = (familyId: number, first: number | string, second: number | string) =>
  `${apiPaths.relation(familyId)}?firstPerson=${first}&secondPerson=${second}`;

async function relation(first: Who, second: Who): Promise<RelationResponse> {
  const res = await client(t).get(relationUrl(family.familyId, f[first], f[second]));
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<RelationResponse>();
  expect(relationResponseSchema.parse(body)).toEqual(body);
  return body;
}

type Row = [Who, Who, string];

describe('spouses and in-laws', () => {
  const rows: Row[] = [
    ['dan', 'diana', "Dan is Diana's husband"],
    ['diana', 'dan', "Diana is Dan's wife"],
    // spouse's sibling
    ['diana', 'dora', "Diana is Dora's sister-in-law"],
    ['dora', 'diana', "Dora is Diana's sister-in-law"],
    ['colin', 'bob', "Colin is Bob's brother-in-law"],
    ['bob', 'colin', "Bob is Colin's brother-in-law"],
    ['hanna', 'carol', "Hanna is Carol's sister-in-law"],
    // child's spouse
    ['diana', 'bob', "Diana is Bob's daughter-in-law"],
    ['diana', 'beth', "Diana is Beth's daughter-in-law"],
    ['colin', 'adam', "Colin is Adam's son-in-law"],
    // spouse's parent
    ['bob', 'diana', "Bob is Diana's father-in-law"],
    ['beth', 'diana', "Beth is Diana's mother-in-law"],
    ['eve', 'colin', "Eve is Colin's mother-in-law"],
    // parent's spouse, spouse's child
    ['lilith', 'bob', "Lilith is Bob's stepmother"],
    ['bob', 'lilith', "Bob is Lilith's stepson"],
    // spouse of a cousin
    ['cyril', 'dan', "Cyril is the husband of Dan's first cousin"],
    ['dan', 'cyril', "Dan is Cyril's wife's first cousin"],
    ['diana', 'carol', "Diana is the wife of Carol's nephew"],
  ];
  it.each(rows)('%s to %s', async (first, second, expected) => {
    expect((await relation(first, second)).relationship).toBe(expected);
  });

  it('answers a couple as one node, the path from the first to the second', async () => {
    const body = await relation('dan', 'diana');
    expect(shape(body.tree)).toEqual(['Dan', ['Diana'], []]);
    expect(pathNames(f, body)).toEqual(['dan', 'diana']);
    expect(pathNames(f, await relation('diana', 'dan'))).toEqual(['diana', 'dan']);
  });

  it("hangs the first person's spouse beside their blood relative", async () => {
    const body = await relation('diana', 'dora');
    expect(pathNames(f, body)).toEqual(['diana', 'dan', 'bob', 'dora']);
    expect(shape(body.tree)).toEqual([
      'Bob',
      ['Beth'],
      [
        ['Dan', ['Diana'], []],
        ['Dora', [], []],
      ],
    ]);
  });

  it("hangs the second person's spouse beside their blood relative", async () => {
    const body = await relation('bob', 'diana');
    expect(pathNames(f, body)).toEqual(['bob', 'dan', 'diana']);
    expect(shape(body.tree)).toEqual(['Bob', ['Beth'], [['Dan', ['Diana'], []]]]);
  });

  it("shows a stepmother beside the father, after the child's own mother", async () => {
    const body = await relation('lilith', 'bob');
    expect(pathNames(f, body)).toEqual(['lilith', 'adam', 'bob']);
    expect(shape(body.tree)).toEqual(['Adam', ['Eve', 'Lilith'], [['Bob', [], []]]]);
  });

  it('roots the spouse of a cousin at the nearest common ancestor of the cousins', async () => {
    const body = await relation('cyril', 'dan');
    expect(pathNames(f, body)).toEqual(['cyril', 'cath', 'carol', 'adam', 'bob', 'dan']);
    expect(shape(body.tree)).toEqual([
      'Adam',
      ['Eve'],
      [
        ['Carol', ['Colin'], [['Cath', ['Cyril'], []]]],
        ['Bob', ['Beth'], [['Dan', [], []]]],
      ],
    ]);
  });

  it('relates a spouse linked from another family', async () => {
    expect((await relation('ed', 'olga')).relationship).toBe("Ed is Olga's husband");
    expect((await relation('olga', 'dan')).relationship).toBe("Olga is Dan's daughter-in-law");
    const body = await relation('olga', 'ella');
    expect(body.relationship).toBe("Olga is the wife of Ella's first cousin");
    expect(body.tree.member.personId).toBe(f.bob);
  });
});

describe('blood relations are not repeated through the other parent (issue 28)', () => {
  const summaries: Row[] = [
    ['dan', 'beth', "Dan is Beth's son"],
    ['beth', 'dan', "Beth is Dan's mother"],
    ['bob', 'dan', "Bob is Dan's father"],
    ['adam', 'dan', "Adam is Dan's grandfather"],
    ['dan', 'eve', "Dan is Eve's grandson"],
    // Adam's second wife is no grandmother of Dan: the relation through Adam stays.
    ['lilith', 'dan', "Lilith is the wife of Dan's grandfather"],
  ];
  it.each(summaries)('%s to %s', async (first, second, expected) => {
    expect((await relation(first, second)).summary).toBe(expected);
  });
});

describe('refusals', () => {
  it('answers 404 with a clear message for two unrelated persons', async () => {
    const res = await client(t).get(relationUrl(family.familyId, f.zed, f.adam));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'Zed and Adam are not related in this family tree.',
      code: errorCodes.notFound,
    });
  });

  it('answers 404 for two wives of one man, who are not related to each other', async () => {
    const res = await client(t).get(relationUrl(family.familyId, f.eve, f.lilith));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Eve and Lilith are not related in this family tree.');
  });

  it('answers 404 for a person of another family or an unknown id', async () => {
    const stranger = await addPerson(t.context, other.familyId, { first: 'Stranger' });
    for (const [a, b] of [
      [f.adam, stranger],
      [stranger, f.adam],
      [f.adam, 999_999],
    ]) {
      const res = await client(t).get(relationUrl(family.familyId, a!, b!));
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(errorCodes.notFound);
    }
    // Asked through the other family, this family's persons are unknown too.
    const res = await client(t).get(relationUrl(other.familyId, f.adam, f.bob));
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 with a clear message for the same person twice', async () => {
    const res = await client(t).get(relationUrl(family.familyId, f.ian, f.ian));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: messages.relation.samePerson,
      code: errorCodes.invalidInput,
      fields: { secondPerson: messages.relation.samePerson },
    });
  });

  it('answers 400 for missing or non-numeric ids', async () => {
    for (const url of [
      apiPaths.relation(family.familyId),
      `${apiPaths.relation(family.familyId)}?firstPerson=${f.adam}`,
      relationUrl(family.familyId, 'abc', f.adam),
      relationUrl(family.familyId, f.adam, -3),
      `/api/familyTree/abc/relation?firstPerson=${f.adam}&secondPerson=${f.bob}`,
    ]) {
      const res = await client(t).get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe(errorCodes.invalidInput);
    }
  });
});

describe('no depth limit', () => {
  it('names the ends of a line of 400 generations (the search walks all of it)', async () => {
    const deep = await createFamily(t.context);
    const root = await addPerson(t.context, deep.familyId, { first: 'Deeproot' });
    let last = root;
    for (let g = 1; g <= 400; g++)
      last = await addPerson(t.context, deep.familyId, { first: `Gen${g}`, father: last });
    const res = await client(t).get(relationUrl(deep.familyId, root, last));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RelationResponse>();
    expect(body.relationship).toBe("Deeproot is Gen400's 398th great-grandfather");
    expect(body.path).toHaveLength(401);
    const back = await client(t).get(relationUrl(deep.familyId, last, root));
    expect(back.json<RelationResponse>().relationship).toBe(
      "Gen400 is Deeproot's 398th great-grandson",
    );
  }, 60_000);
});

describe('ancestor loops in bad data', () => {
  let loop: TestFamily;
  let a: number;
  let b: number;
  let c: number;
  let founder: number;

  beforeAll(async () => {
    loop = await createFamily(t.context);
    founder = await addPerson(t.context, loop.familyId, { first: 'Founder' });
    a = await addPerson(t.context, loop.familyId, { first: 'Loopa' });
    b = await addPerson(t.context, loop.familyId, { first: 'Loopb', father: a });
    c = await addPerson(t.context, loop.familyId, { first: 'Loopc', father: b });
    // A is B's father and B is A's father.
    await t.context.db.updateTable('persons').set({ father_id: b }).where('id', '=', a).execute();
  });

  /** Runs a request: a walk that loops on the bad data would never answer (the test's timeout). */
  async function prompt(url: string, token?: string) {
    return client(t).get(url, token);
  }

  it('answers the relation of two persons on the loop promptly', async () => {
    const res = await prompt(relationUrl(loop.familyId, a, b));
    expect(res.statusCode).toBe(200);
    expect(res.json<RelationResponse>().relationship).toMatch(/^Loopa is Loopb's (father|son)$/);
    expect((await prompt(relationUrl(loop.familyId, c, a))).statusCode).toBe(200);
  });

  it('answers 404 promptly between the loop and an unrelated founder', async () => {
    const res = await prompt(relationUrl(loop.familyId, c, founder));
    expect(res.statusCode).toBe(404);
  });

  it('answers the full tree and the member trees promptly', async () => {
    const full = await prompt(apiPaths.tree(loop.familyId));
    expect(full.statusCode).toBe(200);
    expect(full.json<TreeNode[]>().map((n) => n.member.personId)).toEqual([founder]);
    for (const id of [a, b, c]) {
      const res = await prompt(apiPaths.memberTree(loop.familyId, id));
      expect(res.statusCode).toBe(200);
    }
    const tree = (await prompt(apiPaths.memberTree(loop.familyId, a))).json<TreeNode[]>();
    // The line stops where a person would appear a second time.
    expect(tree[0]!.member.personId).toBe(a);
    expect(tree[0]!.childs.map((n) => n.member.personId)).toEqual([b]);
    expect(tree[0]!.childs[0]!.childs.map((n) => n.member.personId)).toEqual([c]);
  });

  it('answers generation, member detail, branch cards and canedit promptly', async () => {
    expect((await prompt(apiPaths.generation(loop.domainName, c))).statusCode).toBe(200);
    expect((await prompt(apiPaths.memberDetail(0, a))).statusCode).toBe(200);
    expect((await prompt(apiPaths.memberBranchCards(loop.familyId, a))).statusCode).toBe(200);
    const token = await login(t.app, loop.admin.email, testPassword);
    const res = await prompt(apiPaths.canEdit(loop.familyId, loop.admin.userId, c), token);
    expect(res.json()).toBe(true);
  });

  it('refuses promptly to marry a person on the loop to their own ancestor', async () => {
    const token = await login(t.app, loop.admin.email, testPassword);
    const before = await snapshot(t.context);
    // A walk that loops would never answer: the test's timeout catches it, not a stopwatch.
    const res = await client(t).post(
      apiPaths.saveMember(0, c),
      { memberType: 'SPOUSE', isSpouseMember: true, spouseId: a },
      token,
    );
    expect(res.statusCode).toBe(409);
    expect(await snapshot(t.context)).toEqual(before);
  });
});
