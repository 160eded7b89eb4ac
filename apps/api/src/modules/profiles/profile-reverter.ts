import type { PersonSection } from '@familytree/shared';
import { AppError, conflict } from '../../infra/errors.js';
import { fieldReverter, type FieldTarget } from '../history/field-reverter.js';
import { lockForEdit } from '../history/history.writer.js';
import { assertImagesExist } from '../history/images-still-there.js';
import { assertParentKeepsGender } from '../data/parent-gender.js';
import { findPerson } from '../data/tree.repository.js';
import { personSectionFields } from '../data/profile-sections.js';
import { readPersonSection, writePersonFields } from './person-sections.js';
import { serverText } from '../../infra/user-text.js';
import { historyTexts } from '../history/history-texts.js';

/**
 * A person's profile-tab values (a profile save, or a rename from the tree, which is the Basic
 * details tab's change), written back field by field.
 */
export const profileTarget: FieldTarget = {
  fields(section) {
    const fields = personSectionFields[section as PersonSection];
    return fields ? new Set<string>([...fields.columns, ...fields.lists]) : undefined;
  },
  lock: (trx, id) => lockForEdit(trx, 'persons', id),
  read: (trx, familyId, id, section) =>
    readPersonSection(trx, familyId, id, section as PersonSection),
  async check(trx, familyId, id, fields) {
    await assertImagesExist(trx, familyId, [
      [serverText('history.whatPhoto'), fields.photo_url],
      [serverText('history.whatCover'), fields.cover_photo_url],
    ]);
    // A father or mother in the tree cannot get back an unknown gender it had before.
    if (fields.gender !== 'U') return;
    const row = await findPerson(trx, familyId, id);
    try {
      if (row) await assertParentKeepsGender(trx, row, 'U');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw conflict(historyTexts.breaksRule(error.text));
    }
  },
  write: writePersonFields,
};

export const profileReverter = fieldReverter(profileTarget);
