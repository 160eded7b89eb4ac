import { historyMessages, type PersonSection } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { AppError, conflict } from '../../infra/errors.js';
import {
  personSectionFields,
  readPersonSection,
  writePersonFields,
} from '../profiles/person-sections.js';
import { menuState, restoreMenuFields, revertibleMenuFields } from '../site/site-history.js';
import { assertParentKeepsGender } from '../tree/parent-gender.js';
import { findPerson } from '../tree/tree.repository.js';
import { lockForEdit, type Fields } from './history.writer.js';

/**
 * The kinds of entity a revert can write back field by field (docs/decisions/0023): a person's
 * profile-tab values (a profile save, or a rename from the tree, which is the basic tab's change)
 * and a site menu's name and draft. Everything else (tree structure, publishing, branch admins,
 * imports) is shown in the history but not revertible.
 */
export interface RevertTarget {
  /** The fields a record of `section` may hold to be revertible, or undefined: never. */
  fields(section: string): ReadonlySet<string> | undefined;
  /** Holds the entity until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  lock(trx: Db, id: number): Promise<void>;
  /** The entity's current values, or null when it no longer exists. */
  read(trx: Db, familyId: number, id: number, section: string): Promise<Fields | null>;
  /** Refuses (409) a write-back that would break a rule the entity must keep. */
  check?(trx: Db, familyId: number, id: number, fields: Fields): Promise<void>;
  write(trx: Db, familyId: number, id: number, fields: Fields): Promise<void>;
}

const person: RevertTarget = {
  fields(section) {
    const fields = personSectionFields[section as PersonSection];
    return fields ? new Set<string>([...fields.columns, ...fields.lists]) : undefined;
  },
  lock: (trx, id) => lockForEdit(trx, 'persons', id),
  read: (trx, familyId, id, section) =>
    readPersonSection(trx, familyId, id, section as PersonSection),
  // A father or mother in the tree cannot get back an unknown gender it had before.
  async check(trx, familyId, id, fields) {
    if (fields.gender !== 'U') return;
    const row = await findPerson(trx, familyId, id);
    try {
      if (row) await assertParentKeepsGender(trx, row, 'U');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw conflict(historyMessages.breaksRule(error.message));
    }
  },
  write: writePersonFields,
};

const menu: RevertTarget = {
  fields(section) {
    const fields = revertibleMenuFields[section];
    return fields ? new Set(fields) : undefined;
  },
  lock: (trx, id) => lockForEdit(trx, 'menus', id),
  async read(trx, familyId, id) {
    const state = await menuState(trx, familyId, id);
    return state.menu_name === null ? null : state;
  },
  write: restoreMenuFields,
};

export const revertTargets: Record<string, RevertTarget> = { person, menu };

/** The fields a record of this entity type and section may hold to be revertible. */
export const revertibleFields = (entityType: string, section: string) =>
  revertTargets[entityType]?.fields(section);
