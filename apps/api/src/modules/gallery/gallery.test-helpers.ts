import sharp from 'sharp';
import { expect } from 'vitest';
import { apiPaths } from '@familytree/shared';
import { bearer, multipartFile, type TestContext } from '../../test-support/index.js';
import type { ProfileWorld } from '../profiles/profiles.test-helpers.js';

/** Request helpers of the gallery API tests, on the family's own site unless a host is given. */
export function galleryApi(t: TestContext, world: ProfileWorld) {
  const familyId = world.family.familyId;
  const host = `${world.family.domainName}.localhost`;
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    payload?: unknown,
    onHost = host,
    extraHeaders: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { ...(token ? bearer(token) : {}), host: onHost, ...extraHeaders },
    });
  /** The If-Match header of a save based on the version the editor loaded, if any. */
  const ifMatchOf = (ifMatch?: string): Record<string, string> =>
    ifMatch === undefined ? {} : { 'if-match': ifMatch };
  return {
    familyId,
    send,
    groups: (by: string, token?: string) =>
      send('GET', `${apiPaths.galleryGroups(familyId)}?by=${by}`, token),
    photos: (query: string, token?: string) =>
      send('GET', `${apiPaths.galleryPhotos(familyId)}?${query}`, token),
    createAlbum: (body: unknown, token?: string) =>
      send('POST', apiPaths.albums(familyId), token, body),
    updateAlbum: (albumId: number, body: unknown, token?: string, ifMatch?: string) =>
      send('PUT', apiPaths.album(familyId, albumId), token, body, host, ifMatchOf(ifMatch)),
    deleteAlbum: (albumId: number, token?: string, ifMatch?: string) =>
      send('DELETE', apiPaths.album(familyId, albumId), token, undefined, host, ifMatchOf(ifMatch)),
    addPhoto: (albumId: number, body: unknown, token?: string) =>
      send('POST', apiPaths.albumPhotos(familyId, albumId), token, body),
    removePhoto: (albumId: number, photoId: number, token?: string) =>
      send('DELETE', apiPaths.albumPhoto(familyId, albumId, photoId), token),
    /** Uploads through the one upload call every image of the web app uses. */
    upload: async (data: Buffer, token: string) => {
      const body = multipartFile('file', 'photo.jpg', data, 'image/jpeg');
      return t.app.inject({
        method: 'POST',
        url: apiPaths.uploadImage,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token), host },
      });
    },
  };
}

/** A real photo-like JPEG of the given size (a gradient, so it compresses like a photo). */
export function testPhoto(width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#2a6"/><stop offset="1" stop-color="#c73"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#fd8"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export async function uploadedName(
  api: ReturnType<typeof galleryApi>,
  token: string,
  data?: Buffer,
): Promise<string> {
  const res = await api.upload(data ?? (await testPhoto()), token);
  expect(res.statusCode).toBe(201);
  return res.json<{ name: string }>().name;
}
