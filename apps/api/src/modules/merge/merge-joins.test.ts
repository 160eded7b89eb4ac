import { apiPaths, type MemberProfile } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { useMergeBed } from './merge.test-helpers.js';

/**
 * Issue 33: two persons become one, their rows joined, the old id reads as the kept person, and
 * the revert puts every row back.
 */

const { bed, db, api, add, merge, revert, everything, source, cite, marry, personRow } =
  useMergeBed();

/**
 * Anna (father Frank, born 1900) and Ann (mother Mary, born in Leeds, an address, a cited birth),
 * both married to Sam; Ann is Cleo's mother.
 */
async function duplicates() {
  const father = await add({ first: 'Frank', last: 'Smith' });
  const mother = await add({ first: 'Mary', last: 'Smith', gender: 'F' });
  const keep = await add({ first: 'Anna', last: 'Smith', gender: 'F', father });
  const other = await add({ first: 'Ann', last: 'Smith', gender: 'F', mother });
  await db()
    .updateTable('persons')
    .set({ date_of_birth: '1900-01-01' })
    .where('id', '=', keep)
    .execute();
  await db()
    .updateTable('persons')
    .set({ place_of_birth: 'Leeds' })
    .where('id', '=', other)
    .execute();
  const spouse = await add({ first: 'Sam', last: 'Jones' });
  await marry(keep, spouse);
  await marry(spouse, other);
  const child = await add({ first: 'Cleo', last: 'Jones', gender: 'F', mother: other });
  await db()
    .insertInto('addresses')
    .values({
      family_id: bed.family.familyId,
      person_id: other,
      address_type: 'CURRENT_ADDRESS',
      city: 'York',
    })
    .execute();
  const sourceId = await source('Parish book');
  await cite(sourceId, other, { fact: 'birth' });
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

    expect(await personRow(p.other)).toBeUndefined();
    const kept = await personRow(p.keep);
    expect(kept).toMatchObject({
      first_name: 'Ann',
      date_of_birth: '1900-01-01',
      place_of_birth: 'Leeds',
      father_id: p.father,
      mother_id: p.mother,
      search_name: 'ann smith',
    });
    expect((await personRow(p.child))?.mother_id).toBe(p.keep);
    const unions = await db()
      .selectFrom('unions')
      .selectAll()
      .where((eb) => eb.or([eb('person_id', '=', p.spouse), eb('spouse_id', '=', p.spouse)]))
      .execute();
    expect(unions).toHaveLength(1);
    expect(
      await db().selectFrom('addresses').select('city').where('person_id', '=', p.keep).execute(),
    ).toEqual([{ city: 'York' }]);
    expect(
      await db().selectFrom('citations').select('fact').where('person_id', '=', p.keep).execute(),
    ).toEqual([{ fact: 'birth' }]);
    const note = await db()
      .selectFrom('notes')
      .innerJoin('note_links', 'note_links.note_id', 'notes.id')
      .select('notes.text')
      .where('note_links.person_id', '=', p.keep)
      .executeTakeFirstOrThrow();
    expect(note.text).toContain('Name: Anna Smith');

    // The merged-away id keeps working: its profile and its tree answer with the kept person.
    const profile = await api().get(apiPaths.memberProfile(p.other), bed.token);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json<MemberProfile>().personDetail).toMatchObject({
      personId: p.keep,
      firstName: 'Ann',
    });
    const detail = await api().get(apiPaths.memberDetail(0, p.other), bed.token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain(`"Ann"`);

    const tree = await api().get(apiPaths.memberTree(bed.family.familyId, p.other), bed.token);
    expect(tree.statusCode, tree.body).toBe(200);
    expect(tree.body).toContain('"Cleo"');
    const relation = await api().get(
      `${apiPaths.relation(bed.family.familyId)}?firstPerson=${p.other}&secondPerson=${p.child}`,
      bed.token,
    );
    expect(relation.statusCode, relation.body).toBe(200);
    // A write naming the old id is not redirected: it names no person.
    expect((await merge(p.other, { otherId: p.spouse })).statusCode).toBe(404);

    // The other's history is the kept person's now.
    const history = await api().get(apiPaths.personHistory(p.keep), bed.token);
    expect(history.body).toContain('person.merge');

    const undone = await revert(merged.changeId);
    expect(undone.action).toBe('revert');
    expect(await everything(merged.changeId)).toBe(before);
    expect(
      (await api().get(apiPaths.memberProfile(p.other), bed.token)).json<MemberProfile>(),
    ).toMatchObject({ personDetail: { personId: p.other, firstName: 'Ann' } });

    // The revert of the revert merges them again, exactly.
    await revert(undone.id);
    expect(await personRow(p.other)).toBeUndefined();
    expect((await personRow(p.keep))?.first_name).toBe('Ann');
  });

  it('keeps the kept person’s values by default and refuses a revert once a joined row changed', async () => {
    const keep = await add({ first: 'Bo', last: 'Lee' });
    const other = await add({ first: 'Bob', last: 'Lee' });
    const res = await merge(keep, { otherId: other });
    expect(res.statusCode, res.body).toBe(200);
    expect((await personRow(keep))?.first_name).toBe('Bo');
    await db().updateTable('persons').set({ first_name: 'Boris' }).where('id', '=', keep).execute();
    const refused = await api().post(
      apiPaths.revertChange(bed.family.familyId, res.json<{ changeId: number }>().changeId),
      undefined,
      bed.token,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('cannot be reverted');
  });

  it('merges a couple into one person and a chain of merges reads through', async () => {
    const a = await add({ first: 'Cy', last: 'Ray' });
    const b = await add({ first: 'Cy', last: 'Ray' });
    const c = await add({ first: 'Cy', last: 'Ray' });
    await marry(a, b);
    expect((await merge(b, { otherId: a })).statusCode).toBe(200);
    expect(
      await db().selectFrom('unions').select('id').where('person_id', '=', b).execute(),
    ).toEqual([]);
    expect((await merge(c, { otherId: b })).statusCode).toBe(200);
    const profile = await api().get(apiPaths.memberProfile(a), bed.token);
    expect(profile.json<MemberProfile>().personDetail.personId).toBe(c);
  });
});
