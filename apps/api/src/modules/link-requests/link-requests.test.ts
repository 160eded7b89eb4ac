import {
  historyMessages,
  apiPaths,
  errorCodes,
  messages,
  type ChangePage,
  type LinkRequest,
  type LinkRequestList,
  type LinkRequestSent,
  type MemberDetail,
} from '@familytree/shared';
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
  snapshot,
  unionBetween,
} from '../tree/tree.test-helpers.js';

// Link requests (docs/decisions/0008): harper asks demo to link a demo person as the spouse of a
// harper member; demo's family admin accepts or declines, harper's may cancel while it is open.

let t: TestContext;
let harper: TestFamily;
let demo: TestFamily;
let third: TestFamily;
const tokens = {} as Record<
  'harper' | 'demo' | 'third' | 'demoBranch' | 'harperBranch' | 'both',
  string
>;
let harperBranchRoot: number;

beforeAll(async () => {
  t = await createTestContext();
  harper = await createFamily(t.context);
  demo = await createFamily(t.context);
  third = await createFamily(t.context);
  tokens.harper = await login(t.app, harper.admin.email, testPassword);
  tokens.demo = await login(t.app, demo.admin.email, testPassword);
  tokens.third = await login(t.app, third.admin.email, testPassword);
  const demoBranch = await createUser(t.context, {
    memberships: [{ familyId: demo.familyId, role: 'BRANCH_ADMIN' }],
  });
  const harperBranch = await createUser(t.context, {
    memberships: [{ familyId: harper.familyId, role: 'BRANCH_ADMIN' }],
  });
  harperBranchRoot = await addPerson(t.context, harper.familyId, { first: 'BranchRoot' });
  await assignBranch(t.context, harper.familyId, harperBranch.userId, harperBranchRoot);
  const both = await createUser(t.context, {
    memberships: [
      { familyId: harper.familyId, role: 'FAMILY_ADMIN' },
      { familyId: demo.familyId, role: 'FAMILY_ADMIN' },
    ],
  });
  tokens.demoBranch = await login(t.app, demoBranch.email, testPassword);
  tokens.harperBranch = await login(t.app, harperBranch.email, testPassword);
  tokens.both = await login(t.app, both.email, testPassword);
});

afterAll(async () => {
  await t?.close();
});

const api = () => client(t);
const harperPerson = (first: string) =>
  addPerson(t.context, harper.familyId, { first, last: 'Harper', gender: 'M' });
const demoPerson = (first: string) =>
  addPerson(t.context, demo.familyId, { first, last: 'Demo', gender: 'F' });
const link = (memberId: number, spouseId: number, token = tokens.harper) =>
  api().post(
    apiPaths.saveMember(0, memberId),
    { memberType: 'SPOUSE', isSpouseMember: true, spouseId },
    token,
  );

/** A fresh pending request from harper's H for demo's D. */
async function pending() {
  const h = await harperPerson('H');
  const d = await demoPerson('D');
  const res = await link(h, d);
  expect(res.statusCode, res.body).toBe(202);
  return { h, d, id: res.json<LinkRequestSent>().request.id };
}

/** Expects a refusal with this status that changed nothing. */
async function refused(send: () => Promise<{ statusCode: number; body: string }>, status: number) {
  const before = await snapshot(t.context);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(await snapshot(t.context)).toEqual(before);
  return JSON.parse(res.body) as { message: string; code: string };
}

describe('direct link', () => {
  it('links at once (200, member detail) for a user who may edit both persons', async () => {
    const h = await harperPerson('H');
    const d = await demoPerson('D');
    const res = await link(h, d, tokens.both);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MemberDetail>().spouses.map((s) => s.personId)).toEqual([d]);
    expect(await unionBetween(t.context, h, d)).toMatchObject({
      family_id: harper.familyId,
      person_id: h,
      spouse_id: d,
    });
    const list = (
      await api().get(apiPaths.linkRequests(harper.familyId), tokens.harper)
    ).json<LinkRequestList>();
    expect(list.outgoing.map((r) => r.targetPerson.personId)).not.toContain(d);
  });
});

