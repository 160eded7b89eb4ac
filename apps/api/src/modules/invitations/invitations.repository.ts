import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';

/**
 * Ends the person's unused links to the family: used up by an answer, or expired when a new link
 * replaces them (the old one then reads as expired).
 */
export async function endOpenInvitations(
  db: Db,
  familyId: number,
  userId: number,
  how: { expire: boolean },
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('invitations')
    .set(how.expire ? { expires_at: now } : { used_at: now })
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** The owner's yes: INVITED becomes ACTIVE and is remembered as accepted. False when not INVITED. */
export async function acceptMembership(db: Db, familyId: number, userId: number): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('memberships')
    .set({ status: 'ACTIVE', accepted_at: now })
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('status', '=', 'INVITED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The owner's no: INVITED becomes REJECTED. False when not INVITED. */
export async function declineMembership(
  db: Db,
  familyId: number,
  userId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('memberships')
    .set({ status: 'REJECTED' })
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('status', '=', 'INVITED')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface PendingInvitationRow {
  familyId: number;
  familyName: string;
  domainName: string;
  role: string;
  invitedAt: string;
}

/** The families waiting for the user's answer, newest invitation first. */
export async function pendingInvitationsOf(
  db: Db,
  userId: number,
): Promise<PendingInvitationRow[]> {
  const rows = await db
    .selectFrom('memberships as m')
    .innerJoin('families as f', 'f.id', 'm.family_id')
    .select((eb) => [
      'f.id as familyId',
      'f.name as familyName',
      'f.domain_name as domainName',
      'm.role as role',
      'm.created_at as createdAt',
      eb
        .selectFrom('invitations as i')
        .select((sub) => sub.fn.max('i.created_at').as('latest'))
        .whereRef('i.family_id', '=', 'm.family_id')
        .whereRef('i.user_id', '=', 'm.user_id')
        .as('invitedAt'),
    ])
    .where('m.user_id', '=', userId)
    .where('m.status', '=', 'INVITED')
    .execute();
  return rows
    .map(({ createdAt, invitedAt, ...row }) => ({ ...row, invitedAt: invitedAt ?? createdAt }))
    .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
}

/**
 * Invitations used or expired before `before`. Recent ones stay, so that an old link still says
 * "already used" or "expired" instead of "not valid" for a while.
 */
export async function purgeSpentInvitations(db: Db, before: string): Promise<void> {
  await db
    .deleteFrom('invitations')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .execute();
}

/** An invitation by its token hash, with what the invitation page and the answer need. */
export function invitationByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .innerJoin('families as f', 'f.id', 'i.family_id')
    .innerJoin('memberships as m', (join) =>
      join.onRef('m.user_id', '=', 'i.user_id').onRef('m.family_id', '=', 'i.family_id'),
    )
    .select([
      'i.id as id',
      'i.user_id as userId',
      'i.family_id as familyId',
      'i.used_at as usedAt',
      'i.expires_at as expiresAt',
      'u.email as email',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.password_hash as passwordHash',
      'f.name as familyName',
      'f.domain_name as domainName',
      'm.role as role',
      'm.status as status',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertInvitation(
  db: Db,
  invitation: { familyId: number; userId: number; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('invitations')
    .values({
      family_id: invitation.familyId,
      user_id: invitation.userId,
      token_hash: invitation.tokenHash,
      created_at: nowIso(),
      expires_at: invitation.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Uses up an invitation; false when it was used meanwhile. */
export async function useInvitation(db: Db, invitationId: number): Promise<boolean> {
  const used = await db
    .updateTable('invitations')
    .set({ used_at: nowIso() })
    .where('id', '=', invitationId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** The member account that holds (or is invited to hold) the person, if any. */
export function memberOfPerson(db: Db, familyId: number, personId: number) {
  return db
    .selectFrom('memberships')
    .select(['user_id', 'status'])
    .where('family_id', '=', familyId)
    .where('person_id', '=', personId)
    .where('role', '=', 'MEMBER')
    .where('status', 'in', ['ACTIVE', 'INVITED'])
    .executeTakeFirst();
}

/** A family's MEMBER accounts with their user and person (null once the person was deleted). */
export function memberAccountsOf(db: Db, familyId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .leftJoin('persons as p', (join) =>
      join.onRef('p.id', '=', 'm.person_id').on('p.family_id', '=', familyId),
    )
    .select([
      'm.user_id',
      'm.status',
      'm.person_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'p.first_name as person_first_name',
      'p.last_name as person_last_name',
    ])
    .where('m.family_id', '=', familyId)
    .where('m.role', '=', 'MEMBER')
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('m.user_id')
    .execute();
}

/** Ends a user's MEMBER membership of a family and their open invitations to it. */
export function deleteMemberAccount(db: Db, familyId: number, userId: number) {
  return deleteMembership(db, familyId, userId, 'MEMBER');
}

/** Ends a user's membership of `role` in a family and their open invitations to it. */
export async function deleteMembership(db: Db, familyId: number, userId: number, role: string) {
  await db
    .deleteFrom('invitations')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  const deleted = await db
    .deleteFrom('memberships')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('role', '=', role)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

export interface MembershipToRestore {
  familyId: number;
  userId: number;
  role: string;
  status: string;
  /** When the owner had accepted: a restored membership keeps the owner's consent, never invents it. */
  acceptedAt: string | null;
  personId: number | null;
}

/** A membership a revert brings back as it was (an ended invitation or member account). */
export async function insertRestoredMembership(db: Db, m: MembershipToRestore): Promise<void> {
  await db
    .insertInto('memberships')
    .values({
      family_id: m.familyId,
      user_id: m.userId,
      role: m.role,
      status: m.status,
      created_at: nowIso(),
      accepted_at: m.acceptedAt,
      person_id: m.personId,
    })
    .execute();
}
