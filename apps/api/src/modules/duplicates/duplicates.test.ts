import { apiPaths, type DuplicatePair } from '@familytree/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createUser,
  login,
  snapshotTables,
  testPassword,
  useFamilyBed,
} from '../../test-support/index.js';
import { addPerson, assignBranch } from '../tree/tree.test-helpers.js';

/** Issue 33, decision 0054: Find duplicates, "not a duplicate", and a merge that keeps it right. */

const bed = useFamilyBed();

const add = (p: Parameters<typeof addPerson>[2], born: string | null = '1921-03-04') =>
  addPerson(bed.t.context, bed.family.familyId, p).then(async (id) => {
    await bed.t.context.db
      .updateTable('persons')
      .set({ date_of_birth: born })
      .where('id', '=', id)
      .execute();
    return id;
  });
const headers = (as?: string, extra: Record<string, string> = {}) =>
  as ? { authorization: `Bearer ${as}`, ...extra } : extra;
const list = (as: string | undefined = bed.token, extra: Record<string, string> = {}) =>
  bed.t.app.inject({
    method: 'GET',
    url: apiPaths.duplicates(bed.family.familyId),
    headers: headers(as, extra),
  });
const dismissal = (
  method: 'POST' | 'DELETE',
  payload: object,
  as: string | undefined = bed.token,
) =>
  bed.t.app.inject({
    method,
    url: apiPaths.duplicateDismissals(bed.family.familyId),
    headers: headers(as),
    payload,
  });
const pairsOf = (body: DuplicatePair[]) =>
  body.map((p) => [p.personA.personId, p.personB.personId]);

let root: number;
let thomas: number;
let tomas: number;
let mary: number;
let maria: number;

beforeAll(async () => {
  root = await add({ first: 'Kurian', last: 'Mathew' }, '1890');
  thomas = await add({ first: 'Thomas', last: 'Kurian', father: root });
  tomas = await add({ first: 'Tomas', last: 'Kurian', father: root }, '1921');
  mary = await add({ first: 'Mary', last: 'Joseph', gender: 'F' }, '1950-05-05');
  maria = await add({ first: 'Mariamma', last: 'Joseph', gender: 'F' }, '1950-05-05');
});

