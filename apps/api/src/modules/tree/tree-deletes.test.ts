import { apiPaths, errorCodes, type MemberDetail, type TreeNode } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  createUser,
  login,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import {
  addPerson,
  childOrders,
  client,
  marry,
  personRow,
  snapshot,
  type PersonInput,
  unionBetween,
} from './tree.test-helpers.js';

// The three deletes, adding a founder, and malformed saveMember payloads, as the family admin.

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
const api = () => client(t);

/** Expects a refusal with this status that changed nothing. */
async function refused(
  send: () => Promise<{ statusCode: number; body: string }>,
  status: number,
): Promise<{ message: string; code: string; fields?: Record<string, string> }> {
  const before = await snapshot(t.context);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(await snapshot(t.context)).toEqual(before);
  return JSON.parse(res.body);
}

const unionOf = (a: number, b: number) => unionBetween(t.context, a, b);

describe('DELETE /api/familyTree/member/{parentId}/child/{personId} (self and child)', () => {
  it('deletes a childless, unmarried child and renumbers the siblings', async () => {
    const parent = await add({ first: 'Parent' });
    const a = await add({ first: 'a', father: parent, order: 1 });
    const b = await add({ first: 'b', father: parent, order: 2 });
    const c = await add({ first: 'c', father: parent, order: 3 });
    const res = await api().del(apiPaths.deleteChild(parent, b), token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await personRow(t.context, b)).toBeUndefined();
    expect(await childOrders(t.context, parent)).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
    expect([a, c]).toHaveLength(2);
  });

  it('deletes the member themself (delete self) when childless and unmarried', async () => {
    const founder = await add({ first: 'Alone' });
    expect((await api().del(apiPaths.deleteChild(0, founder), token)).statusCode).toBe(204);
    expect(await personRow(t.context, founder)).toBeUndefined();
  });

  it('refuses a person with children or with a spouse with 409, changing nothing', async () => {
    const parent = await add({ first: 'Parent' });
    const withChild = await add({ first: 'WithChild', father: parent, order: 1 });
    await add({ first: 'Grandchild', father: withChild, order: 1 });
    const married = await add({ first: 'Married', father: parent, order: 2 });
    const wife = await add({ first: 'Wife', gender: 'F' });
    await marry(t.context, family.familyId, married, wife);

    for (const id of [withChild, married, wife, parent]) {
      const body = await refused(() => api().del(apiPaths.deleteChild(parent, id), token), 409);
      expect(body).toEqual({
        message: 'Only a member without children and spouses can be deleted.',
        code: errorCodes.conflict,
      });
    }
  });

  it('answers 404 for an unknown person and 400 for a non-numeric id', async () => {
    await refused(() => api().del(apiPaths.deleteChild(0, 999_999), token), 404);
    await refused(() => api().del('/api/familyTree/member/0/child/abc', token), 400);
    await refused(() => api().del('/api/familyTree/member/x/child/1', token), 400);
  });
});

describe('DELETE /api/familyTree/member/{memberId}/spouse/{spouseId}', () => {
  it('deletes a spouse who married in only here', async () => {
    const member = await add({ first: 'Member' });
    const wife = await add({ first: 'Wife', gender: 'F' });
    await marry(t.context, family.familyId, member, wife);
    const res = await api().del(apiPaths.deleteSpouse(member, wife), token);
    expect(res.statusCode).toBe(204);
    expect(await personRow(t.context, wife)).toBeUndefined();
    expect(await unionOf(member, wife)).toBeUndefined();
  });

  it('only unlinks a spouse linked from another family', async () => {
    const member = await add({ first: 'Member' });
    const outsider = await addPerson(t.context, other.familyId, { first: 'Outsider', gender: 'F' });
    await marry(t.context, family.familyId, member, outsider);
    expect((await api().del(apiPaths.deleteSpouse(member, outsider), token)).statusCode).toBe(204);
    expect(await personRow(t.context, outsider)).toMatchObject({ family_id: other.familyId });
    expect(await unionOf(member, outsider)).toBeUndefined();
    const detail = (await api().get(apiPaths.memberDetail(0, member))).json<MemberDetail>();
    expect(detail.spouses).toEqual([]);
  });

  it('only unlinks a spouse with parents of their own or another union', async () => {
    const grand = await add({ first: 'Grand' });
    const cousin = await add({ first: 'Cousin', gender: 'F', father: grand, order: 1 });
    const member = await add({ first: 'Member' });
    await marry(t.context, family.familyId, member, cousin);
    expect((await api().del(apiPaths.deleteSpouse(member, cousin), token)).statusCode).toBe(204);
    expect(await personRow(t.context, cousin)).toBeDefined();

    const twice = await add({ first: 'Twice', gender: 'F' });
    const firstHusband = await add({ first: 'FirstHusband' });
    await marry(t.context, family.familyId, firstHusband, twice);
    await marry(t.context, family.familyId, member, twice, 2);
    expect((await api().del(apiPaths.deleteSpouse(member, twice), token)).statusCode).toBe(204);
    expect(await personRow(t.context, twice)).toBeDefined();
    expect(await unionOf(firstHusband, twice)).toBeDefined();
  });

  it('refuses while the member has children, with 409, changing nothing', async () => {
    const member = await add({ first: 'Member' });
    const wife = await add({ first: 'Wife', gender: 'F' });
    await marry(t.context, family.familyId, member, wife);
    await add({ first: 'Kid', father: member, mother: wife, order: 1 });
    const body = await refused(() => api().del(apiPaths.deleteSpouse(member, wife), token), 409);
    expect(body).toEqual({
      message: 'A spouse can be removed only while the member has no children.',
      code: errorCodes.conflict,
    });
  });

  it('answers 404 for a person who is not a spouse of the member', async () => {
    const member = await add({ first: 'Member' });
    const stranger = await add({ first: 'Stranger' });
    await refused(() => api().del(apiPaths.deleteSpouse(member, stranger), token), 404);
    await refused(() => api().del(apiPaths.deleteSpouse(member, 999_999), token), 404);
  });
});

