import type { InjectOptions } from 'fastify';
import { apiPaths, type MemberCard, type RelationResponse } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  countingApp,
  createFamily,
  createTestContext,
  createUser,
  login,
  testPassword,
  type CountingApp,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { addPerson, assignBranch, marry } from './tree.test-helpers.js';

// Graph walks (ancestors, branches, generations, the relation search) are single recursive
// statements: a call costs the same number of SQL statements whether it crosses 2 generations or
// 12, and a member's children are checked together, not one query each.

let t: TestContext;
let counted: CountingApp;
let family: TestFamily;
let token: string;
let adminToken: string;
let branchAdminId: number;

/** Founder Root ─ Sue; two lines of 12 generations below them, L1..L12 and M1..M12. */
const depth = 12;
let root: number;
const l: number[] = [];
const m: number[] = [];
let wifeOfL12: number;
let wifeOfL3: number;
let fewChildren: number;
let siblings: [number, number];
let manyChildren: number;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  const id = family.familyId;
  root = await addPerson(t.context, id, { first: 'Root', gender: 'M' });
  const sue = await addPerson(t.context, id, { first: 'Sue', gender: 'F' });
  await marry(t.context, id, root, sue);
  for (const [line, letter] of [
    [l, 'L'],
    [m, 'M'],
  ] as const) {
    let father = root;
    for (let g = 1; g <= depth; g++) {
      father = await addPerson(t.context, id, {
        first: `${letter}${g}`,
        father,
        mother: g === 1 ? sue : null,
        order: 1,
      });
      line.push(father);
    }
  }
  wifeOfL12 = await addPerson(t.context, id, { first: 'Wendy', gender: 'F' });
  await marry(t.context, id, l[11]!, wifeOfL12);
  wifeOfL3 = await addPerson(t.context, id, { first: 'Vera', gender: 'F' });
  await marry(t.context, id, l[2]!, wifeOfL3);

  // A couple whose wife was recorded before her husband (her id is the lower one).
  const ann = await addPerson(t.context, id, { first: 'Ann', gender: 'F' });
  const bert = await addPerson(t.context, id, { first: 'Bert', gender: 'M' });
  await marry(t.context, id, bert, ann);
  siblings = [
    await addPerson(t.context, id, { first: 'Cid', father: bert, mother: ann, order: 1 }),
    await addPerson(t.context, id, { first: 'Dan', father: bert, mother: ann, order: 2 }),
  ];

  fewChildren = await addPerson(t.context, id, { first: 'Few' });
  await addPerson(t.context, id, { first: 'Only', father: fewChildren, order: 1 });
  manyChildren = await addPerson(t.context, id, { first: 'Many' });
  for (let i = 1; i <= 8; i++)
    await addPerson(t.context, id, { first: `Child${i}`, father: manyChildren, order: i });

  const branchAdmin = await createUser(t.context, {
    memberships: [{ familyId: id, role: 'BRANCH_ADMIN' }],
  });
  branchAdminId = branchAdmin.userId;
  await assignBranch(t.context, id, branchAdminId, root);
  token = await login(t.app, branchAdmin.email, testPassword);
  adminToken = await login(t.app, family.admin.email, testPassword);
  counted = await countingApp(t.context);
});

afterAll(async () => {
  await counted?.close();
  await t?.close();
});

/** The statements one GET costs, after checking that it answered 200. */
async function statementsOf(url: string, as?: string): Promise<number> {
  const options: InjectOptions = { method: 'GET', url, headers: as ? bearer(as) : {} };
  counted.takeCount();
  const res = await counted.app.inject(options);
  const count = counted.takeCount();
  expect(res.statusCode, res.body).toBe(200);
  return count;
}

const relationUrl = (first: number, second: number) =>
  `${apiPaths.relation(family.familyId)}?firstPerson=${first}&secondPerson=${second}`;

