import type { RelationResponse } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFamily,
  createTestContext,
  type TestContext,
  type TestFamily,
} from '../../test-support/index.js';
import { policyOf } from '../access/privacy.js';
import { createRelationService, type RelationService } from './relation.service.js';
import { addPerson, marry } from './tree.test-helpers.js';

// Each process keeps a family's parent and union links in memory for the relation search
// (decision 0016). Whatever writes to the database (the tree's calls, an import, another server
// process, a write in a linked family), the next relation must see it. Writes here go straight
// to the database, as another process's would; two services stand for two processes.

let t: TestContext;
let family: TestFamily;
let other: TestFamily;
let first: RelationService;
let second: RelationService;
let grandpa: number;
let dad: number;
let uncle: number;
let me: number;
let cousin: number;

const ask = async (service: RelationService, a: number, b: number, familyId = family.familyId) => {
  try {
    return (await service.relation(familyId, a, b, policyOf(familyId, true, 'FULL'))).summary;
  } catch (error) {
    return `${(error as { status?: number }).status}`;
  }
};

beforeAll(async () => {
  t = await createTestContext();
  family = await createFamily(t.context);
  other = await createFamily(t.context);
  const id = family.familyId;
  grandpa = await addPerson(t.context, id, { first: 'Grandpa' });
  dad = await addPerson(t.context, id, { first: 'Dad', father: grandpa, order: 1 });
  uncle = await addPerson(t.context, id, { first: 'Uncle', father: grandpa, order: 2 });
  me = await addPerson(t.context, id, { first: 'Me', father: dad, order: 1 });
  cousin = await addPerson(t.context, id, {
    first: 'Cousin',
    gender: 'F',
    father: uncle,
    order: 1,
  });
  first = createRelationService(t.context.db);
  second = createRelationService(t.context.db);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('relation links held in memory', () => {
  it('answers from the links it read', async () => {
    expect(await ask(first, me, cousin)).toBe("Me is Cousin's first cousin");
    expect(await ask(second, me, cousin)).toBe("Me is Cousin's first cousin");
  });

  it('sees a person added and a parent changed by another process', async () => {
    const son = await addPerson(t.context, family.familyId, { first: 'Son', father: me, order: 1 });
    expect(await ask(first, son, cousin)).toBe("Son is Cousin's first cousin once removed");
    await t.context.db
      .updateTable('persons')
      .set({ father_id: cousin })
      .where('id', '=', son)
      .execute();
    expect(await ask(first, son, cousin)).toBe("Son is Cousin's son");
    expect(await ask(second, son, cousin)).toBe("Son is Cousin's son");
    await t.context.db.deleteFrom('persons').where('id', '=', son).execute();
    expect(await ask(first, son, cousin)).toBe('404');
  });

  it('sees a rename', async () => {
    await t.context.db
      .updateTable('persons')
      .set({ first_name: 'Cora' })
      .where('id', '=', cousin)
      .execute();
    expect(await ask(first, me, cousin)).toBe("Me is Cora's first cousin");
    await t.context.db
      .updateTable('persons')
      .set({ first_name: 'Cousin' })
      .where('id', '=', cousin)
      .execute();
    expect(await ask(first, me, cousin)).toBe("Me is Cousin's first cousin");
  });

  it('sees a gender changed, and a union added and removed', async () => {
    await t.context.db.updateTable('persons').set({ gender: 'F' }).where('id', '=', me).execute();
    expect(await ask(first, me, cousin)).toBe("Me is Cousin's first cousin");
    expect(await ask(first, dad, cousin)).toBe("Dad is Cousin's uncle");
    const wife = await addPerson(t.context, family.familyId, { first: 'Wife', gender: 'F' });
    expect(await ask(first, wife, uncle)).toBe('404');
    await marry(t.context, family.familyId, uncle, wife);
    expect(await ask(first, wife, uncle)).toBe("Wife is Uncle's wife");
    expect(await ask(second, wife, cousin)).toMatch(/^Wife is Cousin's stepmother/);
    await t.context.db.deleteFrom('unions').where('spouse_id', '=', wife).execute();
    expect(await ask(first, wife, uncle)).toBe('404');
  });

  it('sees a write in another family whose person is linked here', async () => {
    // A spouse from the other family, married to Dad.
    const linked = await addPerson(t.context, other.familyId, { first: 'Linda', gender: 'F' });
    await marry(t.context, family.familyId, dad, linked);
    // (Me is a woman since the test above.)
    expect(await ask(first, me, linked)).toMatch(/^Me is Linda's stepdaughter/);
    expect(await ask(first, linked, dad)).toBe("Linda is Dad's wife");
    // Her father is recorded in her own family: he is Dad's father too.
    await t.context.db
      .updateTable('persons')
      .set({ father_id: grandpa })
      .where('id', '=', linked)
      .execute();
    expect(await ask(first, linked, dad)).toBe("Linda is Dad's wife; also his sister");
    expect(await ask(second, linked, dad)).toBe("Linda is Dad's wife; also his sister");
  });

  it('walks the database while a large family is being written, then holds its rows again', async () => {
    const large = createRelationService(t.context.db, { quietRebuildAbove: 2 });
    expect(await ask(large, me, cousin)).toBe("Me is Cousin's first cousin");
    const baby = await addPerson(t.context, family.familyId, {
      first: 'Baby',
      father: me,
      order: 1,
    });
    expect(await ask(large, baby, cousin)).toBe("Baby is Cousin's first cousin once removed");
    expect(await ask(large, baby, me)).toBe("Baby is Me's son");
    await t.context.db.deleteFrom('persons').where('id', '=', baby).execute();
    expect(await ask(large, baby, me)).toBe('404');
    expect(await ask(large, me, cousin)).toBe("Me is Cousin's first cousin");
  });

  it('answers as the database walk does when a family does not fit in memory', async () => {
    const walking = createRelationService(t.context.db, { maxPersons: 3 });
    const pairs = [
      [me, cousin],
      [dad, cousin],
      [grandpa, me],
    ] as const;
    for (const [a, b] of pairs) expect(await ask(walking, a, b)).toBe(await ask(first, a, b));
    const res = await walking.relation(
      family.familyId,
      me,
      cousin,
      policyOf(family.familyId, true, 'FULL'),
    );
    const held: RelationResponse = await first.relation(
      family.familyId,
      me,
      cousin,
      policyOf(family.familyId, true, 'FULL'),
    );
    expect(res).toEqual(held);
  });
});
