import { z } from 'zod';
import { richTextString } from './input.js';

/** Family news (issue 16): admins' posts merged with what changed on the site. */

export const newsLimits = {
  titleMax: 150,
  pageSize: 10,
  /** The deepest page a feed request may ask for (the merge reads page x size rows per source). */
  maxPage: 100,
  /** Names shown under a "persons added" entry; the count says how many more. */
  namesPerEntry: 5,
} as const;

export const newsMessages = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${newsLimits.titleMax} characters`,
  contentTooLong: 'The content is too long',
  onlyFamilyAdmin: 'Only a family admin can write the family news.',
  notFound: 'No such news post in this family.',
  deleteConfirm: 'Are you sure you want to delete this news post?',
  /** After a 409, when the reload finds the post no more. */
  deletedMeanwhile: 'This post was deleted after you opened it. Nothing was saved.',
} as const;

export const newsPostInputSchema = z.object({
  title: z
    .string({ error: newsMessages.titleRequired })
    .trim()
    .min(1, newsMessages.titleRequired)
    .max(newsLimits.titleMax, newsMessages.titleTooLong),
  content: richTextString(200_000, newsMessages.contentTooLong).default(''),
  image: z
    .string()
    .regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/, 'Use an image uploaded to this family')
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type NewsPostInput = z.input<typeof newsPostInputSchema>;

export const newsPostSchema = z.object({
  newsId: z.number().int(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  author: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The post's version (docs/decisions/0023): the id of its newest change record, 0 when it has
   * none. An edit or delete may send it back as If-Match: "<version>"; a stale one is 409.
   */
  version: z.number().int(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

export const newsItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), at: z.string(), post: newsPostSchema }),
  z.object({
    kind: z.literal('persons'),
    at: z.string(),
    day: z.string(),
    count: z.number().int(),
    /** Names only: a visitor's feed carries no dates or places of the persons. */
    persons: z.array(z.object({ personId: z.number().int(), name: z.string() })),
  }),
  z.object({ kind: z.literal('photos'), at: z.string(), day: z.string(), count: z.number().int() }),
  z.object({
    kind: z.literal('page'),
    at: z.string(),
    menuId: z.number().int(),
    menuName: z.string(),
    /** Where the page is on the site: /page1 to /page4, or /history, /article, … */
    path: z.string(),
  }),
]);
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsFeedSchema = z.object({
  items: z.array(newsItemSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type NewsFeed = z.infer<typeof newsFeedSchema>;
