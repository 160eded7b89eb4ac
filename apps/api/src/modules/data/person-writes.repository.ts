import type { Gender } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';
import { searchNameOf } from './person-name.js';

/**
 * The writes of the tree on persons and unions. Every statement names the family that owns the
 * row, so an id of another family changes nothing.
 */

export type NewPerson = {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  gender: Gender;
};

export async function insertPerson(
  db: Db,
  familyId: number,
  p: NewPerson,
  parents: { father: number | null; mother: number | null },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('persons')
    .values({
      family_id: familyId,
      first_name: p.firstName,
      middle_name: p.middleName || null,
      last_name: p.lastName,
      gender: p.gender,
      father_id: parents.father,
      mother_id: parents.mother,
      child_order: null,
      search_name: searchNameOf({
        first_name: p.firstName,
        middle_name: p.middleName,
        last_name: p.lastName,
      }),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Renames a person; the nickname (kept on the profile, and read by the caller with the person's
 * other values) stays searchable after the rename.
 */
export async function renamePerson(
  db: Db,
  familyId: number,
  personId: number,
  p: NewPerson,
  nick_name: string | null,
): Promise<void> {
  await db
    .updateTable('persons')
    .set({
      first_name: p.firstName,
      middle_name: p.middleName || null,
      last_name: p.lastName,
      gender: p.gender,
      search_name: searchNameOf({
        first_name: p.firstName,
        middle_name: p.middleName,
        last_name: p.lastName,
        nick_name,
      }),
      updated_at: nowIso(),
    })
    .where('family_id', '=', familyId)
    .where('id', '=', personId)
    .execute();
}

/** Fills the empty father or mother slot of a person. */
export async function setParent(
  db: Db,
  familyId: number,
  personId: number,
  slot: 'father_id' | 'mother_id',
  parentId: number,
  childOrder: number,
): Promise<void> {
  await db
    .updateTable('persons')
    .set({ [slot]: parentId, child_order: childOrder })
    .where('family_id', '=', familyId)
    .where('id', '=', personId)
    .execute();
}

export async function deletePersonRow(db: Db, familyId: number, personId: number): Promise<void> {
  await db
    .deleteFrom('persons')
    .where('family_id', '=', familyId)
    .where('id', '=', personId)
    .execute();
}

/** Records a union in `familyId` (the linking family): `personId` its member, `spouseId` the partner. */
export async function insertUnion(
  db: Db,
  familyId: number,
  personId: number,
  spouseId: number,
  order: number,
): Promise<void> {
  await db
    .insertInto('unions')
    .values({
      family_id: familyId,
      person_id: personId,
      spouse_id: spouseId,
      union_order: order,
      created_at: nowIso(),
    })
    .execute();
}

/**
 * Removes the union of two persons, whichever of them was recorded as the member. Deliberately
 * not filtered by family: a union between two families may be removed by the admin of either
 * (docs/decisions/0008-cross-family-links.md); the caller has checked that right.
 */
export async function deleteUnion(db: Db, a: number, b: number): Promise<void> {
  await db
    .deleteFrom('unions')
    .where((eb) =>
      eb.or([
        eb.and([eb('person_id', '=', a), eb('spouse_id', '=', b)]),
        eb.and([eb('person_id', '=', b), eb('spouse_id', '=', a)]),
      ]),
    )
    .execute();
}
