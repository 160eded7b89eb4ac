import { mergedPersonSchema, mergeRequestSchema } from '../merge.js';
import { defineContract } from './contract.js';
import { z } from 'zod';
import { idParam } from './common.js';
import { strictBody } from './strict.js';

export const mergePersonsContract = defineContract({
  method: 'POST',
  path: '/api/family/:familyId/persons/:keepId/merge',
  scope: { scope: 'family', ids: { familyId: 'family', keepId: 'person' } },
  summary: 'Merge two persons',
  description:
    "Merges otherId into keepId as one change of the history (revertible): per field the chosen value stays, the other's differing values are kept in a note on the kept person; relations, citations, notes, media, profile lists and history of both are joined. Afterwards every read of otherId answers with the kept person. Refused: the same person, a person of another family, an ancestor or descendant, differing parents without a choice. Family admins, or a branch admin for two persons of their branch.",
  tags: ['Tree'],
  auth: 'required',
  params: z.object({ familyId: idParam, keepId: idParam }),
  body: strictBody(mergeRequestSchema),
  bodyExample: { otherId: 42, choices: { firstName: 'other', dateOfBirth: 'keep' } },
  responses: { 200: mergedPersonSchema },
});
