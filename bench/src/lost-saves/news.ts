import {
  createNewsPostContract,
  newsFeedContract,
  pathOf,
  updateNewsPostContract,
} from '@familytree/shared';
import type { BenchApi, Json, LostSavesKind } from './harness.js';

/** A news post (issue 28 item 3): edits send the version the feed gave as If-Match. */
const feedPost = async (api: BenchApi, newsId: number): Promise<Json> =>
  (await api.call('GET', pathOf(newsFeedContract, { familyId: api.familyId })))
    .json()
    .items.find((item: Json) => item.kind === 'post' && item.post.newsId === newsId).post;

export const newsKind: LostSavesKind<number> = {
  name: 'news post',
  async setUp(api) {
    const url = pathOf(createNewsPostContract, { familyId: api.familyId });
    return (await api.call('POST', url, { title: 'Lost saves' })).json().newsId as number;
  },
  readVersion: async (api, newsId) => (await feedPost(api, newsId)).version as number,
  save: (api, newsId, version, label) =>
    api.call(
      'PUT',
      pathOf(updateNewsPostContract, { familyId: api.familyId, newsId }),
      { title: label, content: '', image: null },
      // NO_IF_MATCH=1 sends none: the old last-writer-wins behaviour, for the "before" figure.
      process.env.NO_IF_MATCH ? {} : { 'if-match': `"${version}"` },
    ),
  storedLabel: async (api, newsId) => (await feedPost(api, newsId)).title as string,
};
