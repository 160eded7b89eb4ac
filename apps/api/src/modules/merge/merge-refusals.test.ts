import { describe, expect, it } from 'vitest';
import { createFamily } from '../../test-support/index.js';
import { addPerson } from '../tree/tree.test-helpers.js';
import { useMergeBed } from './merge.test-helpers.js';

/**
 * Issue 33: the merges that are refused, with the field to change, and nothing written. Each test
 * builds the persons it refuses and names them as its messages show them.
 */

const { bed, db, add, merge, everything, personRow } = useMergeBed();

describe('refusals', () => {
  it('refuses the same, an unknown, another family’s person, an ancestor, a descendant, and differing fathers', async () => {
    const grandpa = await add({ first: 'Gus' });
    const dad = await add({ first: 'Dan', father: grandpa });
    const kid = await add({ first: 'Kit', last: 'Kay', father: dad });
    const otherFamily = await createFamily(bed.t.context);
    const stranger = await addPerson(bed.t.context, otherFamily.familyId, { first: 'Xan' });
    const unrelatedDad = await add({ first: 'Ulf' });
    const twin = await add({ first: 'Kit', father: unrelatedDad });
    // An id that was a person's once, whatever ids the database has handed out so far.
    const gone = await add({ first: 'Gone' });
    await db().deleteFrom('persons').where('id', '=', gone).execute();
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
    await expectRefusal(kid, gone, 400, 'No such person');
    await expectRefusal(kid, stranger, 400, 'same family');
    await expectRefusal(kid, grandpa, 409, 'Kit Kay cannot be merged with their own ancestor');
    await expectRefusal(grandpa, kid, 409, 'cannot be merged with their own descendant');
    await expectRefusal(kid, twin, 409, 'different fathers', 'father');
    expect(await everything()).toBe(before);

    const chosen = await merge(kid, { otherId: twin, choices: { father: 'other' } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await personRow(kid))?.father_id).toBe(unrelatedDad);
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
});
