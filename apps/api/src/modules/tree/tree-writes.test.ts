import {
  apiPaths,
  errorCodes,
  type MemberDetail,
  type SaveMemberRequest,
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
import { insertMembership } from '../data/families.repository.js';
import {
  addPerson,
  childOrders,
  client,
  marry,
  personRow,
  snapshot,
  type PersonInput,
} from './tree.test-helpers.js';

// POST /api/familyTree/member/{parentId}/child/{memberId}/saveMember, for each memberType, as the
// family admin. Permissions are in tree-permissions.test.ts, deletes in tree-deletes.test.ts.

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
});

afterAll(async () => {
  await t?.close();
});

const add = (p: PersonInput) => addPerson(t.context, family.familyId, p);
const save = (memberId: number, body: SaveMemberRequest | Record<string, unknown>) =>
  client(t).post(apiPaths.saveMember(0, memberId), body, token);

/** Saves and expects 200 with the member's updated detail. */
async function saved(memberId: number, body: SaveMemberRequest): Promise<MemberDetail> {
  const res = await save(memberId, body);
  expect(res.statusCode, res.body).toBe(200);
  const detail = res.json<MemberDetail>();
  expect(detail.personId).toBe(memberId);
  return detail;
}

/** Expects a refusal with this status that changed nothing. */
async function refused(memberId: number, body: unknown, status: number) {
  const before = await snapshot(t.context);
  const res = await save(memberId, body as Record<string, unknown>);
  expect(res.statusCode, res.body).toBe(status);
  expect(await snapshot(t.context)).toEqual(before);
  return res.json<{ message: string; code: string; fields?: Record<string, string> }>();
}

const person = { firstName: 'New', lastName: 'Person', gender: 'M' as const };

/** A parent with children a..d, orders 1..4. */
async function parentWithChildren(n = 4) {
  const parent = await add({ first: 'Parent' });
  const kids: number[] = [];
  for (let i = 0; i < n; i++) {
    kids.push(await add({ first: 'abcdefgh'[i]!, father: parent, order: i + 1 }));
  }
  return { parent, kids };
}

describe('SELF', () => {
  it('renames the member and answers the updated detail', async () => {
    const id = await add({ first: 'Old', last: 'Name', gender: 'M' });
    const detail = await saved(id, {
      memberType: 'SELF',
      firstName: '  Jörg ',
      middleName: 'Karl',
      lastName: 'Neu',
      gender: 'F',
    });
    expect(detail).toMatchObject({
      firstName: 'Jörg',
      middleName: 'Karl',
      lastName: 'Neu',
      gender: 'F',
    });
    expect(await personRow(t.context, id)).toMatchObject({
      first_name: 'Jörg',
      search_name: 'jorg karl neu',
    });
  });

  it('keeps the nickname searchable after a rename', async () => {
    const id = await add({ first: 'Robert', last: 'Old', gender: 'M' });
    await t.context.db
      .updateTable('persons')
      .set({ nick_name: 'Bobby' })
      .where('id', '=', id)
      .execute();
    await saved(id, { memberType: 'SELF', ...person, firstName: 'Rob', lastName: 'New' });
    expect(await personRow(t.context, id)).toMatchObject({ search_name: 'rob new bobby' });
  });

  it('moves the member among siblings and keeps the orders 1..n without gaps', async () => {
    const { parent, kids } = await parentWithChildren();
    const detail = await saved(kids[3]!, {
      memberType: 'SELF',
      ...person,
      firstName: 'd',
      childOrder: 1,
    });
    expect(detail).toMatchObject({ childOrder: 1, siblingsCount: 4 });
    expect(await childOrders(t.context, parent)).toEqual([
      ['d', 1],
      ['a', 2],
      ['b', 3],
      ['c', 4],
    ]);
    await saved(kids[3]!, { memberType: 'SELF', ...person, firstName: 'd', childOrder: 3 });
    expect(await childOrders(t.context, parent)).toEqual([
      ['a', 1],
      ['b', 2],
      ['d', 3],
      ['c', 4],
    ]);
    await saved(kids[0]!, { memberType: 'SELF', ...person, firstName: 'a', childOrder: 4 });
    expect(await childOrders(t.context, parent)).toEqual([
      ['b', 1],
      ['d', 2],
      ['c', 3],
      ['a', 4],
    ]);
  });

  it('refuses an order past the number of siblings with 400, changing nothing', async () => {
    const { kids } = await parentWithChildren(3);
    const body = await refused(
      kids[0]!,
      { memberType: 'SELF', ...person, firstName: 'Renamed', childOrder: 4 },
      400,
    );
    expect(body.code).toBe(errorCodes.invalidInput);
    expect(body.fields).toEqual({ childOrder: 'Child order must be between 1 and 3' });
    await refused(kids[0]!, { memberType: 'SELF', ...person, childOrder: 0 }, 400);
  });
});

