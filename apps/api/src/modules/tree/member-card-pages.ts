import type { Db } from '../../infra/database.js';
import {
  familyOrderKeysEvery,
  familyPersonStats,
  pageOfFamily,
  type FamilyOrderKey,
  type PersonRow,
} from '../data/tree.repository.js';

/** One key kept per this many persons: a page skips fewer rows than this after its key. */
const keyStride = 128;
/** Smaller families page by offset alone: their whole order is a short index read. */
const keyedFromPersons = 2_000;
/** Families whose keys are kept at once (the oldest is dropped first). */
const maxFamilies = 500;

interface KeptKeys {
  version: number;
  /** keys[b - 1] is the key of the last person before position b × keyStride. */
  keys: Promise<FamilyOrderKey[]>;
}

/**
 * Member-card pages of a family in constant time whatever the page's depth (issue 18): the total
 * is the trigger-kept count, and a page starts from the nearest kept key instead of skipping every
 * row before it. The keys are kept per family with the order's version (also trigger-kept), so a
 * write by any server process makes them stale and they are read again on the next page.
 */
export function memberCardPages(db: Db) {
  const kept = new Map<number, KeptKeys>();

  function keysOf(familyId: number, version: number): Promise<FamilyOrderKey[]> {
    const current = kept.get(familyId);
    if (current?.version === version) return current.keys;
    const keys = familyOrderKeysEvery(db, familyId, keyStride);
    kept.delete(familyId);
    if (kept.size >= maxFamilies) kept.delete(kept.keys().next().value!);
    kept.set(familyId, { version, keys });
    // A failed read is not kept: the next page tries again.
    keys.catch(() => {
      if (kept.get(familyId)?.keys === keys) kept.delete(familyId);
    });
    return keys;
  }

  return async function page(
    familyId: number,
    offset: number,
    limit: number,
  ): Promise<{ rows: PersonRow[]; total: number }> {
    const stats = await familyPersonStats(db, familyId);
    const total = stats?.count ?? 0;
    if (!stats || offset >= total) return { rows: [], total };
    if (total < keyedFromPersons)
      return { rows: await pageOfFamily(db, familyId, null, offset, limit), total };
    const block = Math.floor(offset / keyStride);
    const after = block === 0 ? null : ((await keysOf(familyId, stats.version))[block - 1] ?? null);
    // Without its key (the family shrank since the count), the page falls back to the offset.
    const skip = after ? offset - block * keyStride : offset;
    return { rows: await pageOfFamily(db, familyId, after, skip, limit), total };
  };
}