describe('request, accept', () => {
  it('creates the union in the requesting family when the other family admin accepts', async () => {
    const { h, d, id } = await pending();
    expect(await unionBetween(t.context, h, d)).toBeUndefined();

    const incoming = (
      await api().get(apiPaths.linkRequests(demo.familyId), tokens.demo)
    ).json<LinkRequestList>();
    expect(incoming.incoming.find((r) => r.id === id)).toMatchObject({
      status: 'PENDING',
      family: { id: harper.familyId },
      person: { personId: h, firstName: 'H' },
      targetPerson: { personId: d, firstName: 'D' },
      requestedBy: { firstName: 'Family', lastName: 'Admin' },
      decidedAt: null,
    });
    const outgoing = (
      await api().get(apiPaths.linkRequests(harper.familyId), tokens.harper)
    ).json<LinkRequestList>();
    expect(outgoing.outgoing.map((r) => r.id)).toContain(id);
    expect(outgoing.incoming.map((r) => r.id)).not.toContain(id);

    const res = await api().post(apiPaths.acceptLinkRequest(id), undefined, tokens.demo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LinkRequest>()).toMatchObject({ id, status: 'ACCEPTED' });
    expect(res.json<LinkRequest>().decidedAt).not.toBeNull();
    expect(await unionBetween(t.context, h, d)).toMatchObject({
      family_id: harper.familyId,
      person_id: h,
      spouse_id: d,
    });
    const detail = (await api().get(apiPaths.memberDetail(0, h))).json<MemberDetail>();
    expect(detail.spouses.map((s) => s.personId)).toEqual([d]);

    // Now the union is the consent for children of the two.
    const child = await api().post(
      apiPaths.saveMember(0, h),
      { memberType: 'CHILD', firstName: 'Kid', lastName: 'Harper', gender: 'M' },
      tokens.harper,
    );
    expect(child.statusCode, child.body).toBe(200);
  });

  it('leaves one history record in the requesting family, by the admin who accepted', async () => {
    const { h, d, id } = await pending();
    const history = async () =>
      (
        await api().get(`${apiPaths.familyHistory(harper.familyId)}?personId=${h}`, tokens.harper)
      ).json<ChangePage>();
    expect((await history()).total).toBe(0);
    expect(
      (await api().post(apiPaths.acceptLinkRequest(id), undefined, tokens.demo)).statusCode,
    ).toBe(200);
    const { items } = await history();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'union.add',
      personId: h,
      userId: demo.admin.userId,
      revertible: true,
      changes: [
        { field: 'spouse_id', before: null, after: d },
        { field: 'spouse_name', before: null, after: 'D Demo' },
        { field: 'link_request_id', before: null, after: id },
      ],
    });
    // Issue 29: the requesting family may undo the union (either family may remove it), but
    // not undo that: linking the other family's person again needs their consent anew.
    const revert = (changeId: number) =>
      api().post(apiPaths.revertChange(harper.familyId, changeId), undefined, tokens.harper);
    expect((await revert(items[0]!.id)).statusCode).toBe(200);
    expect(await unionBetween(t.context, h, d)).toBeUndefined();
    const again = await revert((await history()).items[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(historyMessages.needsConsent);
  });

  it('refuses accepting twice, declining after, and cancelling after (409)', async () => {
    const { id } = await pending();
    expect(
      (await api().post(apiPaths.acceptLinkRequest(id), undefined, tokens.demo)).statusCode,
    ).toBe(200);
    const body = await refused(
      () => api().post(apiPaths.acceptLinkRequest(id), undefined, tokens.demo),
      409,
    );
    expect(body).toEqual({
      message: messages.linkRequests.alreadyAnswered,
      code: errorCodes.conflict,
    });
    await refused(() => api().post(apiPaths.declineLinkRequest(id), undefined, tokens.demo), 409);
    await refused(() => api().del(apiPaths.cancelLinkRequest(id), tokens.harper), 409);
  });

  it('checks again on accept: two who became spouses meanwhile are refused (409)', async () => {
    const { h, d, id } = await pending();
    await marry(t.context, harper.familyId, h, d);
    await refused(() => api().post(apiPaths.acceptLinkRequest(id), undefined, tokens.demo), 409);
  });

  it('refuses a visitor (401), the requesting side and branch admins (403), strangers (404)', async () => {
    const { id } = await pending();
    const accept = (token?: string) => () =>
      api().post(apiPaths.acceptLinkRequest(id), undefined, token);
    const decline = (token?: string) => () =>
      api().post(apiPaths.declineLinkRequest(id), undefined, token);
    for (const send of [accept, decline]) {
      await refused(send(), 401);
      await refused(send(tokens.harper), 403);
      await refused(send(tokens.harperBranch), 403);
      await refused(send(tokens.demoBranch), 403);
      await refused(send(tokens.third), 404);
    }
    // Still open for the one who may answer it.
    expect((await accept(tokens.demo)()).statusCode).toBe(200);
  });

  it('answers 404 for an unknown request and 400 for a bad id', async () => {
    await refused(
      () => api().post(apiPaths.acceptLinkRequest(999_999), undefined, tokens.demo),
      404,
    );
    await refused(() => api().post('/api/linkRequests/abc/accept', undefined, tokens.demo), 400);
  });
});

