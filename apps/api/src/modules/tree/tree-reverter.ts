import { historyMessages } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import type { ChangeReverter, RevertedState } from '../history/change-reverters.js';
import type { ChangeRow } from '../history/history-versions.js';
import { storedChanges } from '../history/history.view.js';
import { assertNothingDependsOn, lockForEdit, type Fields } from '../history/history.writer.js';
import { deletePersonRow, setParent } from '../data/person-writes.repository.js';
import { nameOf } from '../data/person-name.js';
import { restoreDeletedPerson } from './person-restore.js';
import { closeGap, placeAmongSiblings } from '../data/sibling-order.js';
import { personRecordFields } from './tree-history.js';
import {
  childrenOf,
  clearParent,
  findPerson,
  findPersonOfAnyFamily,
  lockPersons,
  unionsOf,
} from '../data/tree.repository.js';
import { bringBackUnion, removeUnionBack } from './union-revert.js';
import { serverText } from '../../infra/user-text.js';

/**
 * The tree's own records (section "tree", issue 29), undone by their shape so that the record of
 * a revert is undone the same way: a person added (first name from nothing) is removed, a person
 * deleted is brought back with the same id, a union added or removed is removed or brought back,
 * a parent link cut is restored.
 */
type Stored = ReturnType<typeof storedChanges>;
type Kind = 'added' | 'deleted' | 'union' | 'parentLink';

function kindOf(stored: Stored): Kind | undefined {
  const name = stored.first_name;
  if (name) {
    if (name.before === null && name.after !== null) return 'added';
    if (name.after === null && name.before !== null) return 'deleted';
    return undefined;
  }
  if (stored.spouse_id) return 'union';
  const keys = Object.keys(stored);
  if (keys.length > 0 && keys.every((k) => k === 'father_id' || k === 'mother_id'))
    return 'parentLink';
  return undefined;
}

const side = (stored: Stored, which: 'before' | 'after'): Fields =>
  Object.fromEntries(Object.entries(stored).map(([field, c]) => [field, c[which]]));

export const treeReverter: ChangeReverter = {
  revertible: (change) => kindOf(storedChanges(change)) !== undefined,
  async revert(trx, familyId, change) {
    const stored = storedChanges(change);
    const id = change.entity_id!;
    const kind = kindOf(stored)!;
    // Parents before the person, in the order every writer of a sibling group takes them (a
    // circle of waits is a deadlock on PostgreSQL): the person's parents, and for a parent link
    // put back the parent it goes back to.
    if (kind === 'added' || kind === 'parentLink') {
      const person = await findPersonOfAnyFamily(trx, id);
      const target = kind === 'parentLink' ? side(stored, 'before') : {};
      await lockPersons(
        trx,
        [person?.father_id, person?.mother_id, target.father_id, target.mother_id].filter(
          (p): p is number => typeof p === 'number',
        ),
      );
    }
    await lockForEdit(trx, 'persons', id);
    switch (kind) {
      case 'added':
        return removeAddedPerson(trx, familyId, change, side(stored, 'after'));
      case 'deleted':
        return restoreDeletedPerson(trx, familyId, id, side(stored, 'before'));
      case 'union':
        return revertUnion(trx, familyId, change, stored);
      case 'parentLink':
        return revertParentLink(trx, familyId, id, side(stored, 'before'), side(stored, 'after'));
    }
  },
};

/**
 * Removes a person the record added, with the links that came with them (the child whose father
 * or mother they became, the union with the member they married), and nothing that came later: a
 * child or spouse added to them since refuses the revert (409 naming that later change).
 */
async function removeAddedPerson(
  trx: Db,
  familyId: number,
  change: ChangeRow,
  added: Fields,
): Promise<RevertedState> {
  const id = change.entity_id!;
  const person = await findPerson(trx, familyId, id);
  if (!person) throw conflict(historyMessages.entityGone);
  const parentOf = (added.father_of ?? added.mother_of ?? null) as number | null;
  const child = parentOf === null ? undefined : await findPerson(trx, familyId, parentOf);
  const allowedSpouses = new Set<number>(
    [added.spouse_of, child?.father_id, child?.mother_id].filter(
      (s): s is number => typeof s === 'number' && s !== id,
    ),
  );
  const children = (await childrenOf(trx, [id])).filter((c) => c.id !== parentOf);
  const spouses = (await unionsOf(trx, [id]))
    .map((u) => (u.person_id === id ? u.spouse_id : u.person_id))
    .filter((s) => !allowedSpouses.has(s));
  await assertNothingDependsOn(trx, familyId, change.id, [
    ...children.map((c) => ({
      personId: c.id,
      what: serverText('history.whatChild', { name: nameOf(c) }),
    })),
    ...spouses.map((s) => ({ personId: s, what: serverText('history.whatSpouse') })),
  ]);
  const before = await personRecordFields(trx, familyId, id);
  if (child && (child.father_id === id || child.mother_id === id)) {
    await clearParent(trx, child, id);
    Object.assign(before!, { [child.father_id === id ? 'father_of' : 'mother_of']: child.id });
  }
  await deletePersonRow(trx, familyId, id);
  const firstParent = person.father_id ?? person.mother_id;
  if (firstParent !== null) await closeGap(trx, firstParent);
  return { before, after: null };
}

/** A union added is removed, a union removed is brought back (see union-revert.ts). */
async function revertUnion(
  trx: Db,
  familyId: number,
  change: ChangeRow,
  stored: Stored,
): Promise<RevertedState> {
  const member = await findPersonOfAnyFamily(trx, change.entity_id!);
  if (!member) throw conflict(historyMessages.entityGone);
  const target = side(stored, 'before');
  if (typeof target.spouse_id === 'number') return bringBackUnion(trx, familyId, member, target);
  return removeUnionBack(trx, familyId, change, member, side(stored, 'after'), target);
}

/**
 * A father or mother link cut from a child of another family (child.unlink) comes back only with
 * that family's consent: refused. A link within the family is put back or cut again.
 */
async function revertParentLink(
  trx: Db,
  familyId: number,
  childId: number,
  target: Fields,
  current: Fields,
): Promise<RevertedState> {
  const child = await findPersonOfAnyFamily(trx, childId);
  if (!child) throw conflict(historyMessages.entityGone);
  if (child.family_id !== familyId) throw conflict(historyMessages.needsConsent);
  const slot = 'father_id' in target ? 'father_id' : 'mother_id';
  const parentId = target[slot] as number | null;
  if (parentId === null) {
    const was = current[slot] as number;
    if (child[slot] !== was) throw conflict(historyMessages.alreadyBack);
    await clearParent(trx, child, was);
    await closeGap(trx, was);
    return { before: { [slot]: was }, after: { [slot]: null } };
  }
  if (child[slot] !== null) throw conflict(historyMessages.alreadyBack);
  const parent = await findPerson(trx, familyId, parentId);
  if (!parent) throw conflict(historyMessages.entityGone);
  await setParent(trx, familyId, child.id, slot, parentId, child.child_order ?? 1);
  await placeAmongSiblings(trx, parentId, child.id, null);
  return { before: { [slot]: null }, after: { [slot]: parentId } };
}
