import { personSections, type ChangeRecord } from '@familytree/shared';
import type { ChangeRow } from './history.repository.js';

type Stored = Record<string, { before: unknown; after: unknown }>;

export const storedChanges = (row: ChangeRow): Stored => JSON.parse(row.changes) as Stored;

/** The fields of `section` a revert may write back: the profile tabs' columns and lists. */
export type SectionFields = (section: string) => ReadonlySet<string> | undefined;

/**
 * A change is revertible when it edited values of a profile tab (not the tree's structure: adding,
 * deleting or linking persons is undone by the tree's own actions, docs/decisions/0023).
 */
export function isRevertible(row: ChangeRow, fieldsOf: SectionFields): boolean {
  if (row.entity_type !== 'person' || !(personSections as readonly string[]).includes(row.section))
    return false;
  const allowed = fieldsOf(row.section);
  return !!allowed && Object.keys(storedChanges(row)).every((f) => allowed.has(f));
}

export function changeRecord(row: ChangeRow, fieldsOf: SectionFields): ChangeRecord {
  return {
    id: row.id,
    at: row.created_at,
    userId: row.user_id,
    userName: row.user_name,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    personId: row.person_id,
    section: row.section,
    changes: Object.entries(storedChanges(row)).map(([field, c]) => ({
      field,
      before: c.before,
      after: c.after,
    })),
    revertsId: row.reverts_id,
    revertible: isRevertible(row, fieldsOf),
  };
}
