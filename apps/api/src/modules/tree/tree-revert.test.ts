import { apiPaths, type ChangePage, type ChangeRecord } from '@familytree/shared';
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
  assignBranch,
  childOrders,
  client,
  personRow,
  snapshot,
  unionBetween,
  type PersonInput,
} from './tree.test-helpers.js';

/** Issue 29: the tree's adds, deletes and links are undone from the history, and so are the undos. */

let t: TestContext;
let family: TestFamily;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  token = await login(t.app, family.admin.email, testPassword);
}, 60_000);
afterAll(() => t?.close());

const api = () => client(t);
const add = (p: PersonInput) => addPerson(t.context, family.familyId, p);

async function newestChange(): Promise<ChangeRecord> {
  const res = await api().get(`${apiPaths.familyHistory(family.familyId)}?pageSize=1`, token);
  return res.json<ChangePage>().items[0]!;
}

async function revertNewest(expected = 200) {
  const change = await newestChange();
  const res = await api().post(apiPaths.revertChange(family.familyId, change.id), undefined, token);
  expect(res.statusCode, res.body).toBe(expected);
  return { change, res };
}

async function saveMember(memberId: number, body: object) {
  const res = await api().post(apiPaths.saveMember(memberId, memberId), body, token);
  expect(res.statusCode, res.body).toBe(200);
}

const childrenNamed = async (parentId: number) =>
  (await childOrders(t.context, parentId)).map(([name]) => name);

const idOf = async (parentId: number, name: string) =>
  (
    await t.context.db
      .selectFrom('persons')
      .select('id')
      .where('first_name', '=', name)
      .where((eb) => eb.or([eb('father_id', '=', parentId), eb('mother_id', '=', parentId)]))
      .executeTakeFirstOrThrow()
  ).id;

