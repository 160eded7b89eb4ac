import { historyMessages } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { AppError, conflict } from '../../infra/errors.js';
import type { RevertedState } from '../history/change-reverters.js';
import type { ChangeRow } from '../history/history-versions.js';
import { assertNothingDependsOn, type Fields } from '../history/history.writer.js';
import { nameOf } from '../data/person-name.js';
import { restoreDeletedPerson } from './person-restore.js';
import { snapshotPerson, type PersonSnapshot } from '../data/person-snapshot.repository.js';
import {
  restoreUnion,
  snapshotUnion,
  type UnionSnapshot,
} from '../data/union-snapshot.repository.js';
import { deletePersonRow } from '../data/person-writes.repository.js';
import {
  childrenOf,
  countChildren,
  findPersonOfAnyFamily,
  unionsOf,
  type PersonRow,
} from '../data/tree.repository.js';
import { addUnion, assertCanMarry, removeUnion } from '../data/unions.js';
import { serverText } from '../../infra/user-text.js';
import { historyTexts } from '../history/history-texts.js';

const partnerOf = (u: { person_id: number; spouse_id: number }, id: number) =>
  u.person_id === id ? u.spouse_id : u.person_id;

/**
 * Brings back a union a record removed (union.delete, or the revert of a union.add). A spouse who
 * was deleted with it (married in for this union alone) comes back from the record's snapshot; a
 * spouse of another family is linked again only with that family's consent: refused.
 */
export async function bringBackUnion(
  trx: Db,
  familyId: number,
  member: PersonRow,
  target: Fields,
): Promise<RevertedState> {
  const spouseId = target.spouse_id as number;
  const spouse = await findPersonOfAnyFamily(trx, spouseId);
  if (!spouse) {
    const snapshot = target._spouse as PersonSnapshot | undefined;
    if (!snapshot) throw conflict(historyMessages.entityGone);
    await restoreDeletedPerson(trx, member.family_id, spouseId, { _snapshot: snapshot });
    if (!(await unionsOf(trx, [member.id])).some((u) => partnerOf(u, member.id) === spouseId))
      await addUnion(trx, member.family_id, member.id, spouseId);
    return {
      before: { spouse_id: null, spouse_deleted: true },
      after: { spouse_id: spouseId, spouse_deleted: false },
    };
  }
  if (spouse.family_id !== member.family_id || member.family_id !== familyId)
    throw conflict(historyMessages.needsConsent);
  try {
    await assertCanMarry(trx, member, spouse);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw conflict(historyTexts.breaksRule(error.text));
  }
  const snapshot = target._union as UnionSnapshot | null | undefined;
  if (!snapshot || !(await restoreUnion(trx, snapshot)))
    await addUnion(trx, member.family_id, member.id, spouseId);
  return { before: { spouse_id: null }, after: { spouse_id: spouseId } };
}

/**
 * Removes a union a record added (union.add, or the revert of a union.delete), unless the couple
 * has children since (409 naming the later change). When the state to return to had the spouse
 * deleted too, they are deleted again if they still have no life elsewhere in the tree.
 */
export async function removeUnionBack(
  trx: Db,
  familyId: number,
  change: ChangeRow,
  member: PersonRow,
  current: Fields,
  target: Fields,
): Promise<RevertedState> {
  const spouseId = current.spouse_id as number;
  const spouse = await findPersonOfAnyFamily(trx, spouseId);
  const unions = await unionsOf(trx, [member.id]);
  if (!spouse || !unions.some((u) => partnerOf(u, member.id) === spouseId))
    throw conflict(historyMessages.alreadyBack);
  const common = (await childrenOf(trx, [member.id])).filter(
    (c) => c.father_id === spouseId || c.mother_id === spouseId,
  );
  await assertNothingDependsOn(
    trx,
    familyId,
    change.id,
    common.map((c) => ({
      personId: c.id,
      what: serverText('history.whatChild', { name: nameOf(c) }),
    })),
  );
  const deleteSpouse =
    target.spouse_deleted === true &&
    spouse.family_id === member.family_id &&
    spouse.father_id === null &&
    spouse.mother_id === null &&
    (await unionsOf(trx, [spouseId])).length === 1 &&
    (await countChildren(trx, spouseId)) === 0;
  const before: Fields = { spouse_id: spouseId };
  if (target.spouse_deleted !== undefined) before.spouse_deleted = false;
  if (deleteSpouse) before._spouse = await snapshotPerson(trx, spouse.family_id, spouseId);
  else before._union = await snapshotUnion(trx, member.id, spouseId);
  await removeUnion(trx, member.id, spouseId);
  if (deleteSpouse) await deletePersonRow(trx, spouse.family_id, spouseId);
  const after: Fields = { spouse_id: null };
  if (target.spouse_deleted !== undefined) after.spouse_deleted = deleteSpouse;
  return { before, after };
}
