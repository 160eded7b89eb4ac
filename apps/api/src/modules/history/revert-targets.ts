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
import { imageNamesOfFamily } from '../access/access.repository.js';
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
  async check(trx, familyId, id, fields) {
    await assertImagesExist(trx, familyId, [
      ['the photo it brings back', fields.photo_url],
      ['the cover photo it brings back', fields.cover_photo_url],
    ]);
    // A father or mother in the tree cannot get back an unknown gender it had before.
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
  async check(trx, familyId, _id, fields) {
    const sections = (fields.draft_sections ?? []) as Array<{ title: string; image: unknown }>;
    await assertImagesExist(
      trx,
      familyId,
      sections.map((s) => [`the image of the section "${s.title}"`, s.image]),
    );
  },
  write: restoreMenuFields,
};

/**
 * A revert brings values back as they were: one whose image is no longer an upload of the family
 * (deleted since) would leave a page or profile pointing nowhere, so it is refused (409, naming the
 * first missing one) rather than restored without it. One statement for all the images.
 */
async function assertImagesExist(
  trx: Db,
  familyId: number,
  images: Array<[what: string, name: unknown]>,
): Promise<void> {
  const named = images.filter((i): i is [string, string] => typeof i[1] === 'string' && !!i[1]);
  const kept = await imageNamesOfFamily(
    trx,
    familyId,
    named.map(([, name]) => name),
  );
  const gone = named.find(([, name]) => !kept.has(name));
  if (gone) throw conflict(historyMessages.imageGone(gone[0]));
}

export const revertTargets: Record<string, RevertTarget> = { person, menu };

/** The fields a record of this entity type and section may hold to be revertible. */
export const revertibleFields = (entityType: string, section: string) =>
  revertTargets[entityType]?.fields(section);
