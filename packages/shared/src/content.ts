import { z } from 'zod';
import { galleryImageSchema } from './gallery.js';
import { idSchema, maxId, minTemporaryId, richTextString } from './input.js';
import { limits } from './limits.js';
import { messages } from './messages.js';

/** Contracts of the family website (spec part 3 "Menu", "Page content"; part 5 "Page content"). */

export const titleClasses = ['timeline-heading-medium', 'timeline-heading-Large'] as const;
export const imagePositions = [
  'timeline-view-image-left',
  'timeline-view-image-center',
  'timeline-view-image-right',
] as const;

export const pageContentSchema = z.object({
  pageContentId: z.number().int(),
  title: z.string(),
  titleClass: z.enum(titleClasses),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /**
   * The image's size and WebP thumbnails, so a phone downloads a small one and the page keeps
   * its space while it loads (issue 18). Absent without an image, and in a draft the editor has
   * not saved yet.
   */
  imageFile: galleryImageSchema.optional(),
  imageDescription: z.string(),
  imagePosition: z.enum(imagePositions),
  content: z.string(),
});
export type PageContent = z.infer<typeof pageContentSchema>;

/** A section as the editor sends it; new sections carry negative temporary ids. */
export const pageContentInputSchema = z.object({
  pageContentId: z
    .number()
    .int()
    .min(minTemporaryId)
    .max(maxId)
    .refine((v) => v !== 0, 'Use a saved id or a negative temporary id')
    .optional(),
  title: z
    .string()
    .trim()
    .max(limits.contentTitleMax, `Title must be at most ${limits.contentTitleMax} characters`),
  titleClass: z.enum(titleClasses, { error: 'Choose Medium or Large' }),
  image: z
    .string()
    .regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, 'Use an image uploaded to this family')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  imageDescription: richTextString(20_000, messages.content.imageDescriptionTooLong).default(''),
  imagePosition: z.enum(imagePositions, { error: 'Choose left, center or right' }),
  content: richTextString(200_000, 'The content is too long').default(''),
});
export type PageContentInput = z.input<typeof pageContentInputSchema>;

export const pageContentListSchema = z
  .array(pageContentInputSchema)
  .max(50, 'A page holds at most 50 sections');

export const menuRenameSchema = z.object({
  menuId: idSchema,
  menuName: z
    .string()
    .trim()
    .min(1, 'Menu name is required')
    .max(limits.menuNameMax, `Menu name must be at most ${limits.menuNameMax} characters`),
  enabled: z.boolean().optional(),
});
export type MenuRename = z.infer<typeof menuRenameSchema>;