describe('FATHER and MOTHER', () => {
  it("adds a father to a founder, who becomes the father's first child", async () => {
    const founder = await add({ first: 'Founder' });
    const detail = await saved(founder, {
      memberType: 'FATHER',
      firstName: 'Dad',
      lastName: 'Elder',
      gender: 'F',
    });
    expect(detail.father).toMatchObject({ firstName: 'Dad', lastName: 'Elder' });
    expect(detail.childOrder).toBe(1);
    // The parent's gender follows the memberType.
    expect(await personRow(t.context, detail.father!.personId)).toMatchObject({
      gender: 'M',
      family_id: family.familyId,
      father_id: null,
      mother_id: null,
    });
  });

  it('adds a mother beside a known father and makes the two a couple', async () => {
    const dad = await add({ first: 'Dad' });
    const kid = await add({ first: 'Kid', father: dad, order: 1 });
    const detail = await saved(kid, { memberType: 'MOTHER', ...person, firstName: 'Mum' });
    expect(detail.mother).toMatchObject({ firstName: 'Mum' });
    expect(await personRow(t.context, detail.mother!.personId)).toMatchObject({ gender: 'F' });
    const dadDetail = (await client(t).get(apiPaths.memberDetail(0, dad))).json<MemberDetail>();
    expect(dadDetail.spouses.map((s) => s.personId)).toEqual([detail.mother!.personId]);
  });

  it('refuses a second father or mother with 409, changing nothing', async () => {
    const dad = await add({ first: 'Dad' });
    const mum = await add({ first: 'Mum', gender: 'F' });
    const kid = await add({ first: 'Kid', father: dad, mother: mum, order: 1 });
    const body = await refused(kid, { memberType: 'FATHER', ...person }, 409);
    expect(body).toEqual({
      message: 'This member already has a father.',
      code: errorCodes.conflict,
    });
    expect((await refused(kid, { memberType: 'MOTHER', ...person }, 409)).message).toBe(
      'This member already has a mother.',
    );
  });
});

describe('SPOUSE', () => {
  it('adds a new spouse, married in with no parents', async () => {
    const member = await add({ first: 'Groom' });
    const detail = await saved(member, {
      memberType: 'SPOUSE',
      firstName: 'Bride',
      lastName: 'New',
      gender: 'F',
    });
    expect(detail.spouses).toEqual([
      expect.objectContaining({ firstName: 'Bride', lastName: 'New' }),
    ]);
    expect(await personRow(t.context, detail.spouses[0]!.personId)).toMatchObject({
      family_id: family.familyId,
      father_id: null,
      mother_id: null,
      gender: 'F',
    });
  });

  it('links a person of another family directly for an admin of both, without moving them', async () => {
    // The family admin of `family` is made family admin of `other` too (docs/decisions/0008);
    // anyone else gets a link request, see cross-family-links.test.ts.
    await insertMembership(t.context.db, {
      familyId: other.familyId,
      userId: family.admin.userId,
      role: 'FAMILY_ADMIN',
      status: 'ACTIVE',
    });
    const member = await add({ first: 'Groom' });
    const outsider = await addPerson(t.context, other.familyId, { first: 'Outsider', gender: 'F' });
    const detail = await saved(member, {
      memberType: 'SPOUSE',
      isSpouseMember: true,
      spouseId: outsider,
    });
    expect(detail.spouses.map((s) => s.personId)).toEqual([outsider]);
    expect((await personRow(t.context, outsider))!.family_id).toBe(other.familyId);
    const union = await t.context.db
      .selectFrom('unions')
      .selectAll()
      .where('spouse_id', '=', outsider)
      .executeTakeFirstOrThrow();
    expect(union).toMatchObject({ family_id: family.familyId, person_id: member });
  });

  it('links an existing person of the same family, and a second spouse comes second', async () => {
    const member = await add({ first: 'Member' });
    const first = await add({ first: 'First', gender: 'F' });
    const second = await add({ first: 'Second', gender: 'F' });
    await saved(member, { memberType: 'SPOUSE', isSpouseMember: true, spouseId: first });
    const detail = await saved(member, {
      memberType: 'SPOUSE',
      isSpouseMember: true,
      spouseId: second,
    });
    expect(detail.spouses.map((s) => s.personId)).toEqual([first, second]);
  });

  it('allows cousins to marry', async () => {
    const grand = await add({ first: 'Grand' });
    const a = await add({ first: 'A', father: grand, order: 1 });
    const b = await add({ first: 'B', father: grand, order: 2 });
    const cousinA = await add({ first: 'CousinA', father: a, order: 1 });
    const cousinB = await add({ first: 'CousinB', gender: 'F', father: b, order: 1 });
    const detail = await saved(cousinA, {
      memberType: 'SPOUSE',
      isSpouseMember: true,
      spouseId: cousinB,
    });
    expect(detail.spouses.map((s) => s.personId)).toEqual([cousinB]);
  });

  it('refuses the member, a current spouse, an ancestor or a descendant with 409', async () => {
    const grand = await add({ first: 'Grand' });
    const parent = await add({ first: 'Parent', father: grand, order: 1 });
    const member = await add({ first: 'Member', father: parent, order: 1 });
    const child = await add({ first: 'Child', father: member, order: 1 });
    const grandchild = await add({ first: 'Grandchild', father: child, order: 1 });
    const wife = await add({ first: 'Wife', gender: 'F' });
    await marry(t.context, family.familyId, member, wife);
    const link = (spouseId: number) => ({ memberType: 'SPOUSE', isSpouseMember: true, spouseId });

    expect((await refused(member, link(member), 409)).message).toBe(
      'A member cannot be their own spouse.',
    );
    expect((await refused(member, link(wife), 409)).message).toBe('These two are already spouses.');
    expect((await refused(wife, link(member), 409)).code).toBe(errorCodes.conflict);
    for (const relative of [parent, grand, child, grandchild]) {
      expect((await refused(member, link(relative), 409)).message).toBe(
        "A member's own ancestor or descendant cannot be linked as a spouse.",
      );
    }
    expect((await refused(grandchild, link(grand), 409)).code).toBe(errorCodes.conflict);
  });

  it('needs the chosen person when linking (400), and answers 404 for an unknown one', async () => {
    const member = await add({ first: 'Member' });
    const body = await refused(member, { memberType: 'SPOUSE', isSpouseMember: true }, 400);
    expect(body.fields).toEqual({ spouseId: 'Choose the existing member to link' });
    await refused(member, { memberType: 'SPOUSE', isSpouseMember: true, spouseId: 999_999 }, 404);
  });
});

