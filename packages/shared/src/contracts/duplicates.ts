import { z } from 'zod';
import { duplicateDismissalSchema, duplicatePairSchema } from '../duplicates.js';
import { defineContract } from './contract.js';
import { familyParams } from './common.js';
import { strictBody } from './strict.js';

const tags = ['Tree'];
const scope = { scope: 'family', ids: { familyId: 'family' } } as const;

export const duplicatesContract = defineContract({
  method: 'GET',
  path: '/api/family/:familyId/duplicates',
  scope,
  summary: 'Find duplicates',
  description:
    "The pairs of the family's persons that are likely one person, best first, with the score (0-100) and the reasons in the request's language. Pairs dismissed as not a duplicate are not listed. Family admins see all; a branch admin the pairs of two persons of their branch.",
  tags,
  auth: 'required',
  params: familyParams,
  responses: { 200: z.array(duplicatePairSchema) },
});

export const dismissDuplicateContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/duplicates/dismissals',
  scope,
  summary: 'Not a duplicate',
  description: 'Remembers that two persons are not one: Find duplicates no longer lists the pair.',
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(duplicateDismissalSchema),
  bodyExample: { personA: 12, personB: 40 },
  responses: { 204: null },
});

export const undismissDuplicateContract = defineContract({
  method: 'DELETE',
  path: '/api/family/:familyId/duplicates/dismissals',
  scope,
  summary: 'Undo "not a duplicate"',
  description: 'Forgets a dismissal: the pair is listed again when the engine proposes it.',
  tags,
  auth: 'required',
  params: familyParams,
  body: strictBody(duplicateDismissalSchema),
  bodyExample: { personA: 12, personB: 40 },
  responses: { 204: null },
});
