import type { LightMyRequestResponse } from 'fastify';
import { apiPaths, errorCodes, type MemberDetail } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support/index.js';
import { buildBranchWorld, type BranchWorld } from './branch.fixture.js';
import { client, personRow, snapshot } from './tree.test-helpers.js';

// design.md "Permissions" on every tree write: a visitor gets 401; a branch admin may write inside
// their branch only; INVITED or BLOCK branch admins and other families' admins get 403; a refused
// write changes nothing.

let t: TestContext;
let w: BranchWorld;

beforeAll(async () => {
  t = await createTestContext();
  w = await buildBranchWorld(t);
});

afterAll(async () => {
  await t?.close();
});

type Person = keyof BranchWorld['ids'];
type Res = LightMyRequestResponse;

async function ownGender(id: number): Promise<'M' | 'F'> {
  return (await personRow(t.context, id))!.gender as 'M' | 'F';
}

/** Each write of the tree API, aimed at one person. */
const writes: Record<string, (id: number, token?: string) => Promise<Res>> = {
  'saveMember SELF': async (id, token) =>
    client(t).post(
      apiPaths.saveMember(0, id),
      { memberType: 'SELF', firstName: 'Renamed', lastName: 'Person', gender: await ownGender(id) },
      token,
    ),
  'saveMember FATHER': (id, token) =>
    client(t).post(
      apiPaths.saveMember(0, id),
      { memberType: 'FATHER', firstName: 'New', lastName: 'Father', gender: 'M' },
      token,
    ),
  'saveMember MOTHER': (id, token) =>
    client(t).post(
      apiPaths.saveMember(0, id),
      { memberType: 'MOTHER', firstName: 'New', lastName: 'Mother', gender: 'F' },
      token,
    ),
  'saveMember SPOUSE': (id, token) =>
    client(t).post(
      apiPaths.saveMember(0, id),
      { memberType: 'SPOUSE', firstName: 'New', lastName: 'Spouse', gender: 'F' },
      token,
    ),
  'saveMember SPOUSE (link)': (id, token) =>
    client(t).post(
      apiPaths.saveMember(0, id),
      { memberType: 'SPOUSE', isSpouseMember: true, spouseId: w.ids.x },
      token,
    ),
  'saveMember CHILD': (id, token) =>
    client(t).post(
      apiPaths.saveMember(0, id),
      { memberType: 'CHILD', firstName: 'New', lastName: 'Child', gender: 'M' },
      token,
    ),
  'delete child / self': (id, token) => client(t).del(apiPaths.deleteChild(0, id), token),
};

/** The spouse of each married person, for the delete-spouse call. */
const spouseOf: Partial<Record<Person, Person>> = { r: 'rw', a: 'as', ac: 'acs', b: 'bs' };

async function expectRefusedEverywhere(
  targets: Person[],
  token: string | undefined,
  status: 401 | 403,
): Promise<void> {
  const before = await snapshot(t.context);
  const code = status === 401 ? errorCodes.unauthenticated : errorCodes.forbidden;
  for (const target of targets) {
    for (const [name, write] of Object.entries(writes)) {
      const res = await write(w.ids[target], token);
      expect(res.statusCode, `${name} on ${target}: ${res.body}`).toBe(status);
      expect(JSON.parse(res.body).code).toBe(code);
    }
    const spouse = spouseOf[target];
    if (spouse) {
      const res = await client(t).del(apiPaths.deleteSpouse(w.ids[target], w.ids[spouse]), token);
      expect(res.statusCode, `delete spouse of ${target}`).toBe(status);
    }
  }
  const founder = await client(t).post(
    apiPaths.founder(w.family.familyId),
    { firstName: 'New', lastName: 'Founder', gender: 'M' },
    token,
  );
  expect(founder.statusCode).toBe(status);
  expect(await snapshot(t.context)).toEqual(before);
}

describe('refused writes change nothing', () => {
  it('answers 401 to a visitor and to a bad token', async () => {
    await expectRefusedEverywhere(['a', 'ac', 'r'], undefined, 401);
    await expectRefusedEverywhere(['a'], 'not-a-real-token', 401);
  });

  it('answers 403 to a branch admin outside their branch', async () => {
    await expectRefusedEverywhere(['r', 'rw', 'b', 'bs', 'bc'], w.tokens.branch, 403);
  });

  it('answers 403 to INVITED and BLOCK branch admins, even on their assigned member', async () => {
    await expectRefusedEverywhere(['a', 'ac', 'acc', 'as'], w.tokens.invited, 403);
    await expectRefusedEverywhere(['a', 'ac', 'acc', 'as'], w.tokens.blocked, 403);
  });

  it('answers 403 to a branch admin without an assignment', async () => {
    await expectRefusedEverywhere(['a', 'acc'], w.tokens.idle, 403);
  });

  it('answers 403 to the family admin of another family', async () => {
    await expectRefusedEverywhere(['r', 'a', 'acc'], w.tokens.otherAdmin, 403);
  });

  it("answers 403 to this family's admin on a person of another family", async () => {
    const before = await snapshot(t.context);
    for (const write of Object.values(writes)) {
      expect((await write(w.ids.x, w.tokens.admin)).statusCode).toBe(403);
    }
    expect(await snapshot(t.context)).toEqual(before);
  });
});

