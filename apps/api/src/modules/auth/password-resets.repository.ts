import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';

export async function insertPasswordReset(
  db: Db,
  reset: { userId: number; tokenHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: reset.userId,
      token_hash: reset.tokenHash,
      created_at: nowIso(),
      expires_at: reset.expiresAt,
      used_at: null,
    })
    .execute();
}

export function findPasswordReset(db: Db, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .select(['id', 'user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Spends the link and every other unused link of its user (a new password makes them all moot);
 * false when it was used or had expired meanwhile, so two tabs cannot both spend it.
 */
export async function usePasswordReset(
  db: Db,
  reset: { id: number; userId: number },
): Promise<boolean> {
  const now = nowIso();
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', reset.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', reset.userId)
    .where('used_at', 'is', null)
    .execute();
  return true;
}

/** Links used or expired before `before`; recent ones stay so an old link says why it fails. */
export async function purgeSpentPasswordResets(db: Db, before: string): Promise<void> {
  await db
    .deleteFrom('password_resets')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .execute();
}
