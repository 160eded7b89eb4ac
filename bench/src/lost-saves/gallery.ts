import { apiPaths } from '@familytree/shared';
import type { Answer, BenchApi, Json, LostSavesKind } from './harness.js';

/** The album as the family admin's gallery lists it (title and version). */
async function listedAlbum(api: BenchApi, albumId: number): Promise<Json> {
  const groups = (await api.call('GET', `${apiPaths.galleryGroups(api.familyId)}?by=album`)).json();
  return (groups.groups as Json[]).find((group) => group.albumId === albumId);
}

/** A gallery album's title (issue 28 item 3): renames send the album's version as If-Match. */
export const galleryAlbumKind: LostSavesKind<number> = {
  name: 'gallery album',
  async setUp(api) {
    const created = await api.call('POST', apiPaths.albums(api.familyId), { title: 'Start' });
    return created.json().albumId as number;
  },
  async readVersion(api, albumId) {
    return ((await listedAlbum(api, albumId)).version ?? 0) as number;
  },
  save: (api, albumId, version, label): Promise<Answer> =>
    api.call(
      'PUT',
      apiPaths.album(api.familyId, albumId),
      { title: label, description: '' },
      { 'if-match': `"${version}"` },
    ),
  async storedLabel(api, albumId) {
    return (await listedAlbum(api, albumId)).title as string;
  },
};
