import { z } from 'zod';
import {
  mediaDetailsInputSchema,
  mediaItemSchema,
  mediaLinkInputSchema,
  mediaLimits,
  mediaLinkSchema,
} from '../media-records.js';
import { defineContract } from './contract.js';
import { idParam } from './common.js';
import { strictBody } from './strict.js';

/**
 * Media as records (issue 30, decision 0039): photos and PDF documents with a title, a date and a
 * description, linked to persons, couples, sources, imported events and citations.
 */
const tags = ['Media'];
const familyScope = { scope: 'family', ids: { familyId: 'family' } } as const;
const mediaParams = z.object({ familyId: idParam, mediaId: idParam });
const livingRule =
  'A record linked to a living person is shown only to whom sees that person in full (the family’s admins, a member their own person); one the viewer may see no link of is not found.';
const editors =
  'Family admins; branch admins for media all of whose links are persons of their branch (others are refused before the body is read).';

export const uploadMediaRecordContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/media-records',
  scope: familyScope,
  summary: 'Add a photo or a document',
  description: `multipart/form-data: one part \`file\` (a JPEG, PNG, GIF or WebP image, at most 2 MB, stored with thumbnails; or a PDF, at most 10 MB, checked by its first bytes) and the fields title, date (a GEDCOM date phrase), description and at most one of personId, unionId, sourceId, eventId, citationId (its first link). A branch admin links it to a person of their branch, or to a citation they may edit. ${editors}`,
  tags,
  auth: 'required',
  params: z.object({ familyId: idParam }),
  responses: { 201: mediaItemSchema },
});

export const familyMediaContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/media-records',
  scope: familyScope,
  summary: "The family's media records",
  description: `Newest first, at most ${mediaLimits.listMax} of those the viewer may see; \`q\` keeps those whose title contains it (any case). What a picker offers to link to one more person or couple. ${livingRule}`,
  tags,
  auth: 'optional',
  params: z.object({ familyId: idParam }),
  query: z.object({ q: z.string().trim().max(mediaLimits.titleMax).optional() }),
  responses: { 200: z.array(mediaItemSchema) },
});

export const mediaRecordContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/media-records/:mediaId',
  scope: familyScope,
  summary: 'A media record and what it shows',
  description: livingRule,
  tags,
  auth: 'optional',
  params: mediaParams,
  responses: { 200: mediaItemSchema },
});

export const mediaRecordFileContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/media-records/:mediaId/file',
  scope: familyScope,
  summary: "A media record's file",
  description: `The stored file, a PDF opened in the browser (inline, sandboxed). ${livingRule}`,
  tags,
  auth: 'optional',
  params: mediaParams,
  responses: {
    200: {
      raw: true,
      description: 'The file',
      mediaTypes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    },
  },
});

export const personMediaContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/persons/:personId/media',
  scope: { scope: 'family', ids: { familyId: 'family', personId: 'person' } },
  summary: "A person's media",
  description:
    'Their media records, then the photos of their profile (profile photo, cover, life events) and the gallery photos tagged with them, each labelled by its origin. For a living person only to whom sees them in full (otherwise an empty list).',
  tags,
  auth: 'optional',
  params: z.object({ familyId: idParam, personId: idParam }),
  responses: { 200: z.array(mediaItemSchema) },
});

export const sourceMediaContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/sources/:sourceId/media',
  scope: familyScope,
  summary: "A source's media",
  description: `The media records linked to the source. ${livingRule}`,
  tags,
  auth: 'optional',
  params: z.object({ familyId: idParam, sourceId: idParam }),
  responses: { 200: z.array(mediaItemSchema) },
});

export const unionMediaContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/unions/:unionId/media',
  scope: familyScope,
  summary: "A couple's media",
  description: `The media records linked to the couple. ${livingRule}`,
  tags,
  auth: 'optional',
  params: z.object({ familyId: idParam, unionId: idParam }),
  responses: { 200: z.array(mediaItemSchema) },
});

export const updateMediaRecordContract = defineContract({
  method: 'PUT',
  path: '/api/family/:familyId/media-records/:mediaId',
  scope: familyScope,
  summary: "Edit a media record's title, date and description",
  description: `Replaces title, date and description. ${editors}`,
  tags,
  auth: 'required',
  params: mediaParams,
  body: strictBody(mediaDetailsInputSchema),
  bodyExample: { title: 'Wedding in Kochi', date: 'ABT 1950', description: 'The church steps' },
  responses: { 200: mediaItemSchema },
});

export const deleteMediaRecordContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/media-records/:mediaId',
  scope: familyScope,
  summary: 'Delete a media record',
  description: `Deletes the record with its links; the file stays in the store, so a revert brings the record back. ${editors}`,
  tags,
  auth: 'required',
  params: mediaParams,
  responses: { 204: null },
});

export const createMediaLinkContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/media-records/:mediaId/links',
  scope: familyScope,
  summary: 'Link a media record to one more record',
  description:
    'Links it to exactly one person, couple, source, imported event or citation. Family admins; branch admins to a person (or their event) of their branch, and to a citation of such a person or of a couple one of whose partners is (an unknown citation: 404 naming `citationId`). A citation’s media are seen by whom sees the citation.',
  tags,
  auth: 'required',
  params: mediaParams,
  body: strictBody(mediaLinkInputSchema),
  bodyExample: { personId: 2 },
  responses: { 201: mediaLinkSchema },
});

export const deleteMediaLinkContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/media-records/:mediaId/links/:linkId',
  scope: familyScope,
  summary: 'Unlink a media record',
  description:
    'Removes one link; the record stays. Family admins; branch admins for a person of their branch, or a citation they may edit.',
  tags,
  auth: 'required',
  params: z.object({ familyId: idParam, mediaId: idParam, linkId: idParam }),
  responses: { 204: null },
});
