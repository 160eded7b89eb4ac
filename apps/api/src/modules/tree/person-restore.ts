import { historyMessages } from '@familytree/shared';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { conflict } from '../../infra/errors.js';
import type { RevertedState } from '../history/change-reverters.js';
import type { Fields } from '../history/history.writer.js';
import { searchNameOf } from '../data/person-name.js';
import {
  existingPersons,
  existingUsers,
  linkedPersonsOf,
  restorePerson,
  type PersonSnapshot,
} from '../data/person-snapshot.repository.js';
import { setParent } from '../data/person-writes.repository.js';
import { lockSiblingGroup, placeAmongSiblings } from '../data/sibling-order.js';
import { personFacts } from './tree-history.js';
import { findPerson, findPersonOfAnyFamily } from '../data/tree.repository.js';
import { serverText } from '../../infra/user-text.js';

const personColumnsInFacts = [
  'first_name',
  'middle_name',
  'last_name',
  'nick_name',
  'family_name',
  'country_of_birth',
  'place_of_birth',
  'gender',
  'date_of_birth',
  'living',
  'date_of_death',
  'father_id',
  'mother_id',
  'child_order',
] as const;

/** A record older than snapshots holds the person's names and parents only: those come back. */
function snapshotOfFacts(familyId: number, id: number, facts: Fields): PersonSnapshot {
  const person: Record<string, unknown> = { id, family_id: familyId };
  for (const column of personColumnsInFacts)
    if (facts[column] !== undefined) person[column] = facts[column];
  const now = nowIso();
  person.search_name = searchNameOf(person as Parameters<typeof searchNameOf>[0]);
  Object.assign(person, { created_at: now, updated_at: now });
  return { person, rows: {}, pointers: {} };
}

/**
 * Brings a deleted person back with the same id, profile, unions, photos' links and imported
 * facts, at their place among their siblings, so old links and history keep working (issue 29).
 * Refused when the id is taken again or a parent they had is gone; a union with a person deleted
 * since cannot come back and is left out.
 */
export async function restoreDeletedPerson(
  trx: Db,
  familyId: number,
  id: number,
  deleted: Fields,
): Promise<RevertedState> {
  if (await findPersonOfAnyFamily(trx, id)) throw conflict(historyMessages.alreadyBack);
  const snapshot =
    (deleted._snapshot as PersonSnapshot | undefined) ?? snapshotOfFacts(familyId, id, deleted);
  const row = snapshot.person as { father_id: number | null; mother_id: number | null };
  const parents = [row.father_id, row.mother_id].filter((p): p is number => p !== null);
  const slot = deleted.father_of ? 'father_id' : deleted.mother_of ? 'mother_id' : undefined;
  const parentOf = slot && ((deleted.father_of ?? deleted.mother_of) as number);
  const linked = Object.entries(snapshot.rows).flatMap(([table, rows]) =>
    rows.flatMap((r) => linkedPersonsOf(table as never, r, id)),
  );
  const exist = await existingPersons(trx, [
    ...parents,
    ...linked,
    ...(parentOf ? [parentOf] : []),
  ]);
  if (parents.some((p) => !exist.has(p))) throw conflict(serverText('history.parentGone'));
  const branchUsers = (snapshot.rows.branch_assignments ?? []).map((r) => Number(r.user_id));
  const users = await existingUsers(trx, branchUsers);
  await lockSiblingGroup(trx, row);
  await restorePerson(
    trx,
    snapshot,
    (table, r) =>
      linkedPersonsOf(table, r, id).every((p) => exist.has(p)) &&
      (table !== 'branch_assignments' || users.has(Number(r.user_id))),
  );
  const firstParent = row.father_id ?? row.mother_id;
  if (firstParent !== null)
    await placeAmongSiblings(
      trx,
      firstParent,
      id,
      Number(snapshot.person.child_order ?? 0) || null,
    );
  const after: Fields = { ...(await personFacts(trx, familyId, id)) };
  if (slot && parentOf) {
    const child = await findPerson(trx, familyId, parentOf);
    if (!child || child[slot] !== null) throw conflict(historyMessages.alreadyBack);
    await setParent(trx, familyId, child.id, slot, id, child.child_order ?? 1);
    after[slot === 'father_id' ? 'father_of' : 'mother_of'] = child.id;
  }
  return { before: null, after };
}
