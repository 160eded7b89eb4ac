import { toGender, type MemberDetail, type Relative } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { canEditPerson } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { marriagesOf } from './marriage.js';
import {
  childrenOf,
  findPersons,
  leavesAmong,
  spousesOf,
  type PersonRow,
} from '../data/tree.repository.js';

const relative = (p: PersonRow, canDelete: boolean): Relative => ({
  personId: p.id,
  firstName: p.first_name,
  lastName: p.last_name,
  canDelete,
});

/** A person can go when they have neither children nor spouses (spec part 6). */
export async function isLeaf(db: Db, personId: number): Promise<boolean> {
  return (await leavesAmong(db, [personId])).has(personId);
}

/**
 * The member dialog's detail, with canDelete flags answered for this viewer. `mayEdit`: whether the
 * viewer may edit the person, when the caller has just checked it.
 */
export async function memberDetail(
  db: Db,
  scope: RequestScope,
  person: PersonRow,
  mayEdit?: boolean,
): Promise<MemberDetail> {
  const [parents, spouses, children, canEdit] = await Promise.all([
    findPersons(
      db,
      [person.father_id, person.mother_id].filter((id): id is number => id !== null),
    ),
    spousesOf(db, person.id),
    childrenOf(db, [person.id]),
    mayEdit ?? canEditPerson(db, scope, person),
  ]);
  // The marriage is for those who may edit it: the member dialog of a visitor carries no dates.
  const marriages = canEdit ? await marriagesOf(db, person.id) : null;
  const firstParent = person.father_id ?? person.mother_id;
  const siblings = firstParent === null ? [person] : await childrenOf(db, [firstParent]);
  const father = parents.find((p) => p.id === person.father_id);
  const mother = parents.find((p) => p.id === person.mother_id);
  // Every child's leaf check answered together, not one query per child; only needed where
  // some child may go.
  const needLeaves = canEdit || children.some((c) => c.family_id !== person.family_id);
  const leaves = needLeaves
    ? await leavesAmong(
        db,
        children.map((c) => c.id),
      )
    : new Set<number>();
  // Across families (docs/decisions/0008): whoever may edit either side may remove a spouse link
  // at any time, and a child of another family is detached from this parent, not deleted.
  const [spouseFlags, childFlags] = await Promise.all([
    Promise.all(
      spouses.map(async (s) =>
        s.family_id === person.family_id
          ? canEdit && children.length === 0
          : canEdit || (await canEditPerson(db, scope, s)),
      ),
    ),
    Promise.all(
      children.map(async (c) =>
        c.family_id === person.family_id
          ? canEdit && leaves.has(c.id)
          : canEdit || ((await canEditPerson(db, scope, c)) && leaves.has(c.id)),
      ),
    ),
  ]);
  return {
    personId: person.id,
    familyId: person.family_id,
    firstName: person.first_name,
    middleName: person.middle_name,
    lastName: person.last_name,
    gender: toGender(person.gender),
    father: father ? relative(father, false) : null,
    mother: mother ? relative(mother, false) : null,
    // Within a family a spouse can be removed only while the member has no children.
    spouses: spouses.map((s, i) => ({
      ...relative(s, spouseFlags[i]!),
      ...(marriages?.get(s.id) ?? {}),
    })),
    children: children.map((c, i) => relative(c, childFlags[i]!)),
    siblingsCount: siblings.length,
    childOrder: person.child_order,
  };
}
