import type { NewsFeed, NewsItem, NewsPost, newsPostInputSchema } from '@familytree/shared';
import { newsLimits, newsMessages } from '@familytree/shared';
import type { z } from 'zod';
import type { AppContext } from '../../infra/context.js';
import type { AuthUser } from '../../infra/authentication.js';
import { nowIso } from '../../infra/clock.js';
import type { Db } from '../../infra/database.js';
import { notFound } from '../../infra/errors.js';
import { inTransaction } from '../../infra/transactions.js';
import { sanitizeRichText } from '../../infra/rich-text.js';
import { assertFamilyAdmin, assertImagesOfFamily } from '../access/access.policy.js';
import type { RequestScope } from '../access/request-scope.js';
import { recorderFor } from '../history/history.writer.js';
import { snapshotOf } from '../history/row-reverter.js';
import { newsPostKind } from './news-reverter.js';
import { pathOfMenu } from '../data/site-menus.repository.js';
import { imageDays, personDays, personsAddedOn, publishedMenus } from './news-feed.repository.js';
import {
  deletePost,
  findPost,
  insertPost,
  latestPosts,
  updatePost,
  type NewsPostToStore,
  type StoredPost,
} from './news.repository.js';
import { assertPostVersion, lockPost, postVersion, postVersions } from './news-versions.js';

type PostInput = z.output<typeof newsPostInputSchema>;

/**
 * A family admin, checked before the request's body is validated (routes' `authorize`), so that
 * nobody else learns the body's rules from a 400. The writes take it instead of checking again.
 */
export interface NewsWriter {
  admin: AuthUser;
  familyId: number;
}

/** Newest first; on the same instant a fixed order of kinds and ids, so pages never overlap. */
const kindRank: Record<NewsItem['kind'], number> = { post: 0, page: 1, photos: 2, persons: 3 };
const keyOf = (item: NewsItem) =>
  item.kind === 'post'
    ? item.post.newsId
    : item.kind === 'page'
      ? item.menuId
      : Number(item.day.replaceAll('-', ''));
function newestFirst(a: NewsItem, b: NewsItem): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.kind !== b.kind) return kindRank[a.kind] - kindRank[b.kind];
  return keyOf(b) - keyOf(a);
}

/** A post as its history records hold it (not revertible: shown only). */
const recordedFields = (post: NewsPostToStore) => ({
  title: post.title,
  content: post.content,
  image: post.image,
});

/** One record of a news post's write, in the write's transaction. */
const recordPostChange = recorderFor<NewsPostToStore>({
  entityType: 'newsPost',
  section: 'post',
  fields: recordedFields,
});

export function createNewsService({ db }: AppContext) {
  const requireFamilyAdmin = (scope: RequestScope) =>
    assertFamilyAdmin(scope, newsMessages.onlyFamilyAdmin);

  /** Every check before a post is written, so a refused save changes nothing. */
  async function postToWrite(familyId: number, input: PostInput): Promise<NewsPostToStore> {
    await assertImagesOfFamily(db, familyId, [['image', input.image]]);
    return { title: input.title, content: sanitizeRichText(input.content), image: input.image };
  }

  async function existingPost(familyId: number, newsId: number, trx: Db = db): Promise<StoredPost> {
    const post = await findPost(trx, familyId, newsId);
    if (!post) throw notFound(newsMessages.notFound);
    return post;
  }

  /** The post as written, with its version: read in the write's transaction, after its record. */
  async function writtenPost(trx: Db, familyId: number, newsId: number): Promise<NewsPost> {
    const post = await existingPost(familyId, newsId, trx);
    return { ...post, version: await postVersion(trx, newsId) };
  }

  return {
    /**
     * One page of the merged feed. Each source gives at most page x size rows (the most that can
     * reach this page); the merge sorts them and keeps the page's slice.
     */
    async feed(familyId: number, page: number): Promise<NewsFeed> {
      const size = newsLimits.pageSize;
      const depth = page * size + 1;
      // Versions are read before the posts: a post edited in between then carries an older
      // version than its text (a needless 409 at worst), never a newer one that would let an
      // edit overwrite text its editor never saw.
      const versions = await postVersions(db, familyId);
      const [posts, persons, photos, menus] = await Promise.all([
        latestPosts(db, familyId, depth),
        personDays(db, familyId, depth),
        imageDays(db, familyId, depth),
        publishedMenus(db, familyId, depth),
      ]);
      const merged: NewsItem[] = [
        ...posts.map((post): NewsItem => ({
          kind: 'post',
          at: post.createdAt,
          post: { ...post, version: versions.get(post.newsId) ?? 0 },
        })),
        ...persons.map((d): NewsItem => ({ kind: 'persons', ...d, persons: [] })),
        ...photos.map((d): NewsItem => ({ kind: 'photos', ...d })),
        ...menus.flatMap((m): NewsItem[] => {
          const path = pathOfMenu(m.menu_order);
          return path && m.published_at
            ? [{ kind: 'page', at: m.published_at, menuId: m.id, menuName: m.menu_name, path }]
            : [];
        }),
      ].sort(newestFirst);
      const items = merged.slice((page - 1) * size, page * size);
      // Names are read only for the day entries that made it onto the page.
      for (const item of items) {
        if (item.kind === 'persons')
          item.persons = await personsAddedOn(db, familyId, item.day, newsLimits.namesPerEntry);
      }
      return { items, page, hasMore: merged.length > page * size };
    },

    /** Who may write the family's news: the family's admins only (401 visitor, 403 others). */
    async writer(scope: RequestScope): Promise<NewsWriter> {
      return { admin: await requireFamilyAdmin(scope), familyId: scope.familyId };
    },

    async create({ admin, familyId }: NewsWriter, input: PostInput): Promise<NewsPost> {
      const post = await postToWrite(familyId, input);
      return inTransaction(db, async (trx) => {
        const newsId = await insertPost(trx, familyId, admin.userId, post, nowIso());
        await recordPostChange(trx, admin, familyId, 'news.add', newsId, null, post);
        return writtenPost(trx, familyId, newsId);
      });
    },

    /**
     * Replaces a post. `version` is the one the editor opened (If-Match; none: unconditional): an
     * edit since then makes this one 409, and nothing is written.
     */
    async update(
      { admin, familyId }: NewsWriter,
      newsId: number,
      input: PostInput,
      version: number | undefined,
    ): Promise<NewsPost> {
      await existingPost(familyId, newsId);
      const post = await postToWrite(familyId, input);
      return inTransaction(db, async (trx) => {
        await lockPost(trx, newsId);
        const before = await existingPost(familyId, newsId, trx);
        await assertPostVersion(trx, newsId, version);
        await updatePost(trx, familyId, newsId, post, nowIso());
        await recordPostChange(trx, admin, familyId, 'news.edit', newsId, before, post);
        return writtenPost(trx, familyId, newsId);
      });
    },

    /** Deletes a post; a stale `version` is 409, as for an edit. */
    async remove(
      { admin, familyId }: NewsWriter,
      newsId: number,
      version: number | undefined,
    ): Promise<void> {
      await inTransaction(db, async (trx) => {
        await lockPost(trx, newsId);
        const before = await existingPost(familyId, newsId, trx);
        await assertPostVersion(trx, newsId, version);
        // The whole row (author, dates) goes into the record: a revert brings it back as it was.
        const row = await snapshotOf(trx, newsPostKind, familyId, newsId);
        await deletePost(trx, familyId, newsId);
        await recordPostChange(trx, admin, familyId, 'news.delete', newsId, before, null, {
          _row: row,
        });
      });
    },
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
