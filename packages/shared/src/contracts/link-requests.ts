import { z } from 'zod';
import { linkRequestListSchema, linkRequestSchema } from '../link-requests.js';
import { defineContract } from './contract.js';
import { familyParams, idParam } from './common.js';

const tags = ['Link requests'];
const requestParams = z.object({ id: idParam });

export const linkRequestsContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/linkRequests',
  scope: { scope: 'family', ids: { familyId: 'family' } },
  summary: "A family's link requests",
  description: 'Spouse-link requests addressed to the family and sent by it. Family admins only.',
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 200: linkRequestListSchema },
});

export const acceptLinkRequestContract = defineContract({
  method: 'POST',
  path: '/api/linkRequests/:id/accept',
  scope: { scope: 'family', ids: { id: 'linkRequest' } },
  summary: 'Accept a link request',
  tags,
  auth: 'required',
  params: requestParams,
  responses: { 200: linkRequestSchema },
});

export const declineLinkRequestContract = defineContract({
  method: 'POST',
  path: '/api/linkRequests/:id/decline',
  scope: { scope: 'family', ids: { id: 'linkRequest' } },
  summary: 'Decline a link request',
  tags,
  auth: 'required',
  params: requestParams,
  responses: { 200: linkRequestSchema },
});

export const cancelLinkRequestContract = defineContract({
  method: 'DELETE',
  path: '/api/linkRequests/:id',
  scope: { scope: 'family', ids: { id: 'linkRequest' } },
  summary: 'Cancel a sent link request',
  tags,
  auth: 'required',
  params: requestParams,
  responses: { 204: null },
});
