import { nowIso } from '../../infra/clock.js';
import { assertImagesExist } from '../history/images-still-there.js';
import { rowReverter, type RowKind } from '../history/row-reverter.js';
import { findPost, updatePost } from './news.repository.js';
import { serverText } from '../../infra/user-text.js';

/** News posts as their records hold them (news.service.ts): added, edited and deleted ones. */
export const newsPostKind: Pick<RowKind, 'table' | 'children'> = { table: 'news_posts' };

export const newsPostReverter = rowReverter({
  ...newsPostKind,
  section: 'post',
  fields: ['title', 'content', 'image'],
  identity: 'title',
  async check(trx, familyId, _id, fields) {
    await assertImagesExist(trx, familyId, [[serverText('history.whatImage'), fields.image]]);
  },
  async write(trx, familyId, id, fields) {
    const current = (await findPost(trx, familyId, id))!;
    await updatePost(
      trx,
      familyId,
      id,
      {
        title: (fields.title as string | undefined) ?? current.title,
        content: (fields.content as string | undefined) ?? current.content,
        image: fields.image === undefined ? current.image : (fields.image as string | null),
      },
      nowIso(),
    );
  },
});
