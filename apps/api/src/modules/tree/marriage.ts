import { marriageMessages, type Marriage } from '@familytree/shared';
import type { AuthUser } from '../../infra/authentication.js';
import type { Db } from '../../infra/database.js';
import { forbidden, invalidInput, notFound } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { canEditPerson, editablePerson } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { setMarriage, unionOf, unionsWithMarriage } from './marriage.repository.js';
import { findPersonSeenFrom, type PersonRow } from '../data/tree.repository.js';
import { recordTreeChange } from './tree-history.js';

/**
 * A couple's marriage day and place (issue 16, decision 0019), kept on their union (migration
 * 0016). Whoever may edit the member may set it: family admins, branch admins in their branch.
 * A partner of the same family must be theirs to edit too, as for linking a spouse: the day is
 * both partners'.
 */

const nameOf = (p: PersonRow) => `${p.first_name} ${p.last_name}`.trim();

/** The marriages of a person's unions, by the partner's id. */
export async function marriagesOf(db: Db, personId: number): Promise<Map<number, Marriage>> {
  const rows = await unionsWithMarriage(db, personId);
  return new Map(
    rows.map((r) => [
      r.person_id === personId ? r.spouse_id : r.person_id,
      { marriageDate: r.marriage_date, marriagePlace: r.marriage_place },
    ]),
  );
}

/** A marriage day before a partner's birth is refused, naming the partner. */
function assertAfterBirths(partners: PersonRow[], date: string | null): void {
  if (!date) return;
  const born = partners.find((p) => p.date_of_birth && date < p.date_of_birth);
  if (born) throw invalidInput({ marriageDate: marriageMessages.beforeBirth(nameOf(born)) });
}

/** Writes the marriage of a union in the caller's transaction, recording it when it changed. */
export async function writeMarriage(
  trx: Db,
  user: AuthUser,
  member: PersonRow,
  spouse: PersonRow,
  marriage: Marriage,
): Promise<void> {
  assertAfterBirths([member, spouse], marriage.marriageDate);
  const union = await unionOf(trx, member.id, spouse.id);
  if (!union) throw notFound(marriageMessages.notSpouses);
  const before = { marriage_date: union.marriage_date, marriage_place: union.marriage_place };
  const after = { marriage_date: marriage.marriageDate, marriage_place: marriage.marriagePlace };
  if (
    before.marriage_date === after.marriage_date &&
    before.marriage_place === after.marriage_place
  )
    return;
  await setMarriage(trx, union.id, after);
  await recordTreeChange(trx, user, member.family_id, 'union.marriage', member.id, before, {
    ...after,
    spouse_id: spouse.id,
  });
}

/** PUT …/member/:memberId/spouse/:spouseId/marriage. */
/** The two persons of a marriage save, and the user who may write it. */
export interface MarriageParties {
  member: PersonRow;
  spouse: PersonRow;
  user: AuthUser;
}

/**
 * Who may save a marriage, asked before the body is validated (issue 28): 401 for a visitor, 404
 * for an unknown member or spouse, 403 without the right to edit the member (and a spouse of the
 * same family).
 */
export async function marriageParties(
  db: Db,
  scope: RequestScope,
  memberId: number,
  spouseId: number,
): Promise<MarriageParties> {
  const { person: member, user } = await editablePerson(db, scope, memberId);
  const spouse = await findPersonSeenFrom(db, scope.familyId, spouseId);
  if (!spouse) throw notFound(marriageMessages.notSpouses);
  if (spouse.family_id === member.family_id && !(await canEditPerson(db, scope, spouse)))
    throw forbidden(marriageMessages.refused);
  return { member, spouse, user };
}

export async function saveMarriage(
  db: Db,
  { member, spouse, user }: MarriageParties,
  marriage: Marriage,
): Promise<Marriage> {
  await inTransaction(db, (trx) => writeMarriage(trx, user, member, spouse, marriage));
  return marriage;
}
