import type { Db } from '../../platform/database.js';
import { childrenOf } from './tree.repository.js';

/**
 * Puts `personId` at `order` among the children of `parentId` and numbers them all 1..n without
 * gaps. An order past the end means last.
 */
export async function placeAmongSiblings(
  db: Db,
  parentId: number,
  personId: number,
  order: number | null,
): Promise<void> {
  const siblings = (await childrenOf(db, [parentId])).filter((s) => s.id !== personId);
  const at = Math.min(Math.max((order ?? siblings.length + 1) - 1, 0), siblings.length);
  const ordered = [
    ...siblings.slice(0, at).map((s) => s.id),
    personId,
    ...siblings.slice(at).map((s) => s.id),
  ];
  await renumber(db, ordered);
}

/** Numbers the remaining children of a parent 1..n after one of them left. */
export async function closeGap(db: Db, parentId: number): Promise<void> {
  await renumber(
    db,
    (await childrenOf(db, [parentId])).map((s) => s.id),
  );
}

async function renumber(db: Db, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await db
      .updateTable('persons')
      .set({ child_order: index + 1 })
      .where('id', '=', id)
      .execute();
  }
}
