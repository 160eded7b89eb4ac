import { apiPaths, type LinkRequestSent, type MemberDetail } from '@familytree/shared';
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
  client,
  marry,
  personRow,
  snapshot,
  unionBetween,
} from './tree.test-helpers.js';

// Issue 11 item 5 (docs/decisions/0008): another family could attach spouses and children to our
// members, and we could not remove them. Harper is the linking family, demo the one linked to.

let t: TestContext;
let harper: TestFamily;
let demo: TestFamily;
let third: TestFamily;
const tokens = {} as Record<'harper' | 'demo' | 'third' | 'demoBranch', string>;
let demoBranchRoot: number;

beforeAll(async () => {
  t = await createTestContext();
  harper = await createFamily(t.context);
  demo = await createFamily(t.context);
  third = await createFamily(t.context);
  tokens.harper = await login(t.app, harper.admin.email, testPassword);
  tokens.demo = await login(t.app, demo.admin.email, testPassword);
  tokens.third = await login(t.app, third.admin.email, testPassword);
  // A demo branch admin whose branch is elsewhere in demo.
  const branch = await createUser(t.context, {
    memberships: [{ familyId: demo.familyId, role: 'BRANCH_ADMIN' }],
  });
  demoBranchRoot = await addPerson(t.context, demo.familyId, { first: 'BranchRoot' });
  await assignBranch(t.context, demo.familyId, branch.userId, demoBranchRoot);
  tokens.demoBranch = await login(t.app, branch.email, testPassword);
});

afterAll(async () => {
  await t?.close();
});

const api = () => client(t);
const harperPerson = (first: string, gender: 'M' | 'F' = 'M') =>
  addPerson(t.context, harper.familyId, { first, last: 'Harper', gender });
const demoPerson = (first: string, gender: 'M' | 'F' = 'F', parents = {}) =>
  addPerson(t.context, demo.familyId, { first, last: 'Demo', gender, ...parents });

const detail = async (id: number, token?: string) =>
  (await api().get(apiPaths.memberDetail(0, id), token)).json<MemberDetail>();

/** Expects a refusal with this status that changed nothing. */
async function refused(send: () => Promise<{ statusCode: number; body: string }>, status: number) {
  const before = await snapshot(t.context);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(await snapshot(t.context)).toEqual(before);
}

/** A demo person D with a child of her own in demo, married by harper to H (as before the fix). */
async function linkedCouple() {
  const h = await harperPerson('H');
  const d = await demoPerson('D');
  const demoKid = await demoPerson('DemoKid', 'M', { mother: d, order: 1 });
  await marry(t.context, harper.familyId, h, d);
  return { h, d, demoKid };
}

describe('reproduction: linking a spouse of another family', () => {
  it("does not attach the other family's person: it sends a request (202) and no union exists", async () => {
    const h = await harperPerson('H');
    const d = await demoPerson('D');
    const res = await api().post(
      apiPaths.saveMember(0, h),
      { memberType: 'SPOUSE', isSpouseMember: true, spouseId: d },
      tokens.harper,
    );
    expect(res.statusCode, res.body).toBe(202);
    const body = res.json<LinkRequestSent>();
    expect(body.requestSent).toBe(true);
    expect(body.message).toContain(demo.name);
    expect(body.request).toMatchObject({
      status: 'PENDING',
      family: { id: harper.familyId, name: harper.name },
      person: { personId: h },
      targetFamily: { id: demo.familyId, name: demo.name },
      targetPerson: { personId: d },
    });
    expect(await unionBetween(t.context, h, d)).toBeUndefined();
    expect((await detail(h)).spouses).toEqual([]);
  });
});

