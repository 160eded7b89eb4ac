import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createTestContext, type TestContext } from '../../test-support/index.js';
import { readProfileRows, findPersonRow } from '../data/profiles.repository.js';
import { addPerson, marry } from './tree.test-helpers.js';
import { findPerson, findPersonOfAnyFamily, findPersonSeenFrom } from '../data/tree.repository.js';

// Decision 0013: the reads that start from an id of a request filter by the family in SQL, so a
// service that forgot the scope's check would still find nothing of another family.

let t: TestContext;
let ours: number;
let theirs: number;
let stranger: number;
const ids = {} as Record<'own' | 'linkedSpouse' | 'linkedChild' | 'unrelated', number>;

beforeAll(async () => {
  t = await createTestContext();
  ours = (await createFamily(t.context)).familyId;
  theirs = (await createFamily(t.context)).familyId;
  stranger = (await createFamily(t.context)).familyId;
  ids.own = await addPerson(t.context, ours, { first: 'Own', gender: 'M' });
  ids.linkedSpouse = await addPerson(t.context, theirs, { first: 'Spouse', gender: 'F' });
  await marry(t.context, ours, ids.own, ids.linkedSpouse);
  // A child their family added under our member: shown in our tree (decision 0008).
  ids.linkedChild = await addPerson(t.context, theirs, {
    first: 'Child',
    father: ids.own,
    mother: ids.linkedSpouse,
    order: 1,
  });
  ids.unrelated = await addPerson(t.context, theirs, { first: 'Unrelated' });
});

afterAll(async () => {
  await t?.close();
});

const db = () => t.context.db;
const found = (row: { id: number } | undefined) => row?.id;

describe('findPerson: the family’s own persons only', () => {
  it('finds a person of the family', async () => {
    expect(found(await findPerson(db(), ours, ids.own))).toBe(ids.own);
  });

  it('finds nothing for a person of another family, linked or not', async () => {
    for (const id of [ids.linkedSpouse, ids.linkedChild, ids.unrelated])
      expect(await findPerson(db(), ours, id)).toBeUndefined();
  });
});

describe('findPersonSeenFrom: own persons and those linked to the family', () => {
  it('finds own persons, a spouse married to one and a child of one', async () => {
    for (const id of [ids.own, ids.linkedSpouse, ids.linkedChild])
      expect(found(await findPersonSeenFrom(db(), ours, id))).toBe(id);
  });

  it('finds nothing for a person of another family with no link to this one', async () => {
    expect(await findPersonSeenFrom(db(), ours, ids.unrelated)).toBeUndefined();
    expect(await findPersonSeenFrom(db(), stranger, ids.own)).toBeUndefined();
    expect(await findPersonSeenFrom(db(), stranger, ids.linkedSpouse)).toBeUndefined();
  });

  it('sees the link from the other side too: our member is linked to their family', async () => {
    expect(found(await findPersonSeenFrom(db(), theirs, ids.own))).toBe(ids.own);
  });

  it('finds nothing for an id that names no person', async () => {
    expect(await findPersonSeenFrom(db(), ours, 999_999)).toBeUndefined();
  });
});

describe('findPersonOfAnyFamily: the deliberate cross-family read', () => {
  it('finds a person of any family', async () => {
    expect(found(await findPersonOfAnyFamily(db(), ids.unrelated))).toBe(ids.unrelated);
  });
});

describe('profile reads are keyed by the family', () => {
  it('reads the profile of a person of the family', async () => {
    expect(found(await findPersonRow(db(), ours, ids.own))).toBe(ids.own);
    expect(found((await readProfileRows(db(), ours, ids.own)).person)).toBe(ids.own);
  });

  it('reads no person row for a person of another family, even a linked spouse', async () => {
    expect(await findPersonRow(db(), ours, ids.linkedSpouse)).toBeUndefined();
    expect((await readProfileRows(db(), ours, ids.linkedSpouse)).person).toBeUndefined();
  });
});
