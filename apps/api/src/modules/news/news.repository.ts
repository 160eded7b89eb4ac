import { imageUrl, type NewsPost } from '@familytree/shared';
import type { Db } from '../../infra/database.js';

/** A post as its row holds it; its version comes from the change history (news-versions.ts). */
export type StoredPost = Omit<NewsPost, 'version'>;

export interface NewsPostToStore {
  title: string;
  content: string;
  image: string | null;
}

/** The posts of a family, newest first, with the author's name. */
function postsQuery(db: Db, familyId: number) {
  return db
    .selectFrom('news_posts as n')
    .leftJoin('users as u', 'u.id', 'n.author_id')
    .select([
      'n.id',
      'n.title',
      'n.content',
      'n.image',
      'n.created_at',
      'n.updated_at',
      'u.first_name',
      'u.last_name',
    ])
    .where('n.family_id', '=', familyId)
    .orderBy('n.created_at', 'desc')
    .orderBy('n.id', 'desc');
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postsQuery>['execute']>>[number];

const toPost = (r: PostRow): StoredPost => ({
  newsId: r.id,
  title: r.title,
  content: r.content,
  image: r.image,
  imageUrl: imageUrl(r.image),
  author: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export async function latestPosts(db: Db, familyId: number, limit: number): Promise<StoredPost[]> {
  return (await postsQuery(db, familyId).limit(limit).execute()).map(toPost);
}

export async function findPost(
  db: Db,
  familyId: number,
  newsId: number,
): Promise<StoredPost | undefined> {
  const row = await postsQuery(db, familyId).where('n.id', '=', newsId).executeTakeFirst();
  return row && toPost(row);
}

export async function insertPost(
  db: Db,
  familyId: number,
  authorId: number,
  post: NewsPostToStore,
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('news_posts')
    .values({ family_id: familyId, author_id: authorId, ...post, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePost(
  db: Db,
  familyId: number,
  newsId: number,
  post: NewsPostToStore,
  at: string,
): Promise<void> {
  await db
    .updateTable('news_posts')
    .set({ ...post, updated_at: at })
    .where('family_id', '=', familyId)
    .where('id', '=', newsId)
    .execute();
}

export async function deletePost(db: Db, familyId: number, newsId: number): Promise<void> {
  await db
    .deleteFrom('news_posts')
    .where('family_id', '=', familyId)
    .where('id', '=', newsId)
    .execute();
}
