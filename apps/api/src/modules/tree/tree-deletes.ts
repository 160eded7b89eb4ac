import type { Db } from '../../infra/database.js';
import { conflict, forbidden, notFound, unauthenticated } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { assertCanEdit, canEditPerson } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { isLeaf } from './member-detail.js';
import { deletePersonRow } from '../data/person-writes.repository.js';
import { closeGap, lockSiblingGroup } from '../data/sibling-order.js';
import {
  clearParent,
  countChildren,
  findPerson,
  findPersonSeenFrom,
  unionsOf,
} from '../data/tree.repository.js';
import { personRecordFields, recordTreeChange } from './tree-history.js';
import { snapshotPerson } from '../data/person-snapshot.repository.js';
import { snapshotUnion } from '../data/union-snapshot.repository.js';
import { removeUnion } from '../data/unions.js';
import { serverText } from '../../infra/user-text.js';

// The tree's deletes (a person, a spouse), apart from tree-writes.service.ts's adds and edits.

/**
 * Delete self and delete child. A child of another family than `parentId`'s is only detached
 * from that parent, by anyone who may edit the parent: a family always removes what another
 * family attached to its members, and never deletes that family's persons. Anyone else
 * deletes a person with no children and no spouses.
 */
export async function deletePerson(
  db: Db,
  scope: RequestScope,
  parentId: number,
  personId: number,
): Promise<void> {
  const { viewer, familyId } = scope;
  if (!viewer) throw unauthenticated();
  const person = await findPersonSeenFrom(db, familyId, personId);
  if (!person) throw notFound(serverText('members.notFound'));
  const parent =
    parentId === person.father_id || parentId === person.mother_id
      ? await findPerson(db, familyId, parentId)
      : undefined;
  if (parent && parent.family_id !== person.family_id && (await canEditPerson(db, scope, parent))) {
    await inTransaction(db, async (trx) => {
      await lockSiblingGroup(trx, person);
      await clearParent(trx, person, parent.id);
      await closeGap(trx, parent.id);
      const slot = person.father_id === parent.id ? 'father_id' : 'mother_id';
      await recordTreeChange(
        trx,
        viewer,
        familyId,
        'child.unlink',
        person.id,
        { [slot]: parent.id },
        { [slot]: null },
      );
    });
    return;
  }
  await assertCanEdit(db, scope, person);
  if (!(await isLeaf(db, person.id))) throw conflict(serverText('tree.deleteOnlyLeaf'));
  await inTransaction(db, async (trx) => {
    await lockSiblingGroup(trx, person);
    const before = await personRecordFields(trx, person.family_id, person.id);
    await deletePersonRow(trx, person.family_id, person.id);
    await recordTreeChange(trx, viewer, person.family_id, 'person.delete', person.id, before, null);
    const firstParent = person.father_id ?? person.mother_id;
    if (firstParent !== null) await closeGap(trx, firstParent);
  });
}

/**
 * Removes a spouse. Between persons of two families only the union goes, and the admin of
 * either family may remove it at any time: children stay (a child of another family is
 * detached separately, see deletePerson). Within a family the member must have no children;
 * a spouse who married in for this union alone is deleted, one with a life elsewhere in the
 * tree (parents, other spouses, children) is only unlinked.
 */
export async function deleteSpouse(
  db: Db,
  scope: RequestScope,
  memberId: number,
  spouseId: number,
): Promise<void> {
  const { viewer, familyId } = scope;
  if (!viewer) throw unauthenticated();
  const member = await findPerson(db, familyId, memberId);
  if (!member) throw notFound(serverText('members.notFound'));
  const unions = (await unionsOf(db, [member.id])).filter(
    (u) => u.person_id === spouseId || u.spouse_id === spouseId,
  );
  const spouse = unions.length > 0 ? await findPersonSeenFrom(db, familyId, spouseId) : undefined;
  if (spouse && spouse.family_id !== member.family_id) {
    if (!(await canEditPerson(db, scope, member)) && !(await canEditPerson(db, scope, spouse)))
      throw forbidden(serverText('members.mayNotEdit'));
    await inTransaction(db, async (trx) => {
      await removeUnion(trx, member.id, spouse.id);
      await recordTreeChange(
        trx,
        viewer,
        familyId,
        'union.delete',
        member.id,
        {
          spouse_id: spouse.id,
        },
        null,
      );
    });
    return;
  }
  await assertCanEdit(db, scope, member);
  if (!spouse) throw notFound(serverText('members.notSpouse'));
  if ((await countChildren(db, member.id)) > 0)
    throw conflict(serverText('tree.spouseOnlyWithoutChildren'));
  const otherUnions = (await unionsOf(db, [spouse.id])).length - unions.length;
  const onlyHere =
    spouse.father_id === null &&
    spouse.mother_id === null &&
    otherUnions === 0 &&
    (await countChildren(db, spouse.id)) === 0;
  await inTransaction(db, async (trx) => {
    // Before the union goes: a revert brings back the spouse and the union.
    const spouseRows = onlyHere ? await snapshotPerson(trx, spouse.family_id, spouse.id) : null;
    // A spouse who stays: the union alone goes, with its marriage and research.
    const unionRows = onlyHere ? null : await snapshotUnion(trx, member.id, spouse.id);
    await removeUnion(trx, member.id, spouse.id);
    if (onlyHere) await deletePersonRow(trx, spouse.family_id, spouse.id);
    await recordTreeChange(
      trx,
      viewer,
      member.family_id,
      'union.delete',
      member.id,
      { spouse_id: spouse.id, spouse_deleted: false, _spouse: spouseRows, _union: unionRows },
      { spouse_id: null, spouse_deleted: onlyHere },
    );
  });
}