describe('Find duplicates', () => {
  it('lists the likely pairs best first, with person summaries, score and reasons', async () => {
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DuplicatePair[]>();
    expect(pairsOf(body)).toEqual(
      expect.arrayContaining([
        [thomas, tomas],
        [mary, maria],
      ]),
    );
    expect(body).toHaveLength(2);
    const pair = body.find((p) => p.personA.personId === thomas)!;
    expect(pair.personA).toMatchObject({
      firstName: 'Thomas',
      lastName: 'Kurian',
      dateOfBirth: '1921-03-04',
    });
    expect(pair.personB).toMatchObject({ firstName: 'Tomas', gender: 'M' });
    expect(pair.score).toBeGreaterThanOrEqual(50);
    expect(pair.reasons).toEqual(
      expect.arrayContaining([
        { code: 'sameBirthDate', points: 13, text: 'Same birth date: 1921-03-04' },
        expect.objectContaining({ code: 'sameParents', text: 'Same parents: Kurian Mathew' }),
      ]),
    );
  });

  it("says the reasons in the request's language", async () => {
    const body = (await list(bed.token, { 'accept-language': 'de-DE,de;q=0.9' })).json<
      DuplicatePair[]
    >();
    const texts = body.flatMap((p) => p.reasons.map((r) => r.text));
    expect(texts).toContain('Gleiches Geburtsdatum: 1921-03-04');
    expect(texts).toContain('Gleiches Geschlecht');
  });

  it('shows a branch admin only the pairs of two persons of their branch', async () => {
    const branch = await createUser(bed.t.context, {
      memberships: [{ familyId: bed.family.familyId, role: 'BRANCH_ADMIN' }],
    });
    await assignBranch(bed.t.context, bed.family.familyId, branch.userId, root);
    const branchToken = await login(bed.t.app, branch.email, branch.password);
    const res = await list(branchToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(pairsOf(res.json())).toEqual([[thomas, tomas]]);
    const outside = await dismissal('POST', { personA: mary, personB: maria }, branchToken);
    expect(outside.statusCode).toBe(403);
    expect(outside.json<{ message: string }>().message).toContain('not in your branch');
  });

  it('refuses a visitor (401), a member and another family’s admin (403)', async () => {
    expect((await list('')).statusCode).toBe(401);
    expect((await dismissal('POST', { personA: thomas, personB: tomas }, '')).statusCode).toBe(401);
    const otherFamily = await createFamily(bed.t.context);
    const otherAdmin = await login(bed.t.app, otherFamily.admin.email, testPassword);
    expect((await list(otherAdmin)).statusCode).toBe(403);
    expect((await dismissal('POST', { personA: 'x' }, otherAdmin)).statusCode).toBe(403);
    const member = await createUser(bed.t.context, {
      memberships: [{ familyId: bed.family.familyId, role: 'MEMBER' }],
    });
    expect((await list(await login(bed.t.app, member.email, member.password))).statusCode).toBe(
      403,
    );
  });

  it('answers 400 with the field for unknown persons, a person of another family and one person twice', async () => {
    const unknown = await dismissal('POST', { personA: thomas, personB: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fields: Record<string, string> }>().fields).toHaveProperty('personB');
    const otherFamily = await createFamily(bed.t.context);
    const stranger = await addPerson(bed.t.context, otherFamily.familyId, { first: 'Thomas' });
    const foreign = await dismissal('POST', { personA: stranger, personB: thomas });
    expect(foreign.json<{ fields: Record<string, string> }>().fields).toHaveProperty('personA');
    const twice = await dismissal('POST', { personA: thomas, personB: thomas });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ fields: Record<string, string> }>().fields).toHaveProperty('personB');
    const missing = await dismissal('POST', { personA: thomas });
    expect(missing.statusCode).toBe(400);
  });

  it('remembers "not a duplicate" and forgets it again', async () => {
    const res = await dismissal('POST', { personA: maria, personB: mary });
    expect(res.statusCode, res.body).toBe(204);
    expect((await dismissal('POST', { personA: mary, personB: maria })).statusCode).toBe(204);
    expect(pairsOf((await list()).json())).toEqual([[thomas, tomas]]);
    expect((await dismissal('DELETE', { personA: mary, personB: maria })).statusCode).toBe(204);
    expect(pairsOf((await list()).json())).toHaveLength(2);
  });

  it('re-points a dismissal of the merged-away person to the kept one, and the revert restores it', async () => {
    const third = await add({ first: 'Thomas', last: 'Kurian' }, '1960');
    await dismissal('POST', { personA: tomas, personB: third });
    await dismissal('POST', { personA: thomas, personB: tomas });
    const before = await snapshotTables(bed.t.context.db);
    const merged = await bed.t.app.inject({
      method: 'POST',
      url: apiPaths.mergePersons(bed.family.familyId, thomas),
      headers: headers(bed.token),
      payload: { otherId: tomas },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const rows = await bed.t.context.db
      .selectFrom('duplicate_dismissals')
      .select(['person_a_id', 'person_b_id'])
      .where('family_id', '=', bed.family.familyId)
      .execute();
    expect(rows).toEqual([{ person_a_id: thomas, person_b_id: third }]);
    const { changeId } = merged.json<{ changeId: number }>();
    const undone = await bed.t.app.inject({
      method: 'POST',
      url: apiPaths.revertChange(bed.family.familyId, changeId),
      headers: headers(bed.token),
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const after = JSON.parse(await snapshotTables(bed.t.context.db)) as Record<string, unknown[]>;
    const was = JSON.parse(before) as Record<string, unknown[]>;
    expect(was.duplicate_dismissals).toHaveLength(2);
    expect(after.duplicate_dismissals).toEqual(was.duplicate_dismissals);
    expect(after.persons).toEqual(was.persons);
  });
});
