import { z } from 'zod';
import { newsFeedSchema, newsLimits, newsPostInputSchema, newsPostSchema } from '../news.js';
import { defineContract } from './contract.js';
import { familyParams, idParam } from './common.js';
import { strictBody } from './strict.js';

const tags = ['News'];
const newsParams = z.object({ familyId: idParam, newsId: idParam });
const bodyExample = {
  title: 'The reunion photos are up',
  content: '<p>Thank you all for coming.</p>',
  image: null,
};

export const newsFeedContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/news',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Family news',
  description: `The admins' posts merged with what changed (persons added and photos uploaded, by day; pages published), newest first, ${newsLimits.pageSize} a page. Persons are named only.`,
  tags,
  auth: 'optional',
  params: familyParams,
  query: z.object({
    page: z.coerce
      .number({ error: 'Use a page number' })
      .int('Use a page number')
      .min(1, 'Use a page number from 1')
      .max(newsLimits.maxPage, `Use a page number up to ${newsLimits.maxPage}`)
      .optional()
      .default(1),
  }),
  responses: { 200: newsFeedSchema },
});

export const createNewsPostContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/news',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Write a news post',
  description:
    'A post with a title, rich text and an optional uploaded image. Family admins only (others are refused before the body is read). Answers the post with its version.',
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(newsPostInputSchema),
  bodyExample,
  responses: { 201: newsPostSchema },
});

export const updateNewsPostContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/news/:newsId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Edit a news post',
  description:
    "Replaces the post's title, text and image. Family admins only (others are refused before the body is read). Optional If-Match: the post's `version` the editor loaded (from the feed, or the ETag of the last edit); a stale one is 409 naming who changed the post and when, nothing saved. Without it the edit is unconditional. The answer carries the new version as ETag.",
  tags,
  auth: 'required',
  params: newsParams,
  body: strictBody(newsPostInputSchema),
  bodyExample,
  responses: { 200: newsPostSchema },
});

export const deleteNewsPostContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/news/:newsId',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Delete a news post',
  description:
    "Family admins only. Optional If-Match: the post's `version` as loaded; a stale one is 409 naming who changed the post and when, nothing deleted.",
  tags,
  auth: 'required',
  params: newsParams,
  responses: { 204: null },
});
