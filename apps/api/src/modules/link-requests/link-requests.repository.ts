import type { LinkRequest, LinkRequestStatus } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';

export type LinkRequestRow = {
  id: number;
  family_id: number;
  person_id: number;
  target_family_id: number;
  target_person_id: number;
  status: string;
};

const rowColumns = [
  'id',
  'family_id',
  'person_id',
  'target_family_id',
  'target_person_id',
  'status',
] as const;

/** A family lists at most this many requests each way, open ones first, then the newest. */
const listLimit = 200;

export async function insertLinkRequest(
  db: Db,
  r: {
    familyId: number;
    personId: number;
    targetFamilyId: number;
    targetPersonId: number;
    requestedBy: number;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('link_requests')
    .values({
      family_id: r.familyId,
      person_id: r.personId,
      target_family_id: r.targetFamilyId,
      target_person_id: r.targetPersonId,
      requested_by: r.requestedBy,
      status: 'PENDING',
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return null;
      throw error;
    });
  return row?.id ?? null;
}

/** A second open request for the same pair, sent at the same moment (link_requests_pending_pair). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function findLinkRequest(db: Db, id: number): Promise<LinkRequestRow | undefined> {
  return db.selectFrom('link_requests').select(rowColumns).where('id', '=', id).executeTakeFirst();
}

/** The open request between two persons, asked from either side. */
export function pendingBetween(db: Db, a: number, b: number): Promise<LinkRequestRow | undefined> {
  return db
    .selectFrom('link_requests')
    .select(rowColumns)
    .where('status', '=', 'PENDING')
    .where((eb) =>
      eb.or([
        eb.and([eb('person_id', '=', a), eb('target_person_id', '=', b)]),
        eb.and([eb('person_id', '=', b), eb('target_person_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
}

/** Answers an open request; false when it was answered (or cancelled) meanwhile. */
export async function decideLinkRequest(
  db: Db,
  id: number,
  status: Exclude<LinkRequestStatus, 'PENDING'>,
  userId: number,
): Promise<boolean> {
  const result = await db
    .updateTable('link_requests')
    .set({ status, decided_by: userId, decided_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes an open request; false when it was answered meanwhile. */
export async function deletePendingLinkRequest(db: Db, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('link_requests')
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

function viewQuery(db: Db) {
  return db
    .selectFrom('link_requests as r')
    .innerJoin('families as f', 'f.id', 'r.family_id')
    .innerJoin('families as tf', 'tf.id', 'r.target_family_id')
    .innerJoin('persons as p', 'p.id', 'r.person_id')
    .innerJoin('persons as tp', 'tp.id', 'r.target_person_id')
    .leftJoin('users as u', 'u.id', 'r.requested_by')
    .select([
      'r.id',
      'r.status',
      'r.created_at',
      'r.decided_at',
      'f.id as family_id',
      'f.name as family_name',
      'p.id as person_id',
      'p.first_name as person_first',
      'p.last_name as person_last',
      'tf.id as target_family_id',
      'tf.name as target_family_name',
      'tp.id as target_person_id',
      'tp.first_name as target_first',
      'tp.last_name as target_last',
      'u.first_name as requester_first',
      'u.last_name as requester_last',
    ]);
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof viewQuery>['executeTakeFirstOrThrow']>>;

const toView = (r: ViewRow): LinkRequest => ({
  id: r.id,
  status: r.status as LinkRequestStatus,
  family: { id: r.family_id, name: r.family_name },
  person: { personId: r.person_id, firstName: r.person_first, lastName: r.person_last },
  targetFamily: { id: r.target_family_id, name: r.target_family_name },
  targetPerson: {
    personId: r.target_person_id,
    firstName: r.target_first,
    lastName: r.target_last,
  },
  requestedBy:
    r.requester_first !== null && r.requester_last !== null
      ? { firstName: r.requester_first, lastName: r.requester_last }
      : null,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

export async function linkRequestView(db: Db, id: number): Promise<LinkRequest | undefined> {
  const row = await viewQuery(db).where('r.id', '=', id).executeTakeFirst();
  return row ? toView(row) : undefined;
}

/** Requests sent by (`outgoing`) or addressed to (`incoming`) a family. */
export async function linkRequestsOfFamily(
  db: Db,
  familyId: number,
  direction: 'incoming' | 'outgoing',
): Promise<LinkRequest[]> {
  const rows = await viewQuery(db)
    .where(direction === 'incoming' ? 'r.target_family_id' : 'r.family_id', '=', familyId)
    // Open requests first (the only ones with something to do), then the newest.
    .orderBy((eb) => eb.case().when('r.status', '=', 'PENDING').then(0).else(1).end())
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(listLimit)
    .execute();
  return rows.map(toView);
}
