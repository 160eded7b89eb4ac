import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';

export async function insertSession(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: string,
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: tokenHash, created_at: nowIso(), expires_at: expiresAt })
    .execute();
}

export async function findSessionUserId(db: Db, tokenHash: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', nowIso())
    .executeTakeFirst();
  return row?.user_id;
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
