import { z } from 'zod';
import { idParamSchema } from '../input.js';
import { defineContract } from './contract.js';
import { site } from './common.js';

const tags = ['Media'];

export const uploadImageContract = defineContract({
  method: 'POST',
  path: '/api/family/upload/image',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: 'Upload an image',
  description:
    'multipart/form-data with one part `file` (JPEG, PNG or WebP). The family is the sub-domain the upload comes from, or familyId from the main site.',
  tags,
  auth: 'required',
  query: z.object({ familyId: idParamSchema.optional() }),
  responses: { 201: z.object({ name: z.string() }) },
});

export const imageContract = defineContract({
  method: 'GET',
  path: '/api/family/images/:name',
  scope: site,
  summary: 'An uploaded image',
  tags,
  auth: 'none',
  params: z.object({ name: z.string().max(64) }),
  responses: {
    200: {
      raw: true,
      description: 'The image',
      mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    },
  },
});