describe('POST /api/familyTree/id/{familyId}/founder', () => {
  const founder = { firstName: 'First', middleName: null, lastName: 'Founder', gender: 'F' };

  it('adds a founder for the family admin; a family may have several', async () => {
    const empty = await createFamily(t.context);
    const admin = await login(t.app, empty.admin.email, testPassword);
    const res = await api().post(apiPaths.founder(empty.familyId), founder, admin);
    expect(res.statusCode).toBe(201);
    const detail = res.json<MemberDetail>();
    expect(detail).toMatchObject({
      familyId: empty.familyId,
      firstName: 'First',
      lastName: 'Founder',
      gender: 'F',
      father: null,
      mother: null,
      childOrder: null,
    });
    const second = await api().post(
      apiPaths.founder(empty.familyId),
      { ...founder, firstName: 'Second', gender: 'M' },
      admin,
    );
    expect(second.statusCode).toBe(201);
    const roots = (await api().get(apiPaths.tree(empty.familyId))).json<TreeNode[]>();
    expect(roots.map((n) => n.member.firstName)).toEqual(['First', 'Second']);
  });

  it('refuses a visitor (401), a branch admin and the admin of another family (403), changing nothing', async () => {
    await refused(() => api().post(apiPaths.founder(family.familyId), founder), 401);
    const branchAdmin = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    const branchToken = await login(t.app, branchAdmin.email, testPassword);
    await refused(() => api().post(apiPaths.founder(family.familyId), founder, branchToken), 403);
    const otherAdmin = await login(t.app, other.admin.email, testPassword);
    await refused(() => api().post(apiPaths.founder(family.familyId), founder, otherAdmin), 403);
  });

  it('refuses missing names or gender with 400 naming each field', async () => {
    const body = await refused(
      () => api().post(apiPaths.founder(family.familyId), { firstName: ' ' }, token),
      400,
    );
    expect(body.code).toBe(errorCodes.invalidInput);
    expect(Object.keys(body.fields!).sort()).toEqual(['firstName', 'gender', 'lastName']);
    await refused(
      () => api().post(apiPaths.founder(family.familyId), { ...founder, gender: 'X' }, token),
      400,
    );
  });
});

describe('saveMember refuses bad payloads with 400 and writes nothing', () => {
  let member: number;
  beforeAll(async () => {
    member = await add({ first: 'Member' });
  });
  const save = (body: unknown, url = apiPaths.saveMember(0, member)) =>
    refused(() => api().post(url, body, token), 400);

  it('names each missing field', async () => {
    for (const memberType of ['SELF', 'FATHER', 'MOTHER', 'SPOUSE', 'CHILD']) {
      const body = await save({ memberType });
      expect(body.code).toBe(errorCodes.invalidInput);
      expect(body.fields).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        gender: 'Gender is required',
      });
    }
    const blank = await save({ memberType: 'CHILD', firstName: '   ', lastName: 'X', gender: 'M' });
    expect(Object.keys(blank.fields!)).toEqual(['firstName']);
  });

  it('refuses a bad memberType, gender, childOrder or over-long names', async () => {
    const good = { firstName: 'A', lastName: 'B', gender: 'M' };
    expect(Object.keys((await save({ ...good, memberType: 'COUSIN' })).fields!)).toEqual([
      'memberType',
    ]);
    expect(Object.keys((await save({ ...good })).fields!)).toEqual(['memberType']);
    await save({ ...good, memberType: 'CHILD', gender: 'X' });
    await save({ ...good, memberType: 'CHILD', childOrder: 'first' });
    await save({ ...good, memberType: 'CHILD', childOrder: 1.5 });
    await save({ ...good, memberType: 'CHILD', firstName: 'x'.repeat(101) });
    await save({ ...good, memberType: 'SPOUSE', isSpouseMember: 'yes', spouseId: member });
    await save({ ...good, memberType: 'SPOUSE', isSpouseMember: true, spouseId: 'abc' });
  });

  it('refuses a missing body and non-numeric ids in the path', async () => {
    await save(undefined);
    await save(
      { memberType: 'SELF', firstName: 'A', lastName: 'B', gender: 'M' },
      '/api/familyTree/member/0/child/abc/saveMember',
    );
    await save(
      { memberType: 'SELF', firstName: 'A', lastName: 'B', gender: 'M' },
      `/api/familyTree/member/x/child/${member}/saveMember`,
    );
  });

  it('answers 404 for an unknown member', async () => {
    await refused(
      () =>
        api().post(
          apiPaths.saveMember(0, 999_999),
          { memberType: 'SELF', firstName: 'A', lastName: 'B', gender: 'M' },
          token,
        ),
      404,
    );
  });
});
