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
 * Every action needs a logged-in user for whom canedit answered true. A parent slot already
 * filled can't be added again; the member themself goes only with no children and no spouses;
 * a spouse only while the member has no children; a child when its canDelete flag says so.
 */
export function memberPermissions(
  detail: MemberDetail,
  loggedIn: boolean,
  canEdit: boolean,
): MemberPermissions {
  if (!loggedIn || !canEdit) return nothing;
  const childless = detail.children.length === 0;
  return {
    addFather: detail.father === null,
    addMother: detail.mother === null,
    addSpouse: true,
    addChild: true,
    edit: true,
    deleteSelf: childless && detail.spouses.length === 0,
    deleteSpouse: () => childless,
    deleteChild: (child) => child.canDelete,
  };
}

/** The parent to name when deleting the member themself (0 when none is known). */
export const parentIdOf = (detail: MemberDetail, fallback = 0) =>
  detail.father?.personId ?? detail.mother?.personId ?? fallback;
