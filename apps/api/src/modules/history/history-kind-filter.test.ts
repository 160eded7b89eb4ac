import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, changeKinds, type ChangePage } from '@familytree/shared';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import {
  basicBody,
  buildProfileWorld,
  closeTestContext,
  profileApi,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

/** Issue 29: Recent changes filtered by kind of change. */

let t: TestContext;
let w: ProfileWorld;
let api: ReturnType<typeof profileApi>;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  api = profileApi(t);
  const child = await api.post(
    apiPaths.saveMember(w.ids.r, w.ids.r),
    { memberType: 'CHILD', firstName: 'Kind', lastName: 'Filter', gender: 'M' },
    w.tokens.admin,
  );
  expect(child.statusCode).toBe(200);
  expect(
    (await api.save(w.ids.a, 'saveBasicDetails', basicBody(), w.tokens.admin)).statusCode,
  ).toBe(200);
}, 60_000);
afterAll(() => closeTestContext(t));

const actionsOf = async (kind: string) => {
  const res = await api.get(
    `${apiPaths.familyHistory(w.family.familyId)}?pageSize=100&kind=${kind}`,
    w.tokens.admin,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChangePage>().items.map((r) => r.action);
};

describe('GET /api/family/{id}/history?kind=', () => {
  it('lists only the records of that kind', async () => {
    const tree = await actionsOf('tree');
    expect(tree).toContain('person.add');
    expect(tree.every((a) => /^(person|union|child)\./.test(a))).toBe(true);
    const profile = await actionsOf('profile');
    expect(profile).toContain('profile.basic');
    expect(profile.every((a) => a.startsWith('profile.') || a.startsWith('privacy.'))).toBe(true);
    expect(await actionsOf('news')).toEqual([]);
    expect(Object.keys(changeKinds)).toContain('revert');
  });

  it('refuses a kind nobody defined, naming the field', async () => {
    const res = await api.get(
      `${apiPaths.familyHistory(w.family.familyId)}?kind=everything`,
      w.tokens.admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields.kind).toBe(
      'Choose a kind of change from the list',
    );
  });
});
