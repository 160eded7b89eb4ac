import { z } from 'zod';
import { sitePageSchema } from '../site-pages.js';
import { defineContract } from './contract.js';
import { familyParams } from './common.js';

export const sitePagesContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/sitePages',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'The fixed site pages',
  description:
    "Article, History, Privacy, Terms and Help, each with its published sections, or the draft for a family admin. They are menus (their menuId works with the page's draft, publish and pageContent calls) that the menu list does not show.",
  tags: ['Site'],
  auth: 'optional',
  params: familyParams,
  query: z.object({
    draft: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true')
      .describe('true: the unpublished drafts (family admins only)'),
  }),
  responses: { 200: z.array(sitePageSchema) },
});
