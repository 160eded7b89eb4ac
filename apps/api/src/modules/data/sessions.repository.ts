import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';

export async function insertSession(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: string,
  userAgent: string | null = null,
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      created_at: now,
      expires_at: expiresAt,
      user_agent: userAgent,
      last_used_at: now,
    })
    .execute();
}

/** A live session by its token hash: its user and when it was last used. */
export function findLiveSession(
  db: Db,
  tokenHash: string,
): Promise<{ id: number; user_id: number; last_used_at: string | null } | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
}

export async function touchSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

export interface SessionListRow {
  id: number;
  token_hash: string;
  user_agent: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** The user's live sessions, most recently used first. */
export function liveSessionsOfUser(db: Db, userId: number): Promise<SessionListRow[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'token_hash', 'user_agent', 'created_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', nowIso())
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends one session of the user; false when the user has no such session. */
export async function deleteSessionOfUser(
  db: Db,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every session and unused hand-off code of the user but the session `keepTokenHash`. */
export async function deleteOtherSessionsOfUser(
  db: Db,
  userId: number,
  keepTokenHash: string,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', keepTokenHash)
    .execute();
  await db.deleteFrom('handoff_codes').where('user_id', '=', userId).execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Sessions that expired, and hand-off codes that expired or were used: none can be used again. */
export async function purgeSpentSessions(db: Db): Promise<void> {
  const now = nowIso();
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('handoff_codes')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
    .execute();
}

export async function insertHandoffCode(
  db: Db,
  userId: number,
  codeHash: string,
  expiresAt: string,
): Promise<void> {
  await db
    .insertInto('handoff_codes')
    .values({
      user_id: userId,
      code_hash: codeHash,
      created_at: nowIso(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
}

/** Marks the code used and answers its user, or undefined when it is unknown, used or expired. */
export async function consumeHandoffCode(db: Db, codeHash: string): Promise<number | undefined> {
  const now = nowIso();
  const row = await db
    .updateTable('handoff_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Ends every session and unused hand-off code of the user. */
export async function deleteSessionsOfUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('handoff_codes').where('user_id', '=', userId).execute();
}
