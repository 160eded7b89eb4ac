import { z } from 'zod';
import { idParamSchema } from './input.js';

/**
 * Find duplicates (issue 33, decision 0054): the pairs of a family's persons the matching engine
 * takes for one person, each with its score and the reasons, said in the caller's language.
 */
export const duplicatePersonSchema = z.object({
  personId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  gender: z.enum(['M', 'F', 'U']),
  dateOfBirth: z.string().nullable(),
  dateOfDeath: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  fatherId: z.number().int().nullable(),
  motherId: z.number().int().nullable(),
});
export type DuplicatePerson = z.infer<typeof duplicatePersonSchema>;

export const duplicateReasonSchema = z.object({
  code: z.string().describe('sameName, similarName, … differentDeathDate (decision 0054)'),
  points: z.number().describe('Its share of the score; negative where it counts against the pair'),
  text: z.string().describe("The reason in the request's language"),
});
export type DuplicateReason = z.infer<typeof duplicateReasonSchema>;

export const duplicatePairSchema = z.object({
  personA: duplicatePersonSchema,
  personB: duplicatePersonSchema,
  score: z.number().int().min(0).max(100),
  reasons: z.array(duplicateReasonSchema),
});
export type DuplicatePair = z.infer<typeof duplicatePairSchema>;

export const duplicateDismissalSchema = z.object({
  personA: idParamSchema.describe('One person of the pair'),
  personB: idParamSchema.describe('The other person of the pair'),
});
export type DuplicateDismissal = z.infer<typeof duplicateDismissalSchema>;
