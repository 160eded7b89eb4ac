import { z } from 'zod';
import { menuSchema } from './family.js';
import { pageContentSchema } from './content.js';

/**
 * The family's fixed site pages (issue 16): Article, History and the footer's Privacy, Terms and
 * Help. Each is a menu row of its family that is not configurable (docs/decisions/0020), so the
 * menu pages' draft, preview and publish serve them as they are.
 */
export const sitePageSlugs = ['article', 'history', 'privacy', 'terms', 'help'] as const;
export type SitePageSlug = (typeof sitePageSlugs)[number];

/** Their menu_order: above the four configurable menus (1 to 4), leaving room for more of those. */
export const sitePageOrders: Record<SitePageSlug, number> = {
  article: 11,
  history: 12,
  privacy: 13,
  terms: 14,
  help: 15,
};

export const sitePageNames: Record<SitePageSlug, string> = {
  article: 'Article',
  history: 'History',
  privacy: 'Privacy',
  terms: 'Terms',
  help: 'Help',
};

export const sitePageSchema = menuSchema.extend({
  menuOrder: z.number().int().min(11).max(15),
  page: z.enum(sitePageSlugs),
  pageContents: z.array(pageContentSchema),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const sitePageMessages = {
  fixedName: 'The name of this page is fixed.',
} as const;