describe('CHILD', () => {
  it("adds a child last by default, with the member's spouse as the other parent", async () => {
    const { parent } = await parentWithChildren(2);
    const mum = await add({ first: 'Mum', gender: 'F' });
    await marry(t.context, family.familyId, parent, mum);
    const detail = await saved(parent, { memberType: 'CHILD', ...person, firstName: 'z' });
    expect(detail.children.map((c) => c.firstName)).toEqual(['a', 'b', 'z']);
    expect(await childOrders(t.context, parent)).toEqual([
      ['a', 1],
      ['b', 2],
      ['z', 3],
    ]);
    const child = await personRow(t.context, detail.children[2]!.personId);
    expect(child).toMatchObject({ father_id: parent, mother_id: mum, family_id: family.familyId });
  });

  it('puts a child at order 1 and shifts the others', async () => {
    const { parent } = await parentWithChildren(3);
    await saved(parent, { memberType: 'CHILD', ...person, firstName: 'first', childOrder: 1 });
    expect(await childOrders(t.context, parent)).toEqual([
      ['first', 1],
      ['a', 2],
      ['b', 3],
      ['c', 4],
    ]);
    await saved(parent, { memberType: 'CHILD', ...person, firstName: 'mid', childOrder: 3 });
    expect((await childOrders(t.context, parent)).map(([, order]) => order)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('makes a mother the mother and her husband the father', async () => {
    const mum = await add({ first: 'Mum', gender: 'F' });
    const outsideDad = await addPerson(t.context, other.familyId, { first: 'Dad' });
    await marry(t.context, family.familyId, mum, outsideDad);
    const detail = await saved(mum, { memberType: 'CHILD', ...person, gender: 'F' });
    expect(await personRow(t.context, detail.children[0]!.personId)).toMatchObject({
      father_id: outsideDad,
      mother_id: mum,
      child_order: 1,
      family_id: family.familyId,
    });
  });

  it('refuses an order past count + 1 with 400', async () => {
    const { parent } = await parentWithChildren(2);
    const body = await refused(parent, { memberType: 'CHILD', ...person, childOrder: 4 }, 400);
    expect(body.fields).toEqual({ childOrder: 'Child order must be between 1 and 3' });
  });

  it('needs spouseId when the member has several spouses, and it must be a spouse', async () => {
    const dad = await add({ first: 'Dad' });
    const first = await add({ first: 'First', gender: 'F' });
    const second = await add({ first: 'Second', gender: 'F' });
    const stranger = await add({ first: 'Stranger', gender: 'F' });
    await marry(t.context, family.familyId, dad, first, 1);
    await marry(t.context, family.familyId, dad, second, 2);
    const missing = await refused(dad, { memberType: 'CHILD', ...person }, 400);
    expect(missing.fields).toEqual({ spouseId: 'Choose the other parent of the child' });
    const wrong = await refused(dad, { memberType: 'CHILD', ...person, spouseId: stranger }, 400);
    expect(wrong.fields).toEqual({ spouseId: 'The other parent must be a spouse of this member' });
    const detail = await saved(dad, { memberType: 'CHILD', ...person, spouseId: second });
    expect(await personRow(t.context, detail.children[0]!.personId)).toMatchObject({
      father_id: dad,
      mother_id: second,
    });
  });
});
