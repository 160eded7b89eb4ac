import { z } from 'zod';
import { menuRenameSchema, pageContentListSchema, pageContentSchema } from '../content.js';
import { familyResponseSchema, menuSchema } from '../family.js';
import { defineContract } from './contract.js';
import { domainParam, familyParams, idParam, site } from './common.js';
import { strictBody } from './strict.js';

export const familyByDomainContract = defineContract({
  method: 'GET',
  path: '/api/family/:domain',
  scope: site,
  summary: 'Family by sub-domain',
  description: 'The family that a sub-domain names, with its menus.',
  tags: ['Family'],
  auth: 'none',
  params: z.object({ domain: domainParam }),
  responses: { 200: familyResponseSchema },
});

const tags = ['Site'];
const menuParams = z.object({ familyId: idParam, menuId: idParam });
const draftQuery = z.object({
  draft: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('true: the unpublished draft (family admins only)'),
});
export const menuWithContentsSchema = menuSchema.extend({
  pageContents: z.array(pageContentSchema),
  nameVersion: z
    .number()
    .int()
    .optional()
    .describe(
      "The draft read only: the version of the menu's name and switch, sent back as If-Match of a rename",
    ),
});

export const menusAllContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/menus/all',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Menus with their pages',
  description:
    'Every menu of the family with its published sections, or the draft for a family admin.',
  tags,
  auth: 'optional',
  params: familyParams,
  query: draftQuery,
  responses: { 200: z.array(menuWithContentsSchema) },
});

export const pageContentContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/menu/:menuId/pageContent',
  scope: { scope: 'family', ids: { familyId: 'family', menuId: 'menu' } },
  summary: "A menu's page",
  description:
    'The sections of one menu page: published, or the draft for a family admin (with the page version as ETag).',
  tags,
  auth: 'optional',
  params: menuParams,
  query: draftQuery,
  responses: { 200: z.array(pageContentSchema) },
});

export const renameMenuContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/menu',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Rename a menu',
  description:
    "Replaces the menu's name and, when `enabled` is sent, whether it shows. Family admins only. Optional If-Match: the version of the menu's name the editor loaded (`nameVersion` of the draft menus read, or the ETag of the last rename); a stale one is 409 naming who renamed the menu and when, nothing saved. The answer carries the new version as ETag.",
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(menuRenameSchema),
  bodyExample: { menuId: 2, menuName: 'Our story', enabled: true },
  responses: { 200: menuSchema },
});

const sectionExample = [
  {
    pageContentId: -1,
    title: 'Where we come from',
    titleClass: 'timeline-heading-medium',
    image: null,
    imageDescription: '',
    imagePosition: 'timeline-view-image-left',
    content: '<p>The family settled here in 1902.</p>',
  },
];

export const saveDraftContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/menu/:menuId/draft',
  scope: { scope: 'family', ids: { familyId: 'family', menuId: 'menu' } },
  summary: "Save a page's draft",
  description:
    'Replaces all draft sections of the page with the list (new sections carry negative temporary ids); visitors keep seeing the published page. Family admins only. Optional If-Match: the page version the editor loaded (ETag of the draft read or of the last save); a stale one is 409 naming who changed the page and when, nothing saved. The answer carries the new version as ETag.',
  tags,
  auth: 'required',
  params: menuParams,
  body: strictBody(pageContentListSchema),
  bodyExample: sectionExample,
  responses: { 200: z.array(pageContentSchema) },
});

export const publishMenuContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/menu/:menuId/publish',
  scope: { scope: 'family', ids: { familyId: 'family', menuId: 'menu' } },
  summary: 'Publish a page',
  description:
    'Replaces all published sections and the draft of the page with the list, in one transaction. Family admins only. If-Match and ETag as for the draft save.',
  tags,
  auth: 'required',
  params: menuParams,
  body: strictBody(pageContentListSchema),
  bodyExample: sectionExample,
  responses: { 200: z.array(pageContentSchema) },
});
