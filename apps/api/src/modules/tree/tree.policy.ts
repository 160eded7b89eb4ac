import type { Db } from '../../platform/database.js';
import { forbidden, unauthenticated } from '../../platform/errors.js';
import type { AuthUser } from '../auth/auth.service.js';
import { findMembership } from '../families/families.repository.js';
import { findPersons, unionsOf, type PersonRow } from './tree.repository.js';

export type FamilyRights = { role: 'FAMILY_ADMIN' | 'BRANCH_ADMIN' | null };

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

const maxAncestorSteps = 500;

/** True when the person or one of their ancestors is in `roots` (a loop in bad data ends the walk). */
async function descendsFrom(db: Db, start: PersonRow[], roots: Set<number>): Promise<boolean> {
  const seen = new Set<number>();
  let frontier = start;
  for (let step = 0; frontier.length > 0 && step < maxAncestorSteps; step++) {
    const parentIds: number[] = [];
    for (const p of frontier) {
      if (roots.has(p.id)) return true;
      seen.add(p.id);
      for (const parent of [p.father_id, p.mother_id])
        if (parent !== null && !seen.has(parent)) parentIds.push(parent);
    }
    frontier = await findPersons(db, [...new Set(parentIds)]);
  }
  return false;
}

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
  const roots = new Set(assigned.map((a) => a.person_id));
  if (await descendsFrom(db, [person], roots)) return true;
  const unions = await unionsOf(db, [person.id]);
  const partners = await findPersons(
    db,
    unions
      .filter((u) => u.family_id === person.family_id)
      .map((u) => (u.person_id === person.id ? u.spouse_id : u.person_id)),
  );
  return descendsFrom(db, partners, roots);
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
