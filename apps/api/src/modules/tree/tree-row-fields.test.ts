import { apiPaths, type MemberCard, type TreeNode, type TreePerson } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import {
  basicBody,
  buildProfileWorld,
  closeTestContext,
  profileApi,
  uploadImage,
  type ProfileWorld,
} from '../profiles/profiles.test-helpers.js';

// Issue 14: every response that carries a person's photo names a URL the browser can load (it
// carried the bare file name, so the browser asked `/{name}` and got the app's page).

let t: TestContext;
let w: ProfileWorld;
let name: string;
const api = () => profileApi(t);

beforeAll(async () => {
  t = await createTestContext();
  w = await buildProfileWorld(t);
  name = await uploadImage(t, w.tokens.admin, w.family.domainName);
  const res = await api().save(w.ids.a, 'saveProfilePhoto', { photo: name }, w.tokens.admin);
  expect(res.statusCode, res.body).toBe(200);
  const dates = basicBody({
    firstName: 'Bert',
    middleName: null,
    gender: 'M',
    dateOfBirth: '1931-02-03',
    livingStatus: false,
    dateOfDeath: '2001-12-30',
  });
  const saved = await api().save(w.ids.b, 'saveBasicDetails', dates, w.tokens.admin);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => closeTestContext(t));

function findInTree(nodes: TreeNode[], id: number): TreePerson | undefined {
  for (const n of nodes) {
    if (n.member.personId === id) return n.member;
    const found = n.spouse.find((s) => s.personId === id) ?? findInTree(n.childs, id);
    if (found) return found;
  }
  return undefined;
}

/** The URL answers the stored image itself, not the app's HTML page. */
async function expectImage(url: string | null | undefined) {
  expect(url).toBe(apiPaths.image(name));
  const res = await api().get(url!);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
}

describe('photo URLs', () => {
  it('the family tree row carries a loadable image URL', async () => {
    const nodes = (await api().get(apiPaths.tree(w.family.familyId))).json<TreeNode[]>();
    await expectImage(findInTree(nodes, w.ids.a)?.photoUrl);
    expect(findInTree(nodes, w.ids.b)?.photoUrl).toBeNull();
  });

  it("a member's branch carries it, also for the photo of a spouse's partner", async () => {
    const nodes = (await api().get(apiPaths.memberTree(w.family.familyId, w.ids.r))).json<
      TreeNode[]
    >();
    await expectImage(findInTree(nodes, w.ids.a)?.photoUrl);
  });

  it('the member cards and branch cards carry it', async () => {
    const cards = (await api().get(`${apiPaths.memberCards(w.family.familyId)}?page=1`)).json<
      MemberCard[]
    >();
    await expectImage(cards.find((c) => c.personId === w.ids.a)?.photoUrl);
    const branch = (
      await api().get(`${apiPaths.memberBranchCards(w.family.familyId, w.ids.a)}?page=1`)
    ).json<MemberCard[]>();
    await expectImage(branch.find((c) => c.personId === w.ids.a)?.photoUrl);
  });

  it('the relation tree carries it', async () => {
    const res = await api().get(
      `${apiPaths.relation(w.family.familyId)}?firstPerson=${w.ids.a}&secondPerson=${w.ids.b}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    await expectImage(findInTree([res.json<{ tree: TreeNode }>().tree], w.ids.a)?.photoUrl);
  });
});

describe('birth and death years', () => {
  it('each tree row carries gender and the years of birth and death (null when unknown)', async () => {
    const nodes = (await api().get(apiPaths.tree(w.family.familyId))).json<TreeNode[]>();
    expect(findInTree(nodes, w.ids.b)).toMatchObject({
      gender: 'M',
      birthYear: 1931,
      deathYear: 2001,
    });
    expect(findInTree(nodes, w.ids.ac)).toMatchObject({
      gender: 'F',
      birthYear: null,
      deathYear: null,
    });
  });
});