describe('statements per call', () => {
  it('relation: the same small number for 11th cousins as for first cousins or a grandfather', async () => {
    // The first relation of a family reads its rows into the process (decision 0016): the
    // family's persons and its unions, with no other family linked here.
    const first = await statementsOf(relationUrl(l[11]!, m[11]!));
    expect(first).toBe(4);
    const far = await statementsOf(relationUrl(l[11]!, m[11]!));
    const near = await statementsOf(relationUrl(l[1]!, m[1]!));
    const line = await statementsOf(relationUrl(l[0]!, l[2]!));
    // Then: the family's privacy setting (living-person privacy, decision 0019: a visitor's
    // answer is masked by it) and the check that the rows held are current.
    expect(far).toBe(2);
    expect(near).toBe(far);
    expect(line).toBe(far);
    const res = await counted.app.inject({ method: 'GET', url: relationUrl(l[11]!, m[11]!) });
    expect(res.json<RelationResponse>().relationship).toBe("L12 is M12's 11th cousin");
  });

  it('relation: of two equally near common ancestors, the father is named, as before', async () => {
    const res = await counted.app.inject({ method: 'GET', url: relationUrl(...siblings) });
    const body = res.json<RelationResponse>();
    expect(body.relationship).toBe("Cid is Dan's brother");
    expect(body.tree.member.firstName).toBe('Bert');
    expect(body.tree.spouse.map((s) => s.firstName)).toEqual(['Ann']);
  });

  it('relation through a spouse: constant too', async () => {
    const far = await statementsOf(relationUrl(wifeOfL12, m[11]!));
    const near = await statementsOf(relationUrl(wifeOfL3, m[2]!));
    expect(far).toBeLessThanOrEqual(7);
    expect(near).toBe(far);
  });

  it('generation line: the same for 13 generations as for 2', async () => {
    const far = await statementsOf(apiPaths.generation(family.domainName, l[11]!));
    const near = await statementsOf(apiPaths.generation(family.domainName, l[0]!));
    expect(far).toBeLessThanOrEqual(4);
    expect(near).toBe(far);
  });

  it('member tree and branch cards: the same for 13 generations below as for 1', async () => {
    const deepTree = await statementsOf(apiPaths.memberTree(family.familyId, root));
    const shallowTree = await statementsOf(apiPaths.memberTree(family.familyId, l[10]!));
    expect(deepTree).toBeLessThanOrEqual(4);
    expect(shallowTree).toBe(deepTree);
    const deepCards = await statementsOf(apiPaths.memberBranchCards(family.familyId, root));
    const shallowCards = await statementsOf(apiPaths.memberBranchCards(family.familyId, l[10]!));
    expect(deepCards).toBeLessThanOrEqual(4);
    expect(shallowCards).toBe(deepCards);
  });

  it('branch cards are paged in the database, in card order', async () => {
    const res = await counted.app.inject({
      method: 'GET',
      url: `${apiPaths.memberBranchCards(family.familyId, root)}?page=2&pageSize=5`,
    });
    expect(res.headers['x-total-count']).toBe(String(2 + 2 * depth + 2));
    expect(res.json<MemberCard[]>().map((c) => c.firstName)).toEqual([
      'L3',
      'L4',
      'L5',
      'L6',
      'L7',
    ]);
  });

  it('member detail for a family admin: the same with eight children as with one', async () => {
    const few = await statementsOf(apiPaths.memberDetail(0, fewChildren), adminToken);
    const many = await statementsOf(apiPaths.memberDetail(0, manyChildren), adminToken);
    expect(many).toBe(few);
  });

  it("a branch admin's edit right: the same 12 generations below the assigned person as 1", async () => {
    const far = await statementsOf(apiPaths.canEdit(family.familyId, branchAdminId, l[11]!), token);
    const near = await statementsOf(apiPaths.canEdit(family.familyId, branchAdminId, l[0]!), token);
    expect(near).toBe(far);
  });
});