describe('reverting a person added in the tree', () => {
  it('removes the child, renumbers the siblings, and the revert brings them back with the same id', async () => {
    const parent = await add({ first: 'Pat' });
    for (const name of ['Ann', 'Ben'])
      await saveMember(parent, {
        memberType: 'CHILD',
        firstName: name,
        lastName: 'T',
        gender: 'F',
      });
    await saveMember(parent, {
      memberType: 'CHILD',
      firstName: 'Cid',
      lastName: 'T',
      gender: 'M',
      childOrder: 1,
    });
    const cid = await idOf(parent, 'Cid');
    expect(await childrenNamed(parent)).toEqual(['Cid', 'Ann', 'Ben']);
    const { change } = await revertNewest();
    expect(change.action).toBe('person.add');
    expect(change.revertible).toBe(true);
    expect(await personRow(t.context, cid)).toBeUndefined();
    expect(await childOrders(t.context, parent)).toEqual([
      ['Ann', 1],
      ['Ben', 2],
    ]);

    const { change: undo } = await revertNewest();
    expect(undo.action).toBe('revert');
    expect(undo.revertsId).toBe(change.id);
    expect((await personRow(t.context, cid))?.first_name).toBe('Cid');
    expect(await childrenNamed(parent)).toEqual(['Cid', 'Ann', 'Ben']);
  });

  it('is refused while a child added to them later depends on it, naming that change', async () => {
    const parent = await add({ first: 'Gran', gender: 'F' });
    await saveMember(parent, { memberType: 'CHILD', firstName: 'Mid', lastName: 'T', gender: 'M' });
    const addition = await newestChange();
    const mid = await idOf(parent, 'Mid');
    await saveMember(mid, { memberType: 'CHILD', firstName: 'Kid', lastName: 'T', gender: 'M' });
    const before = await snapshot(t.context);
    const res = await api().post(
      apiPaths.revertChange(family.familyId, addition.id),
      undefined,
      token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(
      /the child Kid T, changed by .*Revert that first/,
    );
    expect(await snapshot(t.context)).toEqual(before);
  });

  it('takes an added father away from the child and the union with the mother, and back', async () => {
    const mother = await add({ first: 'Ma', gender: 'F' });
    const child = await add({ first: 'Kiddo', mother, order: 1 });
    await saveMember(child, { memberType: 'FATHER', firstName: 'Pa', lastName: 'T', gender: 'M' });
    const father = (await personRow(t.context, child))!.father_id!;
    expect(await unionBetween(t.context, mother, father)).toBeDefined();
    await revertNewest();
    expect((await personRow(t.context, child))!.father_id).toBeNull();
    expect(await personRow(t.context, father)).toBeUndefined();
    expect(await unionBetween(t.context, mother, father)).toBeUndefined();

    await revertNewest();
    expect((await personRow(t.context, child))!.father_id).toBe(father);
    expect(await unionBetween(t.context, mother, father)).toBeDefined();
  });

  it('takes a new spouse away with their union, and back', async () => {
    const member = await add({ first: 'Groom' });
    await saveMember(member, {
      memberType: 'SPOUSE',
      firstName: 'Bride',
      lastName: 'T',
      gender: 'F',
    });
    const union = await t.context.db
      .selectFrom('unions')
      .selectAll()
      .where('person_id', '=', member)
      .executeTakeFirstOrThrow();
    await revertNewest();
    expect(await personRow(t.context, union.spouse_id)).toBeUndefined();
    expect(await unionBetween(t.context, member, union.spouse_id)).toBeUndefined();
    await revertNewest();
    expect(await unionBetween(t.context, member, union.spouse_id)).toEqual(union);
  });
});

describe('reverting a deletion', () => {
  it('brings the person back with the same id, row, profile, place among siblings and branch admin', async () => {
    const parent = await add({ first: 'Root' });
    const ids = [];
    for (const [i, name] of ['One', 'Two', 'Three'].entries())
      ids.push(await add({ first: name, father: parent, order: i + 1 }));
    const two = ids[1]!;
    await t.context.db
      .insertInto('addresses')
      .values({
        family_id: family.familyId,
        person_id: two,
        address_type: 'current',
        street_address: '1 Main St',
        city: 'Town',
        country: null,
        state: null,
        postal_code: null,
      })
      .execute();
    const branchAdmin = await createUser(t.context);
    await assignBranch(t.context, family.familyId, branchAdmin.userId, two);
    const whole = await snapshot(t.context);
    const addresses = await t.context.db
      .selectFrom('addresses')
      .selectAll()
      .where('person_id', '=', two)
      .execute();

    const del = await api().del(apiPaths.deleteChild(parent, two), token);
    expect(del.statusCode, del.body).toBe(204);
    expect(await childOrders(t.context, parent)).toEqual([
      ['One', 1],
      ['Three', 2],
    ]);
    const { change } = await revertNewest();
    expect(change.action).toBe('person.delete');
    // The story shows the person's facts, not the rows kept for the revert.
    expect(change.changes.map((c) => c.field)).not.toContain('_snapshot');
    expect(await snapshot(t.context)).toEqual(whole);
    expect(
      await t.context.db.selectFrom('addresses').selectAll().where('person_id', '=', two).execute(),
    ).toEqual(addresses);

    // Reverting the revert deletes them again.
    await revertNewest();
    expect(await personRow(t.context, two)).toBeUndefined();
    expect(await childrenNamed(parent)).toEqual(['One', 'Three']);
  });

  it('is refused when the id is back already (a revert reverted twice)', async () => {
    const lone = await add({ first: 'Lone' });
    expect((await api().del(apiPaths.deleteChild(lone, lone), token)).statusCode).toBe(204);
    const deletion = await newestChange();
    await revertNewest();
    const res = await api().post(
      apiPaths.revertChange(family.familyId, deletion.id),
      undefined,
      token,
    );
    expect(res.statusCode).toBe(409);
  });
});

describe('reverting unions', () => {
  it('unlinks a linked spouse and keeps both persons; the revert links them again', async () => {
    const a = await add({ first: 'Alex' });
    const b = await add({ first: 'Blair', gender: 'F' });
    await saveMember(a, { memberType: 'SPOUSE', isSpouseMember: true, spouseId: b });
    const { change } = await revertNewest();
    expect(change.action).toBe('union.add');
    expect(await unionBetween(t.context, a, b)).toBeUndefined();
    expect(await personRow(t.context, b)).toBeDefined();
    await revertNewest();
    expect(await unionBetween(t.context, a, b)).toBeDefined();
  });

  it('brings back a spouse deleted with their union, with the same id', async () => {
    const a = await add({ first: 'Casey' });
    await saveMember(a, { memberType: 'SPOUSE', firstName: 'Dana', lastName: 'T', gender: 'F' });
    const union = (await t.context.db
      .selectFrom('unions')
      .selectAll()
      .where('person_id', '=', a)
      .executeTakeFirstOrThrow())!;
    const dana = await personRow(t.context, union.spouse_id);
    expect((await api().del(apiPaths.deleteSpouse(a, union.spouse_id), token)).statusCode).toBe(
      204,
    );
    expect(await personRow(t.context, union.spouse_id)).toBeUndefined();
    const { change } = await revertNewest();
    expect(change.action).toBe('union.delete');
    expect(await personRow(t.context, union.spouse_id)).toEqual(dana);
    expect(await unionBetween(t.context, a, union.spouse_id)).toEqual(union);
  });

  it('is refused while the couple has a child added later', async () => {
    const a = await add({ first: 'Eli' });
    const b = await add({ first: 'Fay', gender: 'F' });
    await saveMember(a, { memberType: 'SPOUSE', isSpouseMember: true, spouseId: b });
    const link = await newestChange();
    await saveMember(a, { memberType: 'CHILD', firstName: 'Gil', lastName: 'T', gender: 'M' });
    const res = await api().post(apiPaths.revertChange(family.familyId, link.id), undefined, token);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toContain('the child Gil T');
    expect(await unionBetween(t.context, a, b)).toBeDefined();
  });
});

describe('reverting a move among siblings', () => {
  it('puts the child back at their place, with the names the rename replaced', async () => {
    const parent = await add({ first: 'Mum', gender: 'F' });
    const ids = [];
    for (const [i, name] of ['Ada', 'Bea', 'Cy'].entries())
      ids.push(await add({ first: name, mother: parent, order: i + 1 }));
    await saveMember(ids[2]!, {
      memberType: 'SELF',
      firstName: 'Cyrus',
      lastName: 'Tester',
      gender: 'M',
      childOrder: 1,
    });
    expect(await childrenNamed(parent)).toEqual(['Cyrus', 'Ada', 'Bea']);
    const { change } = await revertNewest();
    expect(change).toMatchObject({ action: 'person.edit', revertible: true });
    expect(await childOrders(t.context, parent)).toEqual([
      ['Ada', 1],
      ['Bea', 2],
      ['Cy', 3],
    ]);
  });
});
