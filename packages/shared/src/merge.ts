import { z } from 'zod';
import { idParamSchema } from './input.js';

/**
 * Merging two persons (issue 33, decision 0053): the fields a merge chooses between, each the name
 * the profile read gives it. `father` and `mother` are the parent links.
 */
export const mergeFields = [
  'firstName',
  'middleName',
  'lastName',
  'nickName',
  'familyName',
  'gender',
  'countryOfBirth',
  'placeOfBirth',
  'dateOfBirth',
  'dateOfDeath',
  'livingStatus',
  'photoUrl',
  'coverPhotoUrl',
  'phone',
  'email',
  'about',
  'father',
  'mother',
] as const;
export type MergeField = (typeof mergeFields)[number];

/** Which person's value stays: the kept person's or the other's. */
export const mergeSides = ['keep', 'other'] as const;
export type MergeSide = (typeof mergeSides)[number];

const side = z.enum(mergeSides, { error: 'Choose keep or other' });

export const mergeRequestSchema = z.object({
  otherId: idParamSchema.describe(
    'The person merged into the kept one; afterwards its id reads as the kept person',
  ),
  choices: z
    .partialRecord(z.enum(mergeFields), side)
    .optional()
    .describe(
      "Per field, whose value stays. Default: the kept person's where it has one, else the other's. Differing parents must be chosen.",
    ),
});
export type MergeRequest = z.infer<typeof mergeRequestSchema>;

export const mergedPersonSchema = z.object({
  personId: z.number().int(),
  familyId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  mergedId: z.number().int().describe('The id that now reads as this person'),
  changeId: z
    .number()
    .int()
    .describe('The history record of the merge: reverting it undoes the merge'),
});
export type MergedPerson = z.infer<typeof mergedPersonSchema>;
