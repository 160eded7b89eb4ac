import type { MemberDetail, Relative } from '@familytree/shared';

/** What the member dialog offers, by spec part 6 (the server checks every write again). */
export interface MemberPermissions {
  addFather: boolean;
  addMother: boolean;
  addSpouse: boolean;
  addChild: boolean;
  edit: boolean;
  deleteSelf: boolean;
  deleteSpouse: (spouse: Relative) => boolean;
  deleteChild: (child: Relative) => boolean;
}

const nothing: MemberPermissions = {
  addFather: false,
  addMother: false,
  addSpouse: false,
  addChild: false,
  edit: false,
  deleteSelf: false,
  deleteSpouse: () => false,
  deleteChild: () => false,
};

/**
 * Every action needs a logged-in user. Adding and editing need canedit; a parent slot already
 * filled can't be added again; the member themself goes only with no children and no spouses.
 * Spouses and children go by their canDelete flags, which the server answers for this user: the
 * admin of another family may remove a link or a child that this family attached to one of its
 * persons without any rights on this member (docs/decisions/0008).
 */
export function memberPermissions(
  detail: MemberDetail,
  loggedIn: boolean,
  canEdit: boolean,
): MemberPermissions {
  if (!loggedIn) return nothing;
  const byFlag = (relative: Relative) => relative.canDelete;
  if (!canEdit) return { ...nothing, deleteSpouse: byFlag, deleteChild: byFlag };
  return {
    addFather: detail.father === null,
    addMother: detail.mother === null,
    addSpouse: true,
    addChild: true,
    edit: true,
    deleteSelf: detail.children.length === 0 && detail.spouses.length === 0,
    deleteSpouse: byFlag,
    deleteChild: byFlag,
  };
}

/** The parent to name when deleting the member themself (0 when none is known). */
export const parentIdOf = (detail: MemberDetail, fallback = 0) =>
  detail.father?.personId ?? detail.mother?.personId ?? fallback;
