import type { ChangeRecord } from '@familytree/shared';
import type { ChangeRow } from './history.repository.js';

type Stored = Record<string, { before: unknown; after: unknown }>;

export const storedChanges = (row: ChangeRow): Stored => JSON.parse(row.changes) as Stored;

/** The fields a revert may write back for records of an entity type and section (or none). */
export type SectionFields = (
  entityType: string,
  section: string,
) => ReadonlySet<string> | undefined;

/**
 * A change is revertible when every field it changed is one a revert may write back (profile-tab
 * values, a menu's name, a page draft; not the tree's structure: adding, deleting or linking
 * persons is undone by the tree's own actions, docs/decisions/0023).
 */
export function isRevertible(row: ChangeRow, fieldsOf: SectionFields): boolean {
  if (row.entity_id === null) return false;
  const allowed = fieldsOf(row.entity_type, row.section);
  return !!allowed && Object.keys(storedChanges(row)).every((f) => allowed.has(f));
}

/** A deleted person's name, as the record of their deletion (or addition) holds it. */
function nameInRecord(stored: Stored): string | null {
  const part = (field: string) => {
    const c = stored[field];
    const value = c?.before ?? c?.after;
    return typeof value === 'string' ? value : '';
  };
  const name = `${part('first_name')} ${part('last_name')}`.trim();
  return name || null;
}

/** `names`: the current names of persons (a person missing from it was deleted). */
export function changeRecord(
  row: ChangeRow,
  fieldsOf: SectionFields,
  names: ReadonlyMap<number, string> = new Map(),
): ChangeRecord {
  const stored = storedChanges(row);
  return {
    id: row.id,
    at: row.created_at,
    userId: row.user_id,
    userName: row.user_name,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    personId: row.person_id,
    personName: row.person_id === null ? null : (names.get(row.person_id) ?? nameInRecord(stored)),
    section: row.section,
    changes: Object.entries(stored).map(([field, c]) => ({
      field,
      before: c.before,
      after: c.after,
    })),
    revertsId: row.reverts_id,
    revertible: isRevertible(row, fieldsOf),
  };
}