describe('request, decline', () => {
  it('leaves no union and marks the request declined', async () => {
    const { h, d, id } = await pending();
    const res = await api().post(apiPaths.declineLinkRequest(id), undefined, tokens.demo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<LinkRequest>()).toMatchObject({ id, status: 'DECLINED' });
    expect(await unionBetween(t.context, h, d)).toBeUndefined();
    await refused(() => api().post(apiPaths.acceptLinkRequest(id), undefined, tokens.demo), 409);
    // A declined request may be asked again.
    expect((await link(h, d)).statusCode).toBe(202);
  });
});

describe('request, cancel', () => {
  it('removes the open request for the requesting family admin', async () => {
    const { h, d, id } = await pending();
    const res = await api().del(apiPaths.cancelLinkRequest(id), tokens.harper);
    expect(res.statusCode, res.body).toBe(204);
    const list = (
      await api().get(apiPaths.linkRequests(demo.familyId), tokens.demo)
    ).json<LinkRequestList>();
    expect(list.incoming.map((r) => r.id)).not.toContain(id);
    expect(await unionBetween(t.context, h, d)).toBeUndefined();
    await refused(() => api().post(apiPaths.acceptLinkRequest(id), undefined, tokens.demo), 404);
  });

  it('refuses a visitor (401), the other family and branch admins (403), strangers (404)', async () => {
    const { id } = await pending();
    const cancel = (token?: string) => () => api().del(apiPaths.cancelLinkRequest(id), token);
    await refused(cancel(), 401);
    await refused(cancel(tokens.demo), 403);
    await refused(cancel(tokens.harperBranch), 403);
    await refused(cancel(tokens.third), 404);
  });
});

describe('sending requests', () => {
  it('refuses the same open pair again, either way round (409)', async () => {
    const { h, d } = await pending();
    const body = await refused(() => link(h, d), 409);
    expect(body.message).toBe(messages.linkRequests.alreadyPending);
    // Demo asking for the same two while harper's request is open: answer harper's instead.
    await refused(() => link(d, h, tokens.demo), 409);
  });

  it('sends one request when the same link is asked twice at once', async () => {
    const h = await harperPerson('H');
    const d = await demoPerson('D');
    const answers = await Promise.all([link(h, d), link(h, d)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    const rows = await t.context.db
      .selectFrom('link_requests')
      .select('id')
      .where('person_id', '=', h)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('applies the direct-link rules before sending (409 for a current spouse)', async () => {
    const h = await harperPerson('H');
    const d = await demoPerson('D');
    await marry(t.context, harper.familyId, h, d);
    await refused(() => link(h, d), 409);
  });

  it('lets a branch admin ask for a member of their branch, and refuses them outside it', async () => {
    const d = await demoPerson('D');
    const res = await link(harperBranchRoot, d, tokens.harperBranch);
    expect(res.statusCode, res.body).toBe(202);
    const outside = await harperPerson('Outside');
    await refused(() => link(outside, d, tokens.harperBranch), 403);
    await refused(
      () =>
        api().post(apiPaths.saveMember(0, outside), {
          memberType: 'SPOUSE',
          isSpouseMember: true,
          spouseId: d,
        }),
      401,
    );
  });
});

describe('GET /api/family/{familyId}/linkRequests', () => {
  it('refuses a visitor (401), a branch admin and another family admin (403)', async () => {
    await refused(() => api().get(apiPaths.linkRequests(demo.familyId)), 401);
    await refused(() => api().get(apiPaths.linkRequests(demo.familyId), tokens.demoBranch), 403);
    await refused(() => api().get(apiPaths.linkRequests(demo.familyId), tokens.harper), 403);
    await refused(() => api().get(apiPaths.linkRequests(demo.familyId), tokens.third), 403);
  });

  it('lists open requests first', async () => {
    const answered = await pending();
    await api().post(apiPaths.declineLinkRequest(answered.id), undefined, tokens.demo);
    const open = await pending();
    const list = (
      await api().get(apiPaths.linkRequests(demo.familyId), tokens.demo)
    ).json<LinkRequestList>();
    const ids = list.incoming.map((r) => r.id);
    expect(ids.indexOf(open.id)).toBeLessThan(ids.indexOf(answered.id));
    const statuses = list.incoming.map((r) => r.status);
    expect(statuses.lastIndexOf('PENDING')).toBeLessThan(statuses.indexOf('DECLINED'));
  });
});
