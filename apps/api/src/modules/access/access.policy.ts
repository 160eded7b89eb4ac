import type { Db } from '../../infra/database.js';
import type { AuthUser } from '../../infra/authentication.js';
import { forbidden, invalidInput, notFound, unauthenticated } from '../../infra/errors.js';
import { findPerson, unionsOf, type PersonRow } from '../data/tree.repository.js';
import { reachesAncestor } from '../data/walks.repository.js';
import { assignedPersonIds, imageNamesOfFamily } from './access.repository.js';
import { activeMembershipOf, scopeFor, type RequestScope } from './request-scope.js';
import { contractText, serverText } from '../../infra/user-text.js';
import type { UserText } from '../../infra/user-text.js';

/**
 * The roles and rules of spec part 6 in one place: who may administer a family, who may edit a
 * person, which images a save may use. Every module asks here; none repeats a rule.
 *
 * Issue 17 adds MEMBER: a relative who keeps the profile of their own person (every profile tab)
 * and nothing else: no tree writes, no other person, no administration (canEditProfile below).
 *
 * The rules about the request's own family take its RequestScope (decision 0035): the viewer's
 * role there is read once per request. activeRole stays for the rules about ANOTHER family than
 * the request's (a link request's other family, a user's own account pages on the main site).
 */

export type FamilyRole = 'FAMILY_ADMIN' | 'BRANCH_ADMIN' | 'MEMBER';

/**
 * A user's ACTIVE role in a family; INVITED, BLOCK and REJECTED give nothing. Only for a family
 * that is not the request's: the request's own role is its scope's (RequestScope.role).
 */
export async function activeRole(
  db: Db,
  userId: number,
  familyId: number,
): Promise<FamilyRole | null> {
  return (await activeMembershipOf(db, userId, familyId))?.role ?? null;
}

/**
 * The viewer's role in a person's family: the scope's (read once) for the request's family; a
 * person of another family (a spouse linked in from there) is asked about there.
 */
const roleIn = (db: Db, scope: RequestScope, familyId: number): Promise<FamilyRole | null> =>
  familyId === scope.familyId ? scope.role() : scopeFor(db, scope.viewer, familyId).role();

/** Refuses a visitor (401) and anyone but an ACTIVE family admin of the family (403, with `refusal`). */
export async function assertFamilyAdmin(scope: RequestScope, refusal: UserText): Promise<AuthUser> {
  if (!scope.viewer) throw unauthenticated();
  if ((await scope.role()) !== 'FAMILY_ADMIN') throw forbidden(refusal);
  return scope.viewer;
}

/** How far up a branch admin's right is looked for (a loop in bad data ends the walk there). */
const maxAncestorSteps = 500;

/**
 * design.md "Permissions": a family admin edits every person of the family; an ACTIVE branch admin
 * edits the persons assigned to them, all their descendants, and the spouses of those.
 */
export async function canEditPerson(
  db: Db,
  scope: RequestScope,
  person: PersonRow,
): Promise<boolean> {
  if (!scope.viewer) return false;
  return adminMayEdit(db, scope.viewer, person, await roleIn(db, scope, person.family_id));
}

/** The admin half of the rule: a family admin everywhere, a branch admin in their branch. */
async function adminMayEdit(
  db: Db,
  user: AuthUser,
  person: PersonRow,
  role: FamilyRole | null,
): Promise<boolean> {
  if (role === 'FAMILY_ADMIN') return true;
  if (role !== 'BRANCH_ADMIN') return false;
  const roots = await assignedPersonIds(db, person.family_id, user.userId);
  if (roots.length === 0) return false;
  // One walk up from the person, one from their partners: a statement each, however deep.
  if (await reachesAncestor(db, [person.id], roots, maxAncestorSteps)) return true;
  const unions = await unionsOf(db, [person.id]);
  const partnerIds = unions
    .filter((u) => u.family_id === person.family_id)
    .map((u) => (u.person_id === person.id ? u.spouse_id : u.person_id));
  return reachesAncestor(db, partnerIds, roots, maxAncestorSteps);
}

/**
 * Profiles (every tab of spec part 4): whoever may edit the person, and the ACTIVE member whose
 * own person it is. Tree writes, uploads for others and administration stay with canEditPerson.
 */
export async function canEditProfile(
  db: Db,
  scope: RequestScope,
  person: PersonRow,
): Promise<boolean> {
  if (!scope.viewer) return false;
  const membership =
    person.family_id === scope.familyId
      ? await scope.membership()
      : await scopeFor(db, scope.viewer, person.family_id).membership();
  if (!membership) return false;
  if (membership.role === 'MEMBER') return membership.personId === person.id;
  return adminMayEdit(db, scope.viewer, person, membership.role);
}

