import { z } from 'zod';
import { idSchema, forbiddenTextMessage } from './input.js';

/** The photo gallery (issue 16, docs/decisions/0021-gallery-and-thumbnails.md). */

/** Widths of the WebP thumbnails made at upload; the gallery's `srcset` offers them. */
export const thumbnailWidths = [240, 480, 960] as const;

/** The stored name of an image's thumbnail: `<name without extension>-w<width>.webp`. */
export const thumbnailName = (name: string, width: number): string =>
  `${name.replace(/\.[a-z]+$/, '')}-w${width}.webp`;

export const galleryGroupings = ['album', 'generation', 'person'] as const;
export type GalleryGrouping = (typeof galleryGroupings)[number];

export const galleryLimits = {
  albumTitleMax: 100,
  albumDescriptionMax: 1000,
  captionMax: 500,
  photoPageSize: 24,
} as const;

export const galleryImageSchema = z.object({
  name: z.string(),
  url: z.string(),
  /** Null for an image stored before sizes were recorded. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  thumbnails: z.array(z.object({ url: z.string(), width: z.number().int() })),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryPhotoKinds = ['album', 'profile', 'cover', 'lifeEvent', 'page'] as const;

export const galleryPhotoSchema = z.object({
  /** Unique within the family's gallery: the kind and the row it comes from ("album-12"). */
  key: z.string(),
  kind: z.enum(galleryPhotoKinds),
  image: galleryImageSchema,
  caption: z.string(),
  personId: z.number().int().nullable(),
  personName: z.string().nullable(),
  albumId: z.number().int().nullable(),
  /** The album photo's id (to remove it), null for photos of profiles, events and pages. */
  albumPhotoId: z.number().int().nullable(),
  /** Whether the viewer may remove this photo from its album. */
  canRemove: z.boolean(),
});
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

export const galleryGroupSchema = z.object({
  /** `album-<id>`, `profile`, `cover`, `lifeEvent`, `page`, `generation-<n>`, `person-<id>`, `other`. */
  key: z.string(),
  title: z.string(),
  description: z.string(),
  count: z.number().int(),
  cover: galleryImageSchema.nullable(),
  albumId: z.number().int().nullable(),
  personId: z.number().int().nullable(),
  /** Whether the viewer may rename, delete and fill this album. */
  canManage: z.boolean(),
  /**
   * The album's version (docs/decisions/0023): a rename or delete sends it back as If-Match and
   * is refused 409 when someone changed the album since. 0 for groups that are not albums.
   */
  version: z.number().int(),
});
export type GalleryGroup = z.infer<typeof galleryGroupSchema>;

export const galleryGroupsSchema = z.object({
  groups: z.array(galleryGroupSchema),
  /** Whether the viewer may create an album (family admins; branch admins for their branch). */
  canCreateAlbum: z.boolean(),
});
export type GalleryGroups = z.infer<typeof galleryGroupsSchema>;

export const galleryPhotoPageSchema = z.object({
  photos: z.array(galleryPhotoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GalleryPhotoPage = z.infer<typeof galleryPhotoPageSchema>;

const plainText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .superRefine((value, ctx) => {
      const problem = forbiddenTextMessage(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const albumInputSchema = z.object({
  title: plainText(
    galleryLimits.albumTitleMax,
    `Title must be at most ${galleryLimits.albumTitleMax} characters`,
  ).pipe(z.string().min(1, 'Title is required')),
  description: plainText(
    galleryLimits.albumDescriptionMax,
    `Description must be at most ${galleryLimits.albumDescriptionMax} characters`,
  ).default(''),
  /** The person the album is about; a branch admin's album must name a person of their branch. */
  personId: idSchema.nullable().default(null),
});
export type AlbumInput = z.input<typeof albumInputSchema>;

export const albumSchema = z.object({
  albumId: z.number().int(),
  title: z.string(),
  description: z.string(),
  personId: z.number().int().nullable(),
});
export type Album = z.infer<typeof albumSchema>;

export const albumPhotoInputSchema = z.object({
  image: z
    .string({ error: 'Image is required' })
    .regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, 'Use an image uploaded to this family'),
  caption: plainText(
    galleryLimits.captionMax,
    `Caption must be at most ${galleryLimits.captionMax} characters`,
  ).default(''),
  personId: idSchema.nullable().default(null),
});
export type AlbumPhotoInput = z.input<typeof albumPhotoInputSchema>;

export const albumPhotoSchema = z.object({
  albumPhotoId: z.number().int(),
  albumId: z.number().int(),
  image: z.string(),
  caption: z.string(),
  personId: z.number().int().nullable(),
});
export type AlbumPhoto = z.infer<typeof albumPhotoSchema>;
