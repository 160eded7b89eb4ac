import type { Db } from '../../infra/database.js';
import { inTransaction } from '../../infra/transactions.js';

/** Members' private calendar feeds (migration 0016): one per member and family, hash only. */

export function feedOfMember(db: Db, familyId: number, userId: number) {
  return db
    .selectFrom('calendar_feeds')
    .select(['id', 'created_at'])
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export function feedByHash(db: Db, familyId: number, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds')
    .select(['id', 'user_id'])
    .where('family_id', '=', familyId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Replaces the member's feed: the old link stops working in the same transaction. */
export async function replaceFeed(
  db: Db,
  familyId: number,
  userId: number,
  tokenHash: string,
  now: string,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await deleteFeed(trx, familyId, userId);
    await trx
      .insertInto('calendar_feeds')
      .values({ family_id: familyId, user_id: userId, token_hash: tokenHash, created_at: now })
      .execute();
  });
}

export async function deleteFeed(db: Db, familyId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('calendar_feeds')
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .execute();
}
