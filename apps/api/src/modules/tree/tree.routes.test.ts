import {
  apiPaths,
  errorCodes,
  generationEntrySchema,
  memberCardSchema,
  treeNodeSchema,
  type GenerationEntry,
  type MemberCard,
  type TreeNode,
} from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { buildTreeFamily, type TreeFamily } from './tree.fixture.js';
import { addPerson, client, marry } from './tree.test-helpers.js';

// Tree reads: full tree, member tree, member cards and branch cards, generation line.

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let bulk: TestFamily;
let p: TreeFamily;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  bulk = await createFamily(t.context);
  p = await buildTreeFamily(t.context, family.familyId, other.familyId);
  for (let i = 1; i <= 30; i++) {
    await addPerson(t.context, bulk.familyId, { first: `Bulk${String(i).padStart(2, '0')}` });
  }
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => client(t).get(url);

/** A node as first names: [member, spouses, children]. */
type Shape = [string, string[], Shape[]];
const shape = (n: TreeNode): Shape => [
  n.member.firstName,
  n.spouse.map((s) => s.firstName),
  n.childs.map(shape),
];

describe('GET /api/familyTree/id/{familyId}', () => {
  it('answers one node per founder, the founding couple as one node with its spouse', async () => {
    const res = await get(apiPaths.tree(family.familyId));
    expect(res.statusCode).toBe(200);
    const nodes = res.json<TreeNode[]>();
    for (const n of nodes) expect(treeNodeSchema.parse(n)).toEqual(n);
    expect(nodes.map(shape)).toEqual([
      [
        'Joseph',
        ['Mary'],
        [
          ['José', ['Rosa'], [['Luke', [], []]]],
          ['Anna', ['Peter'], []],
          ['Thomas', ['Olga'], []],
        ],
      ],
      ['Walter', [], [['Wendy', [], []]]],
      ['Grace', ['Henry'], [['Gina', [], []]]],
    ] satisfies Shape[]);
  });

  it('answers each person in the tree-node shape of spec part 3', async () => {
    const [root] = (await get(apiPaths.tree(family.familyId))).json<TreeNode[]>();
    expect(Object.keys(root!).sort()).toEqual(['childs', 'member', 'spouse']);
    expect(root!.member).toEqual({
      personId: p.joseph,
      firstName: 'Joseph',
      lastName: 'Mathew',
      photoUrl: null,
      gender: 'M',
      birthYear: null,
      deathYear: null,
    });
    expect(root!.spouse).toEqual([
      {
        personId: p.mary,
        firstName: 'Mary',
        lastName: 'Mathew',
        photoUrl: null,
        gender: 'F',
        birthYear: null,
        deathYear: null,
      },
    ]);
  });

  it('orders children by childOrder, not by insertion', async () => {
    const [root] = (await get(apiPaths.tree(family.familyId))).json<TreeNode[]>();
    expect(root!.childs.map((c) => c.member.personId)).toEqual([p.jose, p.anna, p.thomas]);
  });

  it('never makes a married-in spouse a root', async () => {
    const nodes = (await get(apiPaths.tree(family.familyId))).json<TreeNode[]>();
    const roots = nodes.map((n) => n.member.personId);
    for (const id of [p.mary, p.rosa, p.peter, p.henry, p.olga]) expect(roots).not.toContain(id);
  });

  it("shows a linked spouse in its own family's tree as that family's person", async () => {
    const nodes = (await get(apiPaths.tree(other.familyId))).json<TreeNode[]>();
    expect(nodes.map((n) => n.member.personId)).toEqual([p.olga]);
  });

  it('answers [] for a family without persons or an unknown family, 400 for a bad id', async () => {
    const empty = await createFamily(t.context);
    expect((await get(apiPaths.tree(empty.familyId))).json()).toEqual([]);
    expect((await get(apiPaths.tree(999_999))).json()).toEqual([]);
    const bad = await get('/api/familyTree/id/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe(errorCodes.invalidInput);
  });
});

describe('GET /api/familyTree/id/{familyId}/member/{id}', () => {
  it("answers the member's branch in the same shape, rooted at the member", async () => {
    const res = await get(apiPaths.memberTree(family.familyId, p.jose));
    expect(res.statusCode).toBe(200);
    expect(res.json<TreeNode[]>().map(shape)).toEqual([['José', ['Rosa'], [['Luke', [], []]]]]);
    const whole = (await get(apiPaths.memberTree(family.familyId, p.joseph))).json<TreeNode[]>();
    expect(whole.map(shape)).toEqual(
      (await get(apiPaths.tree(family.familyId))).json<TreeNode[]>().slice(0, 1).map(shape),
    );
  });

  it('answers 404 for a person of another family and for an unknown id', async () => {
    expect((await get(apiPaths.memberTree(family.familyId, p.olga))).statusCode).toBe(404);
    expect((await get(apiPaths.memberTree(other.familyId, p.jose))).statusCode).toBe(404);
    expect((await get(apiPaths.memberTree(family.familyId, 999_999))).statusCode).toBe(404);
  });
});

describe('GET /api/family/members/{familyId}', () => {
  const cards = (familyId: number, query = '') => get(`${apiPaths.memberCards(familyId)}${query}`);

  it("answers the family's own persons as cards, by last then first name, with the total", async () => {
    const res = await cards(family.familyId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('13');
    const body = res.json<MemberCard[]>();
    for (const c of body) expect(memberCardSchema.parse(c)).toEqual(c);
    const names = body.map((c) => c.firstName);
    // Where 'José' falls beside 'Joseph' is the database's collation (bytes on SQLite, the
    // locale on PostgreSQL), so only its neighbourhood is asserted.
    expect(names.indexOf('José')).toBeGreaterThan(names.indexOf('Anna'));
    expect(names.indexOf('José')).toBeLessThan(names.indexOf('Luke'));
    expect(names.filter((n) => n !== 'José')).toEqual([
      'Peter',
      'Rosa',
      'Gina',
      'Grace',
      'Henry',
      'Anna',
      'Joseph',
      'Luke',
      'Mary',
      'Thomas',
      'Walter',
      'Wendy',
    ]);
    expect(body.find((c) => c.personId === p.jose)).toEqual({
      personId: p.jose,
      firstName: 'José',
      middleName: 'Antonio',
      lastName: 'Mathew',
      photoUrl: null,
    });
  });

  it('pages with the spec page size of 24 by default', async () => {
    const first = await cards(bulk.familyId);
    expect(first.headers['x-total-count']).toBe('30');
    expect(first.json<MemberCard[]>()).toHaveLength(24);
    const second = await cards(bulk.familyId, '?page=2');
    expect(second.json<MemberCard[]>().map((c) => c.firstName)).toEqual([
      'Bulk25',
      'Bulk26',
      'Bulk27',
      'Bulk28',
      'Bulk29',
      'Bulk30',
    ]);
    expect(second.headers['x-total-count']).toBe('30');
  });

  it('takes a page size from 1 to 100 and answers [] past the end', async () => {
    expect((await cards(bulk.familyId, '?pageSize=1')).json<MemberCard[]>()).toHaveLength(1);
    expect((await cards(bulk.familyId, '?pageSize=100')).json<MemberCard[]>()).toHaveLength(30);
    const page = (await cards(bulk.familyId, '?page=3&pageSize=7')).json<MemberCard[]>();
    expect(page.map((c) => c.firstName)).toEqual([
      'Bulk15',
      'Bulk16',
      'Bulk17',
      'Bulk18',
      'Bulk19',
      'Bulk20',
      'Bulk21',
    ]);
    const past = await cards(bulk.familyId, '?page=9');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('30');
  });

  it('refuses page sizes and pages out of bounds with 400', async () => {
    for (const query of ['?pageSize=0', '?pageSize=101', '?page=0', '?page=-1', '?pageSize=abc']) {
      const res = await cards(bulk.familyId, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe(errorCodes.invalidInput);
    }
  });
});

describe('GET /api/familyTree/id/{familyId}/member/{id}/members', () => {
  const branch = (id: number, query = '') =>
    get(`${apiPaths.memberBranchCards(family.familyId, id)}${query}`);

  it("answers the cards of the member's branch: descendants and their spouses", async () => {
    const res = await branch(p.jose);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.json<MemberCard[]>().map((c) => c.firstName)).toEqual(['Rosa', 'José', 'Luke']);
  });

  it('includes a spouse linked from another family, and pages', async () => {
    const all = (await branch(p.joseph, '?pageSize=100')).json<MemberCard[]>();
    expect(all.map((c) => c.personId).sort((a, b) => a - b)).toEqual(
      [p.joseph, p.mary, p.jose, p.anna, p.thomas, p.rosa, p.peter, p.olga, p.luke].sort(
        (a, b) => a - b,
      ),
    );
    const page = await branch(p.joseph, '?page=2&pageSize=4');
    expect(page.headers['x-total-count']).toBe('9');
    expect(page.json<MemberCard[]>()).toEqual(all.slice(4, 8));
    expect((await branch(p.joseph, '?pageSize=101')).statusCode).toBe(400);
  });

  it('answers 404 outside the family', async () => {
    expect((await branch(p.olga)).statusCode).toBe(404);
  });
});

describe('GET /api/familyTree/domain/{domain}/member/{id}/generation', () => {
  async function line(id: number, domain = family.domainName) {
    const res = await get(apiPaths.generation(domain, id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<GenerationEntry[]>();
    for (const e of body) expect(generationEntrySchema.parse(e)).toEqual(e);
    return body.map((e) => [e.generation, e.firstName] as const);
  }

  it('answers the line from the founder (generation 1) down to the member', async () => {
    expect(await line(p.luke)).toEqual([
      [1, 'Joseph'],
      [2, 'José'],
      [3, 'Luke'],
    ]);
    expect(await line(p.wendy)).toEqual([
      [1, 'Walter'],
      [2, 'Wendy'],
    ]);
    expect(await line(p.joseph)).toEqual([[1, 'Joseph']]);
    const entries = (await get(apiPaths.generation(family.domainName, p.luke))).json();
    expect(entries[0]).toEqual({
      generation: 1,
      personId: p.joseph,
      firstName: 'Joseph',
      lastName: 'Mathew',
    });
  });

  it("gives a married-in spouse their spouse's line, ending with themselves", async () => {
    expect(await line(p.rosa)).toEqual([
      [1, 'Joseph'],
      [2, 'Rosa'],
    ]);
    expect(await line(p.mary)).toEqual([[1, 'Mary']]);
    expect(await line(p.henry)).toEqual([[1, 'Henry']]);
  });

  it('starts a line at the founder the tree shows, not at her married-in husband', async () => {
    expect(await line(p.gina)).toEqual([
      [1, 'Grace'],
      [2, 'Gina'],
    ]);
  });

  it("keeps the line within the family when a parent's ancestors live in another family", async () => {
    const gen = await createFamily(t.context);
    const vera = await addPerson(t.context, gen.familyId, { first: 'Vera', gender: 'F' });
    const igor = await addPerson(t.context, other.familyId, { first: 'Igor' });
    const ivan = await addPerson(t.context, other.familyId, { first: 'Ivan', father: igor });
    await marry(t.context, gen.familyId, vera, ivan);
    const vic = await addPerson(t.context, gen.familyId, {
      first: 'Vic',
      father: ivan,
      mother: vera,
      order: 1,
    });
    expect(await line(vic, gen.domainName)).toEqual([
      [1, 'Vera'],
      [2, 'Vic'],
    ]);
  });

  it('finds the family whatever the case of the domain', async () => {
    expect(await line(p.luke, family.domainName.toUpperCase())).toHaveLength(3);
  });

  it('answers 404 for an unknown domain, another family, or an unknown id', async () => {
    expect((await get(apiPaths.generation('no-such-family', p.luke))).statusCode).toBe(404);
    expect((await get(apiPaths.generation(other.domainName, p.luke))).statusCode).toBe(404);
    expect((await get(apiPaths.generation(family.domainName, p.olga))).statusCode).toBe(404);
    expect((await get(apiPaths.generation(family.domainName, 999_999))).statusCode).toBe(404);
  });
});
