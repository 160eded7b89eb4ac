import type { ChangeRow } from './history.repository.js';

/**
 * Of the records of one entity newer than `afterId`, those still in effect (issue 29): a change
 * undone by a later revert (itself in effect) and that revert cancel out, so once the later
 * changes are reverted, the older one can be. A revert of a change older than `afterId` changed
 * the entity after it, like any other change, and counts.
 */
export function stillInEffect(newer: readonly ChangeRow[], afterId: number): ChangeRow[] {
  const revertsOf = new Map<number, ChangeRow[]>();
  for (const record of newer)
    if (record.reverts_id !== null)
      revertsOf.set(record.reverts_id, [...(revertsOf.get(record.reverts_id) ?? []), record]);
  const live = new Map<number, boolean>();
  // A revert always comes after what it reverts: newest first, each answer is known when asked.
  for (const record of [...newer].sort((a, b) => b.id - a.id))
    live.set(record.id, !(revertsOf.get(record.id) ?? []).some((r) => live.get(r.id)));
  return newer.filter(
    (record) => live.get(record.id) && !(record.reverts_id !== null && record.reverts_id > afterId),
  );
}
