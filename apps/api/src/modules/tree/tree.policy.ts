import type { Db } from '../../infra/database.js';
import { forbidden, unauthenticated } from '../../infra/errors.js';
import type { AuthUser } from '../auth/auth.service.js';
import { findMembership } from '../families/families.repository.js';
import { unionsOf, type PersonRow } from './tree.repository.js';
import { reachesAncestor } from './walks.repository.js';

/** The caller's ACTIVE role in a family; INVITED, BLOCK and REJECTED give nothing. */
export async function activeRole(
  db: Db,
  userId: number,
  familyId: number,
): Promise<'FAMILY_ADMIN' | 'BRANCH_ADMIN' | null> {
  const row = await findMembership(db, familyId, userId);
  if (!row || row.status !== 'ACTIVE') return null;
  return row.role === 'FAMILY_ADMIN' || row.role === 'BRANCH_ADMIN' ? row.role : null;
}

/** Refuses a visitor (401) and anyone but an ACTIVE family admin of the family (403, with `refusal`). */
export async function assertFamilyAdmin(
  db: Db,
  viewer: AuthUser | null,
  familyId: number,
  refusal: string,
): Promise<AuthUser> {
  if (!viewer) throw unauthenticated();
  if ((await activeRole(db, viewer.userId, familyId)) !== 'FAMILY_ADMIN') throw forbidden(refusal);
  return viewer;
}

/** How far up a branch admin's right is looked for (a loop in bad data ends the walk there). */
const maxAncestorSteps = 500;

/**
 * design.md "Permissions": a family admin edits every person of the family; an ACTIVE branch admin
 * edits the persons assigned to them, all their descendants, and the spouses of those.
 */
export async function canEditPerson(
  db: Db,
  user: AuthUser | null,
  person: PersonRow,
): Promise<boolean> {
  if (!user) return false;
  const role = await activeRole(db, user.userId, person.family_id);
  if (role === 'FAMILY_ADMIN') return true;
  if (role !== 'BRANCH_ADMIN') return false;
  const assigned = await db
    .selectFrom('branch_assignments')
    .select('person_id')
    .where('family_id', '=', person.family_id)
    .where('user_id', '=', user.userId)
    .execute();
  if (assigned.length === 0) return false;
  const roots = assigned.map((a) => a.person_id);
  // One walk up from the person, one from their partners: a statement each, however deep.
  if (await reachesAncestor(db, [person.id], roots, maxAncestorSteps)) return true;
  const unions = await unionsOf(db, [person.id]);
  const partnerIds = unions
    .filter((u) => u.family_id === person.family_id)
    .map((u) => (u.person_id === person.id ? u.spouse_id : u.person_id));
  return reachesAncestor(db, partnerIds, roots, maxAncestorSteps);
}

/** Whether the user may edit every one of these persons: one role lookup per family. */
export async function canEditAll(db: Db, user: AuthUser, persons: PersonRow[]): Promise<boolean> {
  const families = [...new Set(persons.map((p) => p.family_id))];
  for (const familyId of families) {
    if ((await activeRole(db, user.userId, familyId)) === 'FAMILY_ADMIN') continue;
    for (const person of persons.filter((p) => p.family_id === familyId))
      if (!(await canEditPerson(db, user, person))) return false;
  }
  return true;
}
