import { z } from 'zod';
import { locales } from './locales.js';

export const menuSchema = z.object({
  menuId: z.number().int(),
  menuName: z.string(),
  menuOrder: z.number().int().min(1).max(4),
  enabled: z.boolean(),
  configurable: z.boolean(),
  published: z.boolean(),
});
export type Menu = z.infer<typeof menuSchema>;

export const familyResponseSchema = z.object({
  familyId: z.number().int(),
  name: z.string(),
  domainName: z.string(),
  menus: z.array(menuSchema),
  /** The site's own language (issue 31), the default for a visitor who chose none; null: none. */
  language: z.enum(locales).nullable().optional(),
});
export type FamilyResponse = z.infer<typeof familyResponseSchema>;

/** Lowercase letters, digits and inner hyphens, as a DNS label allows. */
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
    'Use lowercase letters, digits and hyphens only',
  );

export const siteConfigSchema = z.object({ baseDomain: z.string() });
export type SiteConfig = z.infer<typeof siteConfigSchema>;
