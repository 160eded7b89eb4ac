import { apiPaths, type ChangeRecord, type MemberProfile } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  createUser,
  login,
  snapshotTables,
  testPassword,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { addPerson, assignBranch, client, marry, personRow } from '../tree/tree.test-helpers.js';

/** Issue 33: two persons become one, their rows joined, the old id reads as the kept person. */

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
const add = (p: Parameters<typeof addPerson>[2]) => addPerson(t.context, family.familyId, p);
const merge = (keepId: number, body: object, as: string | undefined = token) =>
  api().post(apiPaths.mergePersons(family.familyId, keepId), body, as);
const now = () => new Date().toISOString();

/**
 * Every row a merge may touch, the redirect and history links included; not the families' trigger-
 * kept tree versions (every change moves them on) nor the links of the merge's own records.
 */
async function everything(sinceChange = 2_147_483_647) {
  const db = t.context.db;
  const tables = JSON.parse(await snapshotTables(db)) as Record<
    string,
    Array<Record<string, unknown>>
  >;
  for (const f of tables.families ?? []) {
    delete f.persons_version;
    delete f.tree_version;
  }
  return JSON.stringify([
    tables,
    await db.selectFrom('merged_persons').selectAll().orderBy('id').execute(),
    await db
      .selectFrom('change_history_persons')
      .selectAll()
      .where('change_id', '<', sinceChange)
      .orderBy('change_id')
      .execute(),
  ]);
}

async function revert(changeId: number, expected = 200) {
  const res = await api().post(apiPaths.revertChange(family.familyId, changeId), undefined, token);
  expect(res.statusCode, res.body).toBe(expected);
  return res.json<ChangeRecord>();
}

