import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { forbidden, invalidInput, unauthenticated } from '../../infra/errors.js';
import { canEditPerson } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { findPerson } from '../data/tree.repository.js';
import { serverText } from '../../infra/user-text.js';

/**
 * Who may manage albums (decision 0021): a family admin every album; an ACTIVE branch admin the
 * albums about a person of their branch (the persons they may edit), and only with photos of
 * such persons. Albums about nobody in particular are the family admin's.
 */
export interface AlbumRights {
  user: AuthUser | null;
  isFamilyAdmin: boolean;
  isBranchAdmin: boolean;
  /** Whether the viewer may manage things tied to this person (null: tied to nobody). */
  mayManage(personId: number | null): Promise<boolean>;
}

export async function albumRightsOf(db: Db, scope: RequestScope): Promise<AlbumRights> {
  const { viewer, familyId } = scope;
  const role = await scope.role();
  const known = new Map<number, boolean>();
  return {
    user: viewer,
    isFamilyAdmin: role === 'FAMILY_ADMIN',
    isBranchAdmin: role === 'BRANCH_ADMIN',
    async mayManage(personId) {
      if (role === 'FAMILY_ADMIN') return true;
      if (role !== 'BRANCH_ADMIN' || personId === null || !viewer) return false;
      if (!known.has(personId)) {
        const person = await findPerson(db, familyId, personId);
        known.set(personId, person ? await canEditPerson(db, scope, person) : false);
      }
      return known.get(personId)!;
    },
  };
}

const refusal = serverText('gallery.manageRefused');
export const branchRefusal = serverText('gallery.branchRefused');

/** 401 for a visitor, 403 for anyone who is neither a family nor a branch admin here. */
export function assertMayManageAny(rights: AlbumRights): AuthUser {
  if (!rights.user) throw unauthenticated();
  if (!rights.isFamilyAdmin && !rights.isBranchAdmin) throw forbidden(refusal);
  return rights.user;
}

/** 400 naming the field when the person is not of the family; 403 outside the caller's branch. */
export async function assertPersonManaged(
  db: Db,
  rights: AlbumRights,
  familyId: number,
  field: string,
  personId: number | null,
): Promise<void> {
  if (personId !== null && !(await findPerson(db, familyId, personId)))
    throw invalidInput({ [field]: serverText('members.notInFamilyField') });
  if (!(await rights.mayManage(personId))) throw forbidden(branchRefusal);
}
