import { fieldReverter } from '../history/field-reverter.js';
import { profileTarget } from './profile-reverter.js';
import { lockSiblingGroup, placeAmongSiblings } from '../data/sibling-order.js';
import { findPerson, findPersonOfAnyFamily } from '../data/tree.repository.js';

/**
 * The Basic details tab's records, which a rename from the tree may join with a move among the
 * siblings (child_order): the names as the profile tab writes them back, the place by moving the
 * person back among today's siblings (issue 29).
 */
export const basicDetailsReverter = fieldReverter({
  fields(section) {
    const fields = profileTarget.fields(section);
    return fields && new Set([...fields, 'child_order']);
  },
  // Parents before the person, in the order every writer of a sibling group takes them.
  async lock(trx, id) {
    const person = await findPersonOfAnyFamily(trx, id);
    if (person) await lockSiblingGroup(trx, person);
    await profileTarget.lock(trx, id);
  },
  async read(trx, familyId, id, section) {
    const fields = await profileTarget.read(trx, familyId, id, section);
    const person = fields && (await findPerson(trx, familyId, id));
    return person ? { ...fields, child_order: person.child_order } : null;
  },
  check: profileTarget.check,
  async write(trx, familyId, id, { child_order: order, ...fields }) {
    await profileTarget.write(trx, familyId, id, fields);
    const person = order === undefined ? undefined : await findPerson(trx, familyId, id);
    const parent = person && (person.father_id ?? person.mother_id);
    if (!person || parent === null || parent === undefined) return;
    await placeAmongSiblings(trx, parent, id, order as number | null);
  },
});
