import { nowIso } from '../../infra/clock.js';
import { conflict } from '../../infra/errors.js';
import { findMembership } from '../data/families.repository.js';
import { fieldReverter } from '../history/field-reverter.js';
import { lockForEdit } from '../history/history.writer.js';
import { findPerson } from '../data/tree.repository.js';
import {
  assignMember,
  branchAdminIdOfMember,
  unassignMember,
} from '../data/branch-admins.repository.js';
import { serverText } from '../../infra/user-text.js';

/**
 * A member given to or taken from a branch admin (a person's "branch-admin" section): the member
 * goes back to the branch admin they had, or to none. A branch admin removed since cannot get
 * the member back (409).
 */
export const branchAssignmentReverter = fieldReverter({
  fields: (section) => (section === 'branch-admin' ? new Set(['branch_admin_id']) : undefined),
  lock: (trx, id) => lockForEdit(trx, 'persons', id),
  async read(trx, familyId, personId) {
    if (!(await findPerson(trx, familyId, personId))) return null;
    return { branch_admin_id: await branchAdminIdOfMember(trx, familyId, personId) };
  },
  async check(trx, familyId, _personId, restored) {
    const userId = restored.branch_admin_id as number | null;
    if (userId === null) return;
    const membership = await findMembership(trx, familyId, userId);
    if (membership?.role !== 'BRANCH_ADMIN' || !['ACTIVE', 'INVITED'].includes(membership.status))
      throw conflict(serverText('history.branchAdminGone'));
  },
  async write(trx, familyId, personId, restored) {
    const userId = restored.branch_admin_id as number | null;
    if (userId === null) await unassignMember(trx, familyId, personId);
    else await assignMember(trx, familyId, personId, userId, nowIso());
  },
});
