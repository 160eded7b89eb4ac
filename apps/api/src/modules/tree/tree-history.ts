import type { AuthUser } from '../../infra/authentication.js';
import type { PersonsTable } from '../../db/schema.js';
import type { PersonRow } from '../data/tree.repository.js';
import type { Db } from '../../infra/database.js';
import { recordChange, type Fields } from '../history/history.writer.js';
import { personSectionFields } from '../data/profile-sections.js';
import { readSectionRows } from '../data/profiles.repository.js';
import { snapshotPerson } from '../data/person-snapshot.repository.js';

/**
 * The tree's writes in the change history (docs/decisions/0023): one record per action, about the
 * person it added, deleted or linked, in the action's transaction. Section `tree`: structure,
 * which the tree's own actions undo; a rename from the tree is the Basic details tab's section.
 */
export function recordTreeChange(
  trx: Db,
  user: AuthUser,
  familyId: number,
  action: string,
  personId: number,
  before: Fields | null,
  after: Fields | null,
  section = 'tree',
) {
  return recordChange(trx, {
    familyId,
    user,
    action,
    entityType: 'person',
    entityId: personId,
    personId,
    section,
    before,
    after,
  });
}

/**
 * A person's names, gender and place in the tree, as the tree's records show them: the Basic
 * details tab's columns (it has no lists) and the parents and child order, in one read.
 */
export async function personFacts(trx: Db, familyId: number, id: number): Promise<Fields | null> {
  const columns: Array<keyof PersonsTable> = [
    ...personSectionFields.basic.columns,
    'father_id',
    'mother_id',
    'child_order',
  ];
  const rows = await readSectionRows(trx, familyId, id, columns, []);
  return rows?.person ?? null;
}

/** The tree's columns of a person among their facts (a PersonRow but for id, family and photo). */
export function personRowOf(facts: Fields): Partial<PersonRow> {
  const keys = [
    'first_name',
    'middle_name',
    'last_name',
    'gender',
    'father_id',
    'mother_id',
    'child_order',
    'date_of_birth',
    'date_of_death',
    'living',
  ] as const;
  return Object.fromEntries(keys.map((k) => [k, facts[k]])) as Partial<PersonRow>;
}

/**
 * What the record of a person's removal holds: their facts (the story the history shows) and, in
 * "_snapshot", every row that goes with them, so that a revert brings them back whole.
 */
export async function personRecordFields(
  trx: Db,
  familyId: number,
  id: number,
): Promise<Fields | null> {
  const facts = await personFacts(trx, familyId, id);
  if (!facts) return null;
  return { ...facts, _snapshot: await snapshotPerson(trx, familyId, id) };
}
