import type { Db } from '../../infra/database.js';
import { childrenOf, lockPersons, setChildOrders, type PersonRow } from './tree.repository.js';

/** Checks that the caller may renumber these siblings (the moved person is not among them). */
export type ReorderGuard = (siblings: PersonRow[]) => Promise<void>;

/**
 * Holds the row locks of a person's parents: call it first in any transaction that numbers their
 * children, before touching any child row, so that every writer takes its locks in the same order
 * (parents by id, then children) and none can wait on another in a circle.
 */
export function lockSiblingGroup(
  db: Db,
  parents: { father_id: number | null; mother_id: number | null },
): Promise<void> {
  return lockPersons(
    db,
    [parents.father_id, parents.mother_id].filter((id): id is number => id !== null),
  );
}

/**
 * Puts `personId` at `order` among the children of `parentId` and numbers them all 1..n without
 * gaps. An order past the end means last. Only the siblings whose number changes are written, and
 * the guard sees exactly those.
 */
export async function placeAmongSiblings(
  db: Db,
  parentId: number,
  personId: number,
  order: number | null,
  guard?: ReorderGuard,
): Promise<void> {
  const children = await childrenOf(db, [parentId]);
  const siblings = children.filter((s) => s.id !== personId);
  const at = Math.min(Math.max((order ?? siblings.length + 1) - 1, 0), siblings.length);
  const ordered = [...siblings.slice(0, at), { id: personId }, ...siblings.slice(at)];
  const changes = renumbering(children, ordered);
  if (guard) {
    const moved = new Set(changes.map((c) => c.id));
    await guard(siblings.filter((s) => moved.has(s.id)));
  }
  await setChildOrders(db, changes);
}

/** Numbers the remaining children of a parent 1..n after one of them left. */
export async function closeGap(db: Db, parentId: number): Promise<void> {
  const children = await childrenOf(db, [parentId]);
  await setChildOrders(db, renumbering(children, children));
}

/** The new numbers 1..n of `ordered`, for those whose number differs from today's. */
function renumbering(
  current: ReadonlyArray<{ id: number; child_order: number | null }>,
  ordered: ReadonlyArray<{ id: number }>,
): Array<{ id: number; order: number }> {
  const today = new Map(current.map((c) => [c.id, c.child_order]));
  return ordered
    .map(({ id }, index) => ({ id, order: index + 1 }))
    .filter(({ id, order }) => today.get(id) !== order);
}