describe("reproduction: the other family's admin removes a spouse link at any time", () => {
  it('from their own member, even while she has children (was 409)', async () => {
    const { h, d, demoKid } = await linkedCouple();
    const res = await api().del(apiPaths.deleteSpouse(d, h), tokens.demo);
    expect(res.statusCode, res.body).toBe(204);
    expect(await unionBetween(t.context, h, d)).toBeUndefined();
    // Only the union went: both persons and the child stay where they were.
    expect(await personRow(t.context, h)).toMatchObject({ family_id: harper.familyId });
    expect(await personRow(t.context, d)).toMatchObject({ family_id: demo.familyId });
    expect(await personRow(t.context, demoKid)).toMatchObject({ mother_id: d });
  });

  it("from the other family's member (was 403), never deleting that member", async () => {
    const { h, d } = await linkedCouple();
    const res = await api().del(apiPaths.deleteSpouse(h, d), tokens.demo);
    expect(res.statusCode, res.body).toBe(204);
    expect(await unionBetween(t.context, h, d)).toBeUndefined();
    expect(await personRow(t.context, h)).toBeDefined();
    expect(await personRow(t.context, d)).toBeDefined();
  });

  it('the linking family may remove it too, even while the member has children', async () => {
    const { h, d } = await linkedCouple();
    const kid = await addPerson(t.context, harper.familyId, {
      first: 'Kid',
      father: h,
      mother: d,
      order: 1,
    });
    expect((await api().del(apiPaths.deleteSpouse(h, d), tokens.harper)).statusCode).toBe(204);
    expect(await unionBetween(t.context, h, d)).toBeUndefined();
    expect(await personRow(t.context, d)).toBeDefined();
    expect(await personRow(t.context, kid)).toMatchObject({ father_id: h, mother_id: d });
  });

  it('refuses a visitor (401), a third family and a branch admin outside the branch (403)', async () => {
    const { h, d } = await linkedCouple();
    for (const [a, b] of [
      [d, h],
      [h, d],
    ] as const) {
      await refused(() => api().del(apiPaths.deleteSpouse(a, b)), 401);
      await refused(() => api().del(apiPaths.deleteSpouse(a, b), tokens.third), 403);
      await refused(() => api().del(apiPaths.deleteSpouse(a, b), tokens.demoBranch), 403);
    }
  });

  it('shows the removal in canDelete to the admin of either family only', async () => {
    const { h, d } = await linkedCouple();
    expect((await detail(d, tokens.demo)).spouses).toEqual([
      expect.objectContaining({ personId: h, canDelete: true }),
    ]);
    expect((await detail(h, tokens.demo)).spouses).toEqual([
      expect.objectContaining({ personId: d, canDelete: true }),
    ]);
    expect((await detail(h, tokens.harper)).spouses[0]!.canDelete).toBe(true);
    for (const token of [undefined, tokens.third, tokens.demoBranch]) {
      expect((await detail(d, token)).spouses[0]!.canDelete).toBe(false);
      expect((await detail(h, token)).spouses[0]!.canDelete).toBe(false);
    }
  });
});