/** The profile-save guard: 401 for a visitor, 404 for an unknown id, 403 without the right. */
export async function editableProfile(
  db: Db,
  scope: RequestScope,
  personId: number,
): Promise<PersonRow> {
  if (!scope.viewer) throw unauthenticated();
  const person = await findPerson(db, scope.familyId, personId);
  if (!person) throw notFound(serverText('members.notFound'));
  if (!(await canEditProfile(db, scope, person))) throw forbidden(serverText('members.mayNotEdit'));
  return person;
}

/**
 * Who may give a relative a member account for a person: a family admin, or a branch admin for a
 * person of their branch. A member never invites anyone.
 */
export async function assertMayInviteMember(
  db: Db,
  scope: RequestScope,
  person: PersonRow,
): Promise<AuthUser> {
  const { viewer } = scope;
  if (!viewer) throw unauthenticated();
  const role = await roleIn(db, scope, person.family_id);
  if (role === 'MEMBER' || !(await adminMayEdit(db, viewer, person, role)))
    throw forbidden(serverText('access.inviteRefused'));
  return viewer;
}

/** Whether the user may edit every one of these persons: one role lookup per family. */
export async function canEditAll(
  db: Db,
  scope: RequestScope,
  persons: PersonRow[],
): Promise<boolean> {
  const families = [...new Set(persons.map((p) => p.family_id))];
  for (const familyId of families) {
    if ((await roleIn(db, scope, familyId)) === 'FAMILY_ADMIN') continue;
    for (const person of persons.filter((p) => p.family_id === familyId))
      if (!(await canEditPerson(db, scope, person))) return false;
  }
  return true;
}

/**
 * The one "editable person" guard of tree writes, profile saves and uploads: 401 for a visitor,
 * 404 for an unknown id, 403 for a person the viewer may not edit. Loads the person once.
 */
export async function editablePerson(
  db: Db,
  scope: RequestScope,
  personId: number,
): Promise<{ person: PersonRow; user: AuthUser }> {
  if (!scope.viewer) throw unauthenticated();
  const person = await findPerson(db, scope.familyId, personId);
  if (!person) throw notFound(serverText('members.notFound'));
  return { person, user: await assertCanEdit(db, scope, person) };
}

/** The same guard for a person already loaded: 401 for a visitor, 403 without edit rights. */
export async function assertCanEdit(
  db: Db,
  scope: RequestScope,
  person: PersonRow,
): Promise<AuthUser> {
  if (!scope.viewer) throw unauthenticated();
  if (!(await canEditPerson(db, scope, person))) throw forbidden(serverText('members.mayNotEdit'));
  return scope.viewer;
}

/**
 * The one image-ownership check: every named image must be an upload of the family, else 400 on
 * the first field that names a foreign or unknown image. One statement for the whole save.
 */
export async function assertImagesOfFamily(
  db: Db,
  familyId: number,
  fields: Array<[field: string, name: string | null | undefined]>,
): Promise<void> {
  const check = await imageOwnershipCheck(
    db,
    familyId,
    fields.map(([, name]) => name),
  );
  for (const [field, name] of fields) check(field, name);
}

/**
 * The same check for a caller that validates field by field: reads the names in one statement,
 * then answers each field (400 naming it when the image is not the family's).
 */
export async function imageOwnershipCheck(
  db: Db,
  familyId: number,
  names: Array<string | null | undefined>,
): Promise<(field: string, name: string | null | undefined) => void> {
  const owned = await imageNamesOfFamily(
    db,
    familyId,
    names.flatMap((name) => (name ? [name] : [])),
  );
  return (field, name) => {
    if (name && !owned.has(name))
      throw invalidInput({ [field]: contractText('field.imageOfFamily') });
  };
}

/** Uploads are for the family's admins, branch admins and members (a member's own photos). */
export async function assertMayUpload(scope: RequestScope): Promise<AuthUser> {
  if (!scope.viewer) throw unauthenticated();
  if (!(await scope.role())) throw forbidden(serverText('access.uploadRefused'));
  return scope.viewer;
}

/**
 * A GEDCOM export (issue 13): a family admin exports the family or any branch; an ACTIVE branch
 * admin only a branch they may edit (a person assigned to them or below); anyone else is refused.
 */
export async function assertMayExport(
  db: Db,
  scope: RequestScope,
  branch: PersonRow | null,
  refusal: UserText,
): Promise<AuthUser> {
  const { viewer } = scope;
  if (!viewer) throw unauthenticated();
  const role = await scope.role();
  if (role === 'FAMILY_ADMIN') return viewer;
  if (role === 'BRANCH_ADMIN' && branch && (await canEditPerson(db, scope, branch))) return viewer;
  throw forbidden(refusal);
}
