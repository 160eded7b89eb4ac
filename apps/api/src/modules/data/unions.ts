import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import { ancestryOf } from './ancestry.js';
import { deleteUnion, insertUnion } from './person-writes.repository.js';
import { spousesOf, unionsOf, type PersonRow } from './tree.repository.js';
import { serverText } from '../../infra/user-text.js';

/** Records a union in `familyId` (the linking family): `personId` its member, `spouseId` the partner. */
export async function addUnion(
  db: Db,
  familyId: number,
  personId: number,
  spouseId: number,
): Promise<void> {
  const order = (await unionsOf(db, [personId])).length + 1;
  await insertUnion(db, familyId, personId, spouseId, order);
}

/** Removes the union of two persons, whichever of them was recorded as the member. */
export const removeUnion = deleteUnion;

/** A spouse may not be the member, a current spouse, or the member's own ancestor or descendant. */
export async function assertCanMarry(
  db: Db,
  member: PersonRow,
  candidate: PersonRow,
): Promise<void> {
  if (candidate.id === member.id) throw conflict(serverText('tree.ownSpouse'));
  if ((await spousesOf(db, member.id)).some((s) => s.id === candidate.id))
    throw conflict(serverText('tree.alreadySpouses'));
  const [up, down] = await Promise.all([ancestryOf(db, member), ancestryOf(db, candidate)]);
  if (up.distance.has(candidate.id) || down.distance.has(member.id)) {
    throw conflict(serverText('tree.lineSpouse'));
  }
}
