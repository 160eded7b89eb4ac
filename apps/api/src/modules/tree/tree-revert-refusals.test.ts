import { apiPaths, historyMessages, type ChangePage, type ChangeRecord } from '@familytree/shared';
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
  addPerson,
  client,
  marry,
  personRow,
  snapshot,
  type PersonInput,
} from './tree.test-helpers.js';

/**
 * Issue 29: the tree's reverts that must be refused (409) change nothing and record nothing: a
 * link to another family's child, and a person who would come back without what they hung on.
 */

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

/** Reverts the newest record, expects 409 with `message`, and that nothing changed. */
async function expectRefused(action: string, message: string) {
  const change = await newestChange();
  expect(change.action).toBe(action);
  const before = await snapshot(t.context);
  const res = await api().post(apiPaths.revertChange(family.familyId, change.id), undefined, token);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json<{ message: string }>().message).toBe(message);
  expect(await snapshot(t.context)).toEqual(before);
  expect((await newestChange()).id).toBe(change.id);
}

describe('a revert that is refused changes nothing', () => {
  it("of a child of another family detached from this family's parent: it needs that family's consent", async () => {
    const other = await createFamily(t.context);
    const dina = await add({ first: 'Dina', gender: 'F' });
    const hal = await addPerson(t.context, other.familyId, { first: 'Hal', gender: 'M' });
    await marry(t.context, other.familyId, hal, dina);
    const kit = await addPerson(t.context, other.familyId, {
      first: 'Kit',
      father: hal,
      mother: dina,
      order: 1,
    });
    const del = await api().del(apiPaths.deleteChild(dina, kit), token);
    expect(del.statusCode, del.body).toBe(204);
    await expectRefused('child.unlink', historyMessages.needsConsent);
    expect((await personRow(t.context, kit))?.mother_id).toBeNull();
  });

  it('of a deleted person whose father was deleted since: they would hang on nobody', async () => {
    const father = await add({ first: 'Old' });
    const son = await add({ first: 'Young', father, order: 1 });
    expect((await api().del(apiPaths.deleteChild(father, son), token)).statusCode).toBe(204);
    const sonDeleted = await newestChange();
    expect((await api().del(apiPaths.deleteChild(father, father), token)).statusCode).toBe(204);
    const fatherDeleted = await newestChange();
    const res = await api().post(
      apiPaths.revertChange(family.familyId, sonDeleted.id),
      undefined,
      token,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(
      historyMessages.breaksRule('a father or mother they had is no longer in the tree.'),
    );
    expect(await personRow(t.context, son)).toBeUndefined();
    expect((await newestChange()).id).toBe(fatherDeleted.id);
  });

  it('of a union deleted with its spouse, after the member was deleted too: nobody comes back', async () => {
    const member = await add({ first: 'Morgan' });
    const save = await api().post(
      apiPaths.saveMember(member, member),
      { memberType: 'SPOUSE', firstName: 'Sam', lastName: 'T', gender: 'F' },
      token,
    );
    expect(save.statusCode, save.body).toBe(200);
    const union = await t.context.db
      .selectFrom('unions')
      .selectAll()
      .where('person_id', '=', member)
      .executeTakeFirstOrThrow();
    const spouse = union.spouse_id;
    expect((await api().del(apiPaths.deleteSpouse(member, spouse), token)).statusCode).toBe(204);
    const unionDeleted = await newestChange();
    expect(unionDeleted.action).toBe('union.delete');
    expect((await api().del(apiPaths.deleteChild(member, member), token)).statusCode).toBe(204);
    const res = await api().post(
      apiPaths.revertChange(family.familyId, unionDeleted.id),
      undefined,
      token,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toBe(historyMessages.entityGone);
    expect(await personRow(t.context, spouse)).toBeUndefined();
  });
});