describe('a branch admin inside their branch', () => {
  const rename = (who: Person) => writes['saveMember SELF']!(w.ids[who], w.tokens.branch);

  it('edits the assigned person, a descendant, and the spouses of those', async () => {
    for (const who of ['a', 'as', 'ac', 'acs', 'acc'] as const) {
      const res = await rename(who);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      expect((await personRow(t.context, w.ids[who]))!.first_name).toBe('Renamed');
    }
  });

  it('adds and removes a spouse and a child of a descendant', async () => {
    const token = w.tokens.branch;
    const withSpouse = await writes['saveMember SPOUSE']!(w.ids.acc, token);
    expect(withSpouse.statusCode).toBe(200);
    const spouseId = JSON.parse(withSpouse.body).spouses[0].personId as number;
    // The new spouse is now inside the branch too.
    expect((await writes['saveMember SELF']!(spouseId, token)).statusCode).toBe(200);
    const unlinked = await client(t).del(apiPaths.deleteSpouse(w.ids.acc, spouseId), token);
    expect(unlinked.statusCode).toBe(204);
    expect(await personRow(t.context, spouseId)).toBeUndefined();

    // X belongs to another family: linking X asks that family first (docs/decisions/0008).
    const linked = await writes['saveMember SPOUSE (link)']!(w.ids.acc, token);
    expect(linked.statusCode).toBe(202);
    expect(linked.json<MemberDetail | { requestSent: true }>()).toMatchObject({
      requestSent: true,
    });
    expect((await client(t).del(apiPaths.deleteSpouse(w.ids.acc, w.ids.x), token)).statusCode).toBe(
      404,
    );
    expect(await personRow(t.context, w.ids.x)).toBeDefined();

    const withChild = await writes['saveMember CHILD']!(w.ids.acc, token);
    expect(withChild.statusCode).toBe(200);
    const childId = withChild.json<MemberDetail>().children[0]!.personId;
    expect((await client(t).del(apiPaths.deleteChild(w.ids.acc, childId), token)).statusCode).toBe(
      204,
    );
    expect(await personRow(t.context, childId)).toBeUndefined();
  });

  it("adds a parent to a descendant's married-in spouse", async () => {
    const res = await writes['saveMember FATHER']!(w.ids.acs, w.tokens.branch);
    expect(res.statusCode).toBe(200);
    expect(res.json<MemberDetail>().father).toMatchObject({ firstName: 'New' });
  });

  it('may not pull a person of the family into the branch by linking them as a spouse', async () => {
    const before = await snapshot(t.context);
    for (const outside of ['b', 'bs', 'bc', 'rw'] as const) {
      const res = await client(t).post(
        apiPaths.saveMember(0, w.ids.acc),
        { memberType: 'SPOUSE', isSpouseMember: true, spouseId: w.ids[outside] },
        w.tokens.branch,
      );
      expect(res.statusCode, outside).toBe(403);
    }
    expect(await snapshot(t.context)).toEqual(before);
    // So BC, outside the branch, stays out of reach.
    expect(
      (await client(t).del(apiPaths.deleteChild(0, w.ids.bc), w.tokens.branch)).statusCode,
    ).toBe(403);
  });

  it('may not add a founder', async () => {
    const res = await client(t).post(
      apiPaths.founder(w.family.familyId),
      { firstName: 'New', lastName: 'Founder', gender: 'M' },
      w.tokens.branch,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('a branch admin reordering children', () => {
  const selfWithOrder = (who: Person, childOrder: number) =>
    client(t).post(
      apiPaths.saveMember(0, w.ids[who]),
      {
        memberType: 'SELF',
        firstName: who.toUpperCase(),
        lastName: 'Tester',
        gender: 'M',
        childOrder,
      },
      w.tokens.branch,
    );

  it('may not move their assigned member among siblings outside the branch (issue 11, 8)', async () => {
    const before = await snapshot(t.context);
    const res = await selfWithOrder('a', 2);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(
      'You may reorder only the members of your branch.',
    );
    expect(await snapshot(t.context)).toEqual(before);
  });

  it('may save the assigned member with the order it already has', async () => {
    const res = await selfWithOrder('a', 1);
    expect(res.statusCode, res.body).toBe(200);
    expect((await personRow(t.context, w.ids.b))!.child_order).toBe(2);
  });

  it('reorders children inside the branch', async () => {
    const added = await client(t).post(
      apiPaths.saveMember(0, w.ids.a),
      { memberType: 'CHILD', firstName: 'Younger', lastName: 'Tester', gender: 'M', childOrder: 1 },
      w.tokens.branch,
    );
    expect(added.statusCode, added.body).toBe(200);
    expect((await personRow(t.context, w.ids.ac))!.child_order).toBe(2);
    const moved = await selfWithOrder('ac', 1);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await personRow(t.context, w.ids.ac))!.child_order).toBe(1);
  });
});
