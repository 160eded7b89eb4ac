import { fieldReverter } from '../history/field-reverter.js';
import { lockForEdit } from '../history/history.writer.js';
import { assertImagesExist } from '../history/images-still-there.js';
import { menuState, restoreMenuFields, revertibleMenuFields } from './site-history.js';
import { serverText } from '../../infra/user-text.js';

/** A site menu's name, draft and published sections, written back field by field. */
export const menuReverter = fieldReverter({
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
    const sections = [
      ...((fields.draft_sections ?? []) as Array<{ title: string; image: unknown }>),
      ...((fields.published_sections ?? []) as Array<{ title: string; image: unknown }>),
    ];
    await assertImagesExist(
      trx,
      familyId,
      sections.map((s) => [serverText('history.whatSectionImage', { title: s.title }), s.image]),
    );
  },
  write: restoreMenuFields,
});