describe('reproduction: a child added through a spouse of another family', () => {
  it('is detached from the demo parent by the demo admin (was 403), never deleted', async () => {
    const { h, d } = await linkedCouple();
    const added = await api().post(
      apiPaths.saveMember(0, h),
      { memberType: 'CHILD', firstName: 'Child', lastName: 'Harper', gender: 'M' },
      tokens.harper,
    );
    expect(added.statusCode, added.body).toBe(200);
    const child = added.json<MemberDetail>().children[0]!.personId;
    expect(await personRow(t.context, child)).toMatchObject({
      family_id: harper.familyId,
      father_id: h,
      mother_id: d,
    });

    // The demo admin sees the harper child under D, removable.
    const seen = await detail(d, tokens.demo);
    expect(seen.children.find((c) => c.personId === child)).toMatchObject({ canDelete: true });

    const res = await api().del(apiPaths.deleteChild(d, child), tokens.demo);
    expect(res.statusCode, res.body).toBe(204);
    expect(await personRow(t.context, child)).toMatchObject({
      family_id: harper.familyId,
      father_id: h,
      mother_id: null,
      child_order: 1,
    });
    expect((await detail(d)).children.map((c) => c.personId)).not.toContain(child);
    expect((await detail(h)).children.map((c) => c.personId)).toEqual([child]);
  });

  it('after unlinking and detaching, the demo admin can delete their person; harper keeps all of its own', async () => {
    const h = await harperPerson('H');
    const d = await demoPerson('D');
    await marry(t.context, harper.familyId, h, d);
    const child = await addPerson(t.context, harper.familyId, {
      first: 'Child',
      father: h,
      mother: d,
      order: 1,
    });
    const harperBefore = await t.context.db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', harper.familyId)
      .execute();

    expect((await api().del(apiPaths.deleteChild(0, d), tokens.demo)).statusCode).toBe(409);
    expect((await api().del(apiPaths.deleteSpouse(d, h), tokens.demo)).statusCode).toBe(204);
    expect((await api().del(apiPaths.deleteChild(d, child), tokens.demo)).statusCode).toBe(204);
    expect((await api().del(apiPaths.deleteChild(0, d), tokens.demo)).statusCode).toBe(204);
    expect(await personRow(t.context, d)).toBeUndefined();

    const harperAfter = await t.context.db
      .selectFrom('persons')
      .select('id')
      .where('family_id', '=', harper.familyId)
      .execute();
    expect(harperAfter).toEqual(harperBefore);
    expect(await personRow(t.context, child)).toMatchObject({ father_id: h, mother_id: null });
  });

  it('works the other way round: the harper admin detaches a demo child from their member', async () => {
    const h = await harperPerson('H');
    const d = await demoPerson('D');
    await marry(t.context, demo.familyId, d, h);
    const added = await api().post(
      apiPaths.saveMember(0, d),
      { memberType: 'CHILD', firstName: 'DemoChild', lastName: 'Demo', gender: 'F' },
      tokens.demo,
    );
    expect(added.statusCode, added.body).toBe(200);
    const child = added.json<MemberDetail>().children[0]!.personId;
    expect(await personRow(t.context, child)).toMatchObject({ father_id: h, mother_id: d });
    expect((await detail(h, tokens.harper)).children).toEqual([
      expect.objectContaining({ personId: child, canDelete: true }),
    ]);
    expect((await api().del(apiPaths.deleteChild(h, child), tokens.harper)).statusCode).toBe(204);
    expect(await personRow(t.context, child)).toMatchObject({
      family_id: demo.familyId,
      father_id: null,
      mother_id: d,
    });
  });

  it("refuses detaching to a visitor (401), a third family, a branch admin outside the branch, and the child's family through the other parent (403)", async () => {
    const { h, d } = await linkedCouple();
    const child = await addPerson(t.context, harper.familyId, {
      first: 'Child',
      father: h,
      mother: d,
      order: 1,
    });
    await refused(() => api().del(apiPaths.deleteChild(d, child)), 401);
    await refused(() => api().del(apiPaths.deleteChild(d, child), tokens.third), 403);
    await refused(() => api().del(apiPaths.deleteChild(d, child), tokens.demoBranch), 403);
    for (const token of [undefined, tokens.third, tokens.demoBranch]) {
      const c = (await detail(d, token)).children.find((x) => x.personId === child);
      expect(c?.canDelete).toBe(false);
    }
    // Harper may not delete demo's person D, nor a demo child of D.
    const demoKid = await demoPerson('DemoKid', 'M', { mother: d, order: 2 });
    await refused(() => api().del(apiPaths.deleteChild(0, d), tokens.harper), 403);
    await refused(() => api().del(apiPaths.deleteChild(d, demoKid), tokens.harper), 403);
    // DemoKid is no child of H and so not in harper's tree at all: the family scope's 404.
    await refused(() => api().del(apiPaths.deleteChild(h, demoKid), tokens.harper), 404);
  });

  it('needs the union: a person of another family with only a pending request is no parent (400)', async () => {
    const h = await harperPerson('H');
    const d = await demoPerson('D');
    const sent = await api().post(
      apiPaths.saveMember(0, h),
      { memberType: 'SPOUSE', isSpouseMember: true, spouseId: d },
      tokens.harper,
    );
    expect(sent.statusCode).toBe(202);
    await refused(
      () =>
        api().post(
          apiPaths.saveMember(0, h),
          { memberType: 'CHILD', firstName: 'C', lastName: 'H', gender: 'M', spouseId: d },
          tokens.harper,
        ),
      400,
    );
  });

  it("adding a father to a child of another family's person does not give that person a spouse", async () => {
    const d = await demoPerson('D');
    const child = await addPerson(t.context, harper.familyId, {
      first: 'Child',
      mother: d,
      order: 1,
    });
    const res = await api().post(
      apiPaths.saveMember(0, child),
      { memberType: 'FATHER', firstName: 'Dad', lastName: 'Harper', gender: 'M' },
      tokens.harper,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(d)).spouses).toEqual([]);
  });
});
