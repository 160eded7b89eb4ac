import { z } from 'zod';
import {
  albumInputSchema,
  albumPhotoInputSchema,
  albumPhotoSchema,
  albumSchema,
  galleryGroupings,
  galleryGroupsSchema,
  galleryLimits,
  galleryPhotoPageSchema,
} from '../gallery.js';
import { maxId } from '../input.js';
import { defineContract } from './contract.js';
import { familyParams, idParam } from './common.js';
import { strictBody } from './strict.js';

const tags = ['Gallery'];
const albumParams = z.object({ familyId: idParam, albumId: idParam });
const by = z.enum(galleryGroupings).default('album');

export const galleryGroupsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/gallery',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: "The gallery's albums",
  description:
    'The groups of the family gallery: by `album` (the albums admins made, then the profile photos, cover photos, life events and website pages), by `generation` or by `person`, each with its photo count and a cover image. Public; empty albums are listed only to those who may fill them.',
  tags,
  auth: 'optional',
  params: familyParams,
  query: z.object({ by }),
  responses: { 200: galleryGroupsSchema },
});

export const galleryPhotosContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/gallery/photos',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Photos of one gallery group',
  description:
    'One page of the photos of a group from the groups call (`by` and its `group` key), newest first, each with its thumbnails (WebP, for `srcset`), caption and person.',
  tags,
  auth: 'optional',
  params: familyParams,
  query: z.object({
    by,
    group: z.string().min(1).max(40),
    page: z.coerce.number().int().min(1).max(maxId).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(galleryLimits.photoPageSize),
  }),
  responses: { 200: galleryPhotoPageSchema },
});

const albumExample = {
  title: 'Summer reunion 2024',
  description: 'At the family house',
  personId: null,
};

export const createAlbumContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/albums',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Create an album',
  description:
    'Family admins create any album; a branch admin only an album about a person of their branch (`personId`).',
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(albumInputSchema),
  bodyExample: albumExample,
  responses: { 201: albumSchema },
});

export const updateAlbumContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/albums/:albumId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Rename an album',
  description:
    "Replaces the title, description and person of an album the caller may manage (others are refused before the body is read). Optional If-Match: the album's `version` from the gallery read (or the ETag of the last rename); a stale one is 409 naming who changed the album and when, nothing saved. The answer carries the new version as ETag.",
  tags,
  auth: 'required',
  params: albumParams,
  body: strictBody(albumInputSchema),
  bodyExample: albumExample,
  responses: { 200: albumSchema },
});

export const deleteAlbumContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/albums/:albumId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Delete an album',
  description:
    "Deletes the album and its photo entries (the stored images stay). Optional If-Match: the album's `version` as for a rename; a stale one is 409 and nothing is deleted.",
  tags,
  auth: 'required',
  params: albumParams,
  responses: { 204: null },
});

export const addAlbumPhotoContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/albums/:albumId/photos',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Add a photo to an album',
  description:
    'Adds an image uploaded to the family (POST /api/family/upload/image) with a caption and, optionally, the person it shows (for a branch admin, a person of their branch).',
  tags,
  auth: 'required',
  params: albumParams,
  body: strictBody(albumPhotoInputSchema),
  bodyExample: { image: '0123456789abcdef0123456789abcdef.jpg', caption: 'Grandma', personId: 12 },
  responses: { 201: albumPhotoSchema },
});

export const removeAlbumPhotoContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/albums/:albumId/photos/:photoId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Remove a photo from an album',
  tags,
  auth: 'required',
  params: z.object({ familyId: idParam, albumId: idParam, photoId: idParam }),
  responses: { 204: null },
});