async function duplicates() {
  const father = await add({ first: 'Frank', last: 'Smith' });
  const mother = await add({ first: 'Mary', last: 'Smith', gender: 'F' });
  const keep = await add({ first: 'Anna', last: 'Smith', gender: 'F', father });
  const other = await add({ first: 'Ann', last: 'Smith', gender: 'F', mother });
  const db = t.context.db;
  await db
    .updateTable('persons')
    .set({ date_of_birth: '1900-01-01' })
    .where('id', '=', keep)
    .execute();
  await db
    .updateTable('persons')
    .set({ place_of_birth: 'Leeds' })
    .where('id', '=', other)
    .execute();
  const spouse = await add({ first: 'Sam', last: 'Jones' });
  await marry(t.context, family.familyId, keep, spouse);
  await marry(t.context, family.familyId, spouse, other);
  const child = await add({ first: 'Cleo', last: 'Jones', gender: 'F', mother: other });
  await db
    .insertInto('addresses')
    .values({
      family_id: family.familyId,
      person_id: other,
      address_type: 'CURRENT_ADDRESS',
      city: 'York',
    })
    .execute();
  const source = await db
    .insertInto('sources')
    .values({
      family_id: family.familyId,
      title: 'Parish book',
      created_at: now(),
      updated_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('citations')
    .values({
      family_id: family.familyId,
      source_id: source.id,
      person_id: other,
      fact: 'birth',
      position: 0,
      created_at: now(),
      updated_at: now(),
    })
    .execute();
  return { father, mother, keep, other, spouse, child };
}

describe('merging two persons', () => {
  it('joins fields, parents, unions, children and research; the old id reads as the kept person; the revert puts every row back', async () => {
    const p = await duplicates();
    const before = await everything();

    const res = await merge(p.keep, { otherId: p.other, choices: { firstName: 'other' } });
    expect(res.statusCode, res.body).toBe(200);
    const merged = res.json<{ personId: number; firstName: string; changeId: number }>();
    expect(merged).toMatchObject({ personId: p.keep, firstName: 'Ann', mergedId: p.other });

    expect(await personRow(t.context, p.other)).toBeUndefined();
    const kept = await personRow(t.context, p.keep);
    expect(kept).toMatchObject({
      first_name: 'Ann',
      date_of_birth: '1900-01-01',
      place_of_birth: 'Leeds',
      father_id: p.father,
      mother_id: p.mother,
      search_name: 'ann smith',
    });
    expect((await personRow(t.context, p.child))?.mother_id).toBe(p.keep);
    const unions = await t.context.db
      .selectFrom('unions')
      .selectAll()
      .where((eb) => eb.or([eb('person_id', '=', p.spouse), eb('spouse_id', '=', p.spouse)]))
      .execute();
    expect(unions).toHaveLength(1);
    const db = t.context.db;
    expect(
      await db.selectFrom('addresses').select('city').where('person_id', '=', p.keep).execute(),
    ).toEqual([{ city: 'York' }]);
    expect(
      await db.selectFrom('citations').select('fact').where('person_id', '=', p.keep).execute(),
    ).toEqual([{ fact: 'birth' }]);
    const note = await db
      .selectFrom('notes')
      .innerJoin('note_links', 'note_links.note_id', 'notes.id')
      .select('notes.text')
      .where('note_links.person_id', '=', p.keep)
      .executeTakeFirstOrThrow();
    expect(note.text).toContain('Name: Anna Smith');

    // The merged-away id keeps working: its profile and its tree answer with the kept person.
    const profile = await api().get(apiPaths.memberProfile(p.other), token);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json<MemberProfile>().personDetail).toMatchObject({
      personId: p.keep,
      firstName: 'Ann',
    });
    const detail = await api().get(apiPaths.memberDetail(0, p.other), token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain(`"Ann"`);

    const tree = await api().get(apiPaths.memberTree(family.familyId, p.other), token);
    expect(tree.statusCode, tree.body).toBe(200);
    expect(tree.body).toContain('"Cleo"');
    const relation = await api().get(
      `${apiPaths.relation(family.familyId)}?firstPerson=${p.other}&secondPerson=${p.child}`,
      token,
    );
    expect(relation.statusCode, relation.body).toBe(200);
    // A write naming the old id is not redirected: it names no person.
    expect((await merge(p.other, { otherId: p.spouse })).statusCode).toBe(404);

    // The other's history is the kept person's now.
    const history = await api().get(apiPaths.personHistory(p.keep), token);
    expect(history.body).toContain('person.merge');

    const undone = await revert(merged.changeId);
    expect(undone.action).toBe('revert');
    expect(await everything(merged.changeId)).toBe(before);
    expect(
      (await api().get(apiPaths.memberProfile(p.other), token)).json<MemberProfile>(),
    ).toMatchObject({ personDetail: { personId: p.other, firstName: 'Ann' } });

    // The revert of the revert merges them again, exactly.
    await revert(undone.id);
    expect(await personRow(t.context, p.other)).toBeUndefined();
    expect((await personRow(t.context, p.keep))?.first_name).toBe('Ann');
  });

  it('keeps the kept person’s values by default and refuses a revert once a joined row changed', async () => {
    const keep = await add({ first: 'Bo', last: 'Lee' });
    const other = await add({ first: 'Bob', last: 'Lee' });
    const res = await merge(keep, { otherId: other });
    expect(res.statusCode, res.body).toBe(200);
    expect((await personRow(t.context, keep))?.first_name).toBe('Bo');
    await t.context.db
      .updateTable('persons')
      .set({ first_name: 'Boris' })
      .where('id', '=', keep)
      .execute();
    const refused = await api().post(
      apiPaths.revertChange(family.familyId, res.json<{ changeId: number }>().changeId),
      undefined,
      token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('cannot be reverted');
  });

  it('keeps the birth that does not stay as an alternative event, with its own sources', async () => {
    const keep = await add({ first: 'Di', last: 'Moor', gender: 'F' });
    const other = await add({ first: 'Di', last: 'Moor', gender: 'F' });
    const db = t.context.db;
    for (const [id, date] of [
      [keep, '1900-01-01'],
      [other, '1901-05-05'],
    ] as const)
      await db.updateTable('persons').set({ date_of_birth: date }).where('id', '=', id).execute();
    const source = await db
      .insertInto('sources')
      .values({
        family_id: family.familyId,
        title: 'Register',
        created_at: now(),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [id, page] of [
      [keep, 'p. 1900'],
      [other, 'p. 1901'],
    ] as const)
      await db
        .insertInto('citations')
        .values({
          family_id: family.familyId,
          source_id: source.id,
          person_id: id,
          fact: 'birth',
          page,
          position: 0,
          created_at: now(),
          updated_at: now(),
        })
        .execute();
    const before = await everything();
    const res = await merge(keep, { otherId: other });
    expect(res.statusCode, res.body).toBe(200);
    expect((await personRow(t.context, keep))?.date_of_birth).toBe('1900-01-01');
    const cited = await db
      .selectFrom('citations')
      .leftJoin('gedcom_events', 'gedcom_events.id', 'citations.event_id')
      .select(['page', 'fact', 'gedcom_events.tag', 'gedcom_events.date_phrase'])
      .where('citations.person_id', '=', keep)
      .orderBy('page')
      .execute();
    expect(cited).toEqual([
      { page: 'p. 1900', fact: 'birth', tag: null, date_phrase: null },
      { page: 'p. 1901', fact: null, tag: 'BIRT', date_phrase: '5 MAY 1901' },
    ]);
    // The birth that stays is the first BIRT: the export writes its date and its sources there.
    const births = await db
      .selectFrom('gedcom_events')
      .select(['date_phrase'])
      .where('person_id', '=', keep)
      .where('tag', '=', 'BIRT')
      .orderBy('position')
      .execute();
    expect(births).toEqual([{ date_phrase: '1 JAN 1900' }, { date_phrase: '5 MAY 1901' }]);
    await revert(res.json<{ changeId: number }>().changeId);
    expect(await everything(res.json<{ changeId: number }>().changeId)).toBe(before);
  });

  it('joins the same event of both into one, with the citations and notes of both, no citation twice; the revert puts both back', async () => {
    const keep = await add({ first: 'Ed', last: 'Vale' });
    const other = await add({ first: 'Ed', last: 'Vale' });
    const db = t.context.db;
    const source = await db
      .insertInto('sources')
      .values({ family_id: family.familyId, title: 'Book', created_at: now(), updated_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const events: Record<string, number> = {};
    for (const [id, place] of [
      [keep, null],
      [other, 'Leeds'],
    ] as const) {
      const event = await db
        .insertInto('gedcom_events')
        .values({
          family_id: family.familyId,
          person_id: id,
          position: 0,
          of_family: 0,
          tag: 'RESI',
          date_phrase: '1920',
          date_sort: '1920',
          place,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      events[id] = Number(event.id);
      for (const page of ['p. 1', id === keep ? 'p. 2' : 'p. 3'])
        await db
          .insertInto('citations')
          .values({
            family_id: family.familyId,
            source_id: source.id,
            person_id: id,
            event_id: event.id,
            page,
            position: 0,
            created_at: now(),
            updated_at: now(),
          })
          .execute();
      const note = await db
        .insertInto('notes')
        .values({
          family_id: family.familyId,
          text: `note ${id}`,
          created_at: now(),
          updated_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('note_links')
        .values({
          family_id: family.familyId,
          note_id: note.id,
          person_id: id,
          event_id: event.id,
          position: 0,
        })
        .execute();
    }
    const before = await everything();
    const res = await merge(keep, { otherId: other });
    expect(res.statusCode, res.body).toBe(200);
    const resi = await db
      .selectFrom('gedcom_events')
      .select(['id', 'place'])
      .where('person_id', '=', keep)
      .where('tag', '=', 'RESI')
      .execute();
    expect(resi).toEqual([{ id: events[keep], place: 'Leeds' }]);
    const cited = await db
      .selectFrom('citations')
      .select(['page', 'event_id'])
      .where('person_id', '=', keep)
      .orderBy('page')
      .execute();
    expect(cited).toEqual(
      ['p. 1', 'p. 2', 'p. 3'].map((page) => ({ page, event_id: events[keep] })),
    );
    const notes = await db
      .selectFrom('note_links')
      .innerJoin('notes', 'notes.id', 'note_links.note_id')
      .select(['notes.text'])
      .where('note_links.event_id', '=', events[keep]!)
      .orderBy('notes.text')
      .execute();
    expect(notes.map((n) => n.text).sort()).toEqual([`note ${keep}`, `note ${other}`].sort());
    await revert(res.json<{ changeId: number }>().changeId);
    expect(await everything(res.json<{ changeId: number }>().changeId)).toBe(before);
  });

  it('merges a couple into one person and a chain of merges reads through', async () => {
    const a = await add({ first: 'Cy', last: 'Ray' });
    const b = await add({ first: 'Cy', last: 'Ray' });
    const c = await add({ first: 'Cy', last: 'Ray' });
    await marry(t.context, family.familyId, a, b);
    expect((await merge(b, { otherId: a })).statusCode).toBe(200);
    expect(
      await t.context.db.selectFrom('unions').select('id').where('person_id', '=', b).execute(),
    ).toEqual([]);
    expect((await merge(c, { otherId: b })).statusCode).toBe(200);
    const profile = await api().get(apiPaths.memberProfile(a), token);
    expect(profile.json<MemberProfile>().personDetail.personId).toBe(c);
  });
});

describe('refusals', () => {
  it('refuses the same, an unknown, another family’s person, an ancestor, a descendant, and differing fathers', async () => {
    const grandpa = await add({ first: 'Gus' });
    const dad = await add({ first: 'Dan', father: grandpa });
    const kid = await add({ first: 'Kit', father: dad });
    const otherFamily = await createFamily(t.context);
    const stranger = await addPerson(t.context, otherFamily.familyId, { first: 'Xan' });
    const unrelatedDad = await add({ first: 'Ulf' });
    const twin = await add({ first: 'Kit', father: unrelatedDad });
    const before = await everything();

    const expectRefusal = async (
      keepId: number,
      otherId: number,
      status: number,
      text: string,
      field = 'otherId',
    ) => {
      const res = await merge(keepId, { otherId });
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json<{ message: string; fields?: Record<string, string> }>();
      expect(`${body.message} ${JSON.stringify(body.fields)}`).toContain(text);
      expect(body.fields).toHaveProperty(field);
    };
    await expectRefusal(kid, kid, 400, 'cannot be merged with themselves');
    await expectRefusal(kid, 999_999, 400, 'No such person');
    await expectRefusal(kid, stranger, 400, 'same family');
    await expectRefusal(kid, grandpa, 409, 'Kit Tester cannot be merged with their own ancestor');
    await expectRefusal(grandpa, kid, 409, 'cannot be merged with their own descendant');
    await expectRefusal(kid, twin, 409, 'different fathers', 'father');
    expect(await everything()).toBe(before);

    const chosen = await merge(kid, { otherId: twin, choices: { father: 'other' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await personRow(t.context, kid))?.father_id).toBe(unrelatedDad);
  });

  it('refuses differing mothers, a parent of both sexes, a father made female, and a side nobody defined', async () => {
    const mumA = await add({ first: 'Meg', gender: 'F' });
    const mumB = await add({ first: 'Moll', gender: 'F' });
    const kim = await add({ first: 'Kim', mother: mumA });
    const kimToo = await add({ first: 'Kim', mother: mumB });
    const dad = await add({ first: 'Dirk', gender: 'M' });
    const mum = await add({ first: 'Dora', gender: 'F' });
    await add({ first: 'Son', father: dad });
    await add({ first: 'Girl', mother: mum });
    const dirkAsWoman = await add({ first: 'Dirk', gender: 'F' });
    const before = await everything();

    const refusal = async (keepId: number, body: object) => {
      const res = await merge(keepId, body);
      return { status: res.statusCode, ...res.json<{ message: string; fields?: object }>() };
    };
    const mothers = await refusal(kim, { otherId: kimToo });
    expect(mothers.status).toBe(409);
    expect(mothers.message).toContain('different mothers');
    expect(mothers.fields).toHaveProperty('mother');
    const both = await refusal(dad, { otherId: mum });
    expect(both.status).toBe(409);
    expect(both.message).toBe(
      'The merged person would be the father of some children and the mother of others.',
    );
    expect(both.fields).toHaveProperty('gender');
    const femaleFather = await refusal(dad, { otherId: dirkAsWoman, choices: { gender: 'other' } });
    expect(femaleFather.status).toBe(409);
    expect(femaleFather.message).toContain('choose the gender that fits');
    expect(femaleFather.fields).toHaveProperty('gender');
    const undefinedSide = await refusal(kim, { otherId: kimToo, choices: { mother: 'both' } });
    expect(undefinedSide.status).toBe(400);
    expect(await everything()).toBe(before);
  });

  it('answers 401 to a visitor, 403 to another family’s admin and to a branch admin outside the branch, before the body', async () => {
    const root = await add({ first: 'Rod' });
    const inside = await add({ first: 'Ivy', father: root });
    const outside = await add({ first: 'Oz' });
    const branch = await createUser(t.context, {
      memberships: [{ familyId: family.familyId, role: 'BRANCH_ADMIN' }],
    });
    await assignBranch(t.context, family.familyId, branch.userId, root);
    const branchToken = await login(t.app, branch.email, branch.password);
    const otherFamily = await createFamily(t.context);
    const otherAdmin = await login(t.app, otherFamily.admin.email, testPassword);

    expect((await merge(inside, { otherId: 'nonsense' }, '')).statusCode).toBe(401);
    expect((await merge(inside, { otherId: 'nonsense' }, otherAdmin)).statusCode).toBe(403);
    expect((await merge(outside, { otherId: 'nonsense' }, branchToken)).statusCode).toBe(403);
    const res = await merge(inside, { otherId: outside }, branchToken);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toContain('You may not edit Oz');
    const allowed = await merge(root, { otherId: inside }, branchToken);
    expect(allowed.statusCode, allowed.body).toBe(409);
  });
});
