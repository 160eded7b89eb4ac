import type { ChangeRecord } from '@familytree/shared';
import type { ChangeRow } from './history.repository.js';

type Stored = Record<string, { before: unknown; after: unknown }>;

export const storedChanges = (row: ChangeRow): Stored => JSON.parse(row.changes) as Stored;

/** The values a record replaced: what its revert writes back. */
export const valuesBefore = (row: ChangeRow): Record<string, unknown> =>
  Object.fromEntries(Object.entries(storedChanges(row)).map(([field, c]) => [field, c.before]));

/**
 * Fields named "_…" hold what only a revert needs (the rows of a deleted person, say): recorded
 * and compared like the others, never shown as a line of the change.
 */
export const isKeptForRevert = (field: string) => field.startsWith('_');

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

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
  revertible: (row: ChangeRow) => boolean,
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
    changes: Object.entries(stored)
      // An addition or deletion records every field; those empty on both sides say nothing.
      .filter(([field, c]) => !isKeptForRevert(field) && !(isEmpty(c.before) && isEmpty(c.after)))
      .map(([field, c]) => ({ field, before: c.before, after: c.after })),
    revertsId: row.reverts_id,
    revertible: revertible(row),
  };
}
