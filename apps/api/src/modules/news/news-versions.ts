import type { Db } from '../../infra/database.js';
import { newestOfSection, newestPerEntity } from '../history/history-versions.js';
import { assertCurrentVersion, lockForEdit } from '../history/history.writer.js';

/**
 * A news post's version (docs/decisions/0023): the id of the newest record of its writes, 0 when
 * it has none (a post written before the history was kept). The feed carries it, an edit answers
 * it as ETag, and an edit or delete may send it back as If-Match.
 */
const postRef = (newsId: number) => ({ entityType: 'newsPost', entityId: newsId, section: 'post' });

export async function postVersion(db: Db, newsId: number): Promise<number> {
  return (await newestOfSection(db, postRef(newsId)))?.id ?? 0;
}

/** Every post's version of a family, in one statement (posts with no record are missing: 0). */
export function postVersions(db: Db, familyId: number): Promise<Map<number, number>> {
  return newestPerEntity(db, familyId, 'newsPost', 'post');
}

/**
 * Holds the post until the transaction ends; its version is read after, in statements of its own
 * (decision 0029: read in the locking statement, it would come from a snapshot older than the lock).
 */
export const lockPost = (trx: Db, newsId: number) => lockForEdit(trx, 'news_posts', newsId);

/**
 * A write based on an older version than the post's newest record: 409 naming who changed it.
 * Called once the post is known to be the family's, so another family's history is never named.
 */
export async function assertPostVersion(trx: Db, newsId: number, version: number | undefined) {
  if (version !== undefined) await assertCurrentVersion(trx, postRef(newsId), version);
}
